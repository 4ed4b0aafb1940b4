import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the suites leave their measured figures; the global teardown prints them together. */
export function figuresFile(): string {
  return path.join(os.tmpdir(), `support-reliability-figures-${process.env.RELIABILITY_RUN_ID ?? 'local'}.json`);
}

export type FigureValue = string | number | boolean;

/** Records one group of figures (e.g. "6. bad input") and prints it at once too. */
export function reportFigures(group: string, figures: Record<string, FigureValue>): void {
  let all: Record<string, Record<string, FigureValue>> = {};
  try {
    all = JSON.parse(fs.readFileSync(figuresFile(), 'utf8')) as typeof all;
  } catch {
    /* first group of this run */
  }
  all[group] = figures;
  fs.writeFileSync(figuresFile(), JSON.stringify(all, null, 2));
  const lines = Object.entries(figures).map(([k, v]) => `  ${k}: ${v}`);
  process.stdout.write(`\n[reliability] ${group}\n${lines.join('\n')}\n`);
}
