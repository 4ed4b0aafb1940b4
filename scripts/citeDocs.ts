/**
 * npm run docs:cite [-- --write] [PATH ...]
 *
 * Comments once cited the product specification and the design notes, two documents kept outside
 * the repository, by section number. Their content now lives in docs/behaviour.md (numbered like
 * the specification, section for section) and docs/architecture.md. This script rewrites such
 * citations in place:
 *   - "spec" + section chain  -> "docs/behaviour.md" + the same chain (the numbers are the same);
 *   - "DESIGN" + section chain -> "docs/architecture.md" + each number mapped by DESIGN_TO_ARCHITECTURE.
 * A chain is one section number or several joined by ",", "/", "-", "–", "and", "or" ("§2, §3", "§5–§6").
 *
 * Without --write it only reports what it would change and exits with status 1 when anything is left,
 * so CI can keep the citations inside the repository. Every section it would cite must exist as a
 * "## §N" heading of its target file, otherwise it stops without writing.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
export const BEHAVIOUR_DOC = 'docs/behaviour.md';
export const ARCHITECTURE_DOC = 'docs/architecture.md';

/** Sections of the old design notes -> sections of docs/architecture.md (same topics). */
export const DESIGN_TO_ARCHITECTURE: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8 };

const DEFAULT_PATHS = ['src', 'test', 'e2e', 'scripts', 'bench', 'docs', 'README.md', 'eslint.config.mjs', 'webpack.config.ts', 'jest.config.ts', 'jest.reliability.config.ts', 'Dockerfile'];
const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|md|css|html|sh)$|(^|\/)Dockerfile$/;
// This script and its test spell the old citations on purpose.
const SELF = new Set(['scripts/citeDocs.ts', 'scripts/__tests__/citeDocs.test.ts']);

const SECTION = '§\\s?\\d+';
const JOIN = '\\s*(?:,|/|-|–|\\band\\b|\\bor\\b)\\s*';
/** "spec §2", "Spec §4-§6", "DESIGN §2 and §5": the source word, then the chain of section numbers. */
const CITATION = new RegExp(`\\b(spec|design)(\\s+)(${SECTION}(?:${JOIN}${SECTION})*)`, 'gi');

export interface Citation {
  target: typeof BEHAVIOUR_DOC | typeof ARCHITECTURE_DOC;
  sections: number[];
}

export interface Rewrite {
  text: string;
  citations: Citation[];
}

/** The text with every old citation pointing inside the repository, and what it cited. */
export function rewriteCitations(text: string): Rewrite {
  const citations: Citation[] = [];
  const rewritten = text.replace(CITATION, (_match, word: string, space: string, chain: string) => {
    if (word.toLowerCase() === 'spec') {
      citations.push({ target: BEHAVIOUR_DOC, sections: numbersOf(chain) });
      return `${BEHAVIOUR_DOC}${space}${chain}`;
    }
    const sections: number[] = [];
    const mapped = chain.replace(/§(\s?)(\d+)/g, (_s, gap: string, n: string) => {
      const to = DESIGN_TO_ARCHITECTURE[Number(n)];
      if (to === undefined) throw new Error(`no section of ${ARCHITECTURE_DOC} for DESIGN §${n}`);
      sections.push(to);
      return `§${gap}${to}`;
    });
    citations.push({ target: ARCHITECTURE_DOC, sections });
    return `${ARCHITECTURE_DOC}${space}${mapped}`;
  });
  return { text: rewritten, citations };
}

function numbersOf(chain: string): number[] {
  return [...chain.matchAll(/§\s?(\d+)/g)].map((m) => Number(m[1]));
}

/** The "## §N" section numbers of a document. */
export function sectionsOf(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## §(\d+)\b/gm)].map((m) => Number(m[1])));
}

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT_FILE.test(relative) ? [relative] : [];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
    .flatMap((name) => filesUnder(path.posix.join(relative, name)));
}

function main(argv: string[]): number {
  const write = argv.includes('--write');
  const paths = argv.filter((a) => !a.startsWith('--'));
  const files = (paths.length > 0 ? paths : DEFAULT_PATHS).flatMap(filesUnder).filter((f) => !SELF.has(f));
  const known = {
    [BEHAVIOUR_DOC]: sectionsOf(readFileSync(path.join(ROOT, BEHAVIOUR_DOC), 'utf8')),
    [ARCHITECTURE_DOC]: sectionsOf(readFileSync(path.join(ROOT, ARCHITECTURE_DOC), 'utf8')),
  };
  const changes: { file: string; text: string; count: number }[] = [];
  const missing: string[] = [];
  for (const file of files) {
    const before = readFileSync(path.join(ROOT, file), 'utf8');
    const { text, citations } = rewriteCitations(before);
    if (citations.length === 0) continue;
    for (const c of citations)
      for (const n of c.sections) if (!known[c.target].has(n)) missing.push(`${file}: ${c.target} has no section §${n}`);
    changes.push({ file, text, count: citations.length });
  }
  if (missing.length > 0) {
    console.error(missing.join('\n'));
    return 2;
  }
  const total = changes.reduce((sum, c) => sum + c.count, 0);
  for (const c of changes) {
    console.log(`${c.file}: ${c.count}`);
    if (write) writeFileSync(path.join(ROOT, c.file), c.text);
  }
  console.log(`${total} citation(s) in ${changes.length} file(s) ${write ? 'rewritten' : 'point outside the repository (--write rewrites them)'}`);
  return write || total === 0 ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
