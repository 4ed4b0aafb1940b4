import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const STAMP_FILE = path.join(ROOT, 'dist', '.build-stamp');

const INPUTS = ['src', 'demo', 'webpack.config.ts', 'package-lock.json', 'package.json', 'tsconfig.json'];

function walk(target: string, files: string[]): void {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) {
      if (entry === '__tests__') continue; // tests never reach the build
      walk(path.join(target, entry), files);
    }
  } else files.push(target);
}

/** A hash of everything the build reads: `npm start` rebuilds only when it changed. */
export function inputFingerprint(): string {
  const hash = crypto.createHash('sha256');
  const files: string[] = [];
  for (const input of INPUTS) walk(path.join(ROOT, input), files);
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  if (!fs.existsSync(STAMP_FILE)) return false;
  const stamp = fs.readFileSync(STAMP_FILE, 'utf8').trim();
  return (
    stamp === inputFingerprint() &&
    fs.existsSync(path.join(ROOT, 'dist', 'server', 'index.js')) &&
    fs.existsSync(path.join(ROOT, 'dist', 'public', 'manifest.json')) &&
    fs.existsSync(path.join(ROOT, 'dist', 'demo', 'catalogue.ndjson'))
  );
}
