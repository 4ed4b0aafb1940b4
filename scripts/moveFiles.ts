/**
 * Moves files or folders with `git mv` and rewrites every relative import, `jest.mock` path and Markdown link
 * that pointed at them, plus root-relative mentions (`src/modules/shell/app/...`) in code comments and docs.
 *
 *   npx tsx scripts/moveFiles.ts src/modules/app=src/modules/shell/app src/modules/ui=src/modules/shell/ui
 *
 * Run again with the same pairs after merging a branch that still names the old paths: sources that are
 * already gone are skipped, and a specifier that no longer resolves is resolved through the pairs instead.
 * Measurement records (docs/performance.md) keep the paths they were measured with.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];
const KEEP_MENTIONS = new Set(['docs/performance.md']);

const pairs = process.argv.slice(2).map((arg) => {
  const [from, to] = arg.split('=');
  if (!from || !to) throw new Error(`expected from=to, got ${arg}`);
  return { from: from.replace(/\/$/, ''), to: to.replace(/\/$/, '') };
});
if (pairs.length === 0) throw new Error('usage: moveFiles.ts from=to [from=to ...] (paths relative to the repository)');

/** The new place of a repository path under the pairs (longest matching source first). */
function mapped(file: string): string {
  const pair = [...pairs]
    .sort((a, b) => b.from.length - a.from.length)
    .find((p) => file === p.from || file.startsWith(`${p.from}/`));
  return pair ? pair.to + file.slice(pair.from.length) : file;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const listed = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean);
const before = new Set(listed.filter((f) => fs.existsSync(path.join(root, f))));
const after = new Set([...before].map(mapped));
const foldersOf = (files: Set<string>) =>
  new Set(
    [...files].flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
const foldersBefore = foldersOf(before);
const foldersAfter = foldersOf(after);

/** The file a specifier written in `fromFile` (old place) names, as a path in the new layout; undefined if none. */
function targetOf(fromFile: string, spec: string): { file: string; suffix: string } | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec)).replace(/\/$/, '');
  const slash = spec.endsWith('/') ? '/' : '';
  if (slash && foldersBefore.has(base)) return { file: `${mapped(base)}/`, suffix: '' };
  for (const suffix of EXTENSIONS) {
    if (before.has(base + suffix)) return { file: mapped(base + suffix), suffix };
  }
  if (foldersBefore.has(base)) return { file: mapped(base) + slash, suffix: '' };
  // A specifier that does not resolve in the old layout may name an old path already moved (a merged branch).
  for (const suffix of EXTENSIONS) {
    if (after.has(mapped(base) + suffix)) return { file: mapped(base) + suffix, suffix };
  }
  if (foldersAfter.has(mapped(base))) return { file: mapped(base) + slash, suffix: '' };
  return undefined;
}

function relativeSpec(fromFile: string, target: string, suffix: string): string {
  const written = suffix ? target.slice(0, target.length - suffix.length) : target;
  let spec = path.posix.relative(path.posix.dirname(fromFile), written) + (written.endsWith('/') ? '/' : '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

function rewriteSpecifiers(oldFile: string, newFile: string, text: string, pattern: RegExp): string {
  return text.replace(pattern, (whole, open: string, spec: string, close: string) => {
    const target = targetOf(oldFile, spec);
    if (!target) return whole;
    const next = relativeSpec(newFile, target.file, target.suffix);
    return next === spec ? whole : `${open}${next}${close}`;
  });
}

function rewriteMentions(text: string): string {
  let out = text;
  for (const { from, to } of pairs) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(^|[^\\w./-])${escaped}(?=[/\`'"\\s),.:;]|$)`, 'gm'), `$1${to}`);
  }
  return out;
}

// Read every text file at its old place before anything moves.
const texts = new Map<string, string>();
for (const file of before) {
  if (CODE.test(file) || /\.(md|css)$/.test(file)) texts.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
}

for (const { from, to } of pairs) {
  if (!fs.existsSync(path.join(root, from))) continue;
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  git('mv', from, to);
}

let changed = 0;
for (const [oldFile, text] of texts) {
  const newFile = mapped(oldFile);
  let next = text;
  if (CODE.test(oldFile)) next = rewriteSpecifiers(oldFile, newFile, next, /(['"])(\.\.?\/[^'"\n]*)(['"])/g);
  if (oldFile.endsWith('.md')) next = rewriteSpecifiers(oldFile, newFile, next, /(\]\()(\.\.?\/[^)#\s]*)([)#\s])/g);
  if (!KEEP_MENTIONS.has(oldFile)) next = rewriteMentions(next);
  if (next !== text) {
    fs.writeFileSync(path.join(root, newFile), next);
    changed += 1;
  }
}
console.log(`moved ${pairs.length} path(s); rewrote ${changed} file(s)`);
