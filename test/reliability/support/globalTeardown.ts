import fs from 'node:fs';
import path from 'node:path';
import { figuresFile } from './figures';

/** Prints every figure the suites measured, in one block at the end of the run, and removes the catalogue. */
export default function globalTeardown(): void {
  const master = process.env.RELIABILITY_CATALOGUE;
  if (master) fs.rmSync(path.dirname(master), { recursive: true, force: true });
  let all: Record<string, Record<string, unknown>> = {};
  try {
    all = JSON.parse(fs.readFileSync(figuresFile(), 'utf8')) as typeof all;
  } catch {
    return;
  }
  const lines = ['', '== Reliability figures =='];
  for (const [group, figures] of Object.entries(all)) {
    lines.push(group);
    for (const [name, value] of Object.entries(figures)) lines.push(`  ${name}: ${String(value)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  fs.rmSync(figuresFile(), { force: true });
}
