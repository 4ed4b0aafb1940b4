/**
 * Scoring of the judged search query set (search-eval/queries.json): what a visitor sees for a
 * query is the best-match products above the ranked results, so both are read as one list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en_GB', 'de_DE', 'fr_FR'] as const;
export type EvalLocale = (typeof LOCALES)[number];

/** What a visitor meant with the query, as the report groups the figures. */
export const KINDS = ['question', 'symptom', 'howto', 'model', 'model-symptom', 'category', 'typo'] as const;
export type QueryKind = (typeof KINDS)[number];

export interface JudgedQuery {
  locale: EvalLocale;
  query: string;
  kind: QueryKind;
  /**
   * Accepted answers: content family ids ('00100002'), or 'product:<name>', met by the product
   * as a best match or by a document of that one product.
   */
  accept: string[];
  /** Written before the ranking was changed and never tuned for. */
  heldOut?: boolean;
}

/** One entry of what the search showed, in order. */
export interface ShownItem {
  /** Family id, or 'product:<name>' for a best match. */
  id: string;
  /** Products the entry belongs to when it is a per-product document (model keys, lower-case, no separators). */
  modelKeys: string[];
}

export interface QueryScore {
  judged: JudgedQuery;
  /** 1-based rank of the first accepted answer, or null when none is in the top 10. */
  firstHit: number | null;
  ndcg: number;
  shown: string[];
}

export const QUERY_FILE = path.resolve(__dirname, '../../search-eval/queries.json');

export function loadQueries(file = QUERY_FILE): JudgedQuery[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected an array of judged queries`);
  return parsed.map((entry: unknown, i) => {
    const q = entry as Partial<JudgedQuery>;
    const where = `${file} entry ${i + 1}`;
    if (!q || typeof q.query !== 'string' || q.query.trim() === '') throw new Error(`${where}: query missing`);
    if (!LOCALES.includes(q.locale as EvalLocale)) throw new Error(`${where}: unknown locale ${String(q.locale)}`);
    if (!KINDS.includes(q.kind as QueryKind)) throw new Error(`${where}: unknown kind ${String(q.kind)}`);
    if (!Array.isArray(q.accept) || q.accept.length === 0 || q.accept.some((a) => typeof a !== 'string')) throw new Error(`${where}: accept must list answers`);
    return { locale: q.locale as EvalLocale, query: q.query, kind: q.kind as QueryKind, accept: q.accept, heldOut: q.heldOut === true };
  });
}

const modelKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function answers(item: ShownItem, accepted: string): boolean {
  if (item.id === accepted) return true;
  if (!accepted.startsWith('product:')) return false;
  // A document of exactly this product answers a query for the product.
  const key = modelKey(accepted.slice('product:'.length));
  return item.modelKeys.length === 1 && item.modelKeys[0] === key;
}

/** First hit and nDCG@10 with binary gains: each accepted answer counts once, at its first place. */
export function scoreQuery(judged: JudgedQuery, shown: ShownItem[]): QueryScore {
  const top = shown.slice(0, 10);
  const met = new Set<string>();
  let dcg = 0;
  let firstHit: number | null = null;
  top.forEach((item, i) => {
    const accepted = judged.accept.find((a) => !met.has(a) && answers(item, a));
    if (!accepted) return;
    met.add(accepted);
    dcg += 1 / Math.log2(i + 2);
    if (firstHit === null) firstHit = i + 1;
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(judged.accept.length, 10); i += 1) ideal += 1 / Math.log2(i + 2);
  return { judged, firstHit, ndcg: ideal > 0 ? dcg / ideal : 0, shown: top.map((s) => s.id) };
}

export interface Figures {
  queries: number;
  top1: number;
  top3: number;
  ndcg: number;
}

export function figuresOf(scores: QueryScore[]): Figures {
  const n = scores.length;
  if (n === 0) return { queries: 0, top1: 0, top3: 0, ndcg: 0 };
  return {
    queries: n,
    top1: scores.filter((s) => s.firstHit === 1).length / n,
    top3: scores.filter((s) => s.firstHit !== null && s.firstHit <= 3).length / n,
    ndcg: scores.reduce((sum, s) => sum + s.ndcg, 0) / n,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;

export function figuresLine(label: string, f: Figures): string {
  return `  ${label.padEnd(26)} n=${String(f.queries).padStart(3)}   top-1 ${pct(f.top1)}   top-3 ${pct(f.top3)}   nDCG@10 ${f.ndcg.toFixed(3)}`;
}

/** The report: per locale, per kind, tuned and held-out part, then every miss (no accepted answer in the top 3). */
export function report(scores: QueryScore[]): string[] {
  const lines: string[] = [];
  lines.push(figuresLine('ALL', figuresOf(scores)));
  for (const locale of LOCALES) lines.push(figuresLine(`locale ${locale}`, figuresOf(scores.filter((s) => s.judged.locale === locale))));
  for (const kind of KINDS) lines.push(figuresLine(`kind ${kind}`, figuresOf(scores.filter((s) => s.judged.kind === kind))));
  lines.push(figuresLine('tuned part', figuresOf(scores.filter((s) => !s.judged.heldOut))));
  lines.push(figuresLine('held-out part', figuresOf(scores.filter((s) => s.judged.heldOut))));
  const misses = scores.filter((s) => s.firstHit === null || s.firstHit > 3);
  lines.push('', `Misses (no accepted answer in the top 3): ${misses.length}`);
  for (const miss of misses) {
    const { judged } = miss;
    lines.push(
      `  [${judged.locale} ${judged.kind}${judged.heldOut ? ' held-out' : ''}] "${judged.query}" -> first accepted at ${miss.firstHit ?? '-'}; ` +
        `wanted ${judged.accept.join(', ')}; top 3: ${miss.shown.slice(0, 3).join(', ') || '(nothing)'}`,
    );
  }
  return lines;
}
