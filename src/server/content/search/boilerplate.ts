import { words } from './tokens';

/**
 * Sentences repeated across many documents (a quick start guide's "Press the power button on
 * the remote control.", printed in every guide of a kind) say nothing about any one of them: a
 * query word found only there must not make hundreds of guides match. Sentences are compared by
 * their words with model numbers and other codes left out, so one template filled in for
 * different products counts as one sentence. Used when indexing, by every store.
 */
const SENTENCE_END = /(?<=[.!?…])\s+|\n+/u;

/** A sentence counts as boilerplate from this many documents on, and from 1 % of them. */
export const BOILERPLATE_MIN_DOCUMENTS = 50;
const BOILERPLATE_SHARE = 0.01;

export function sentences(text: string): string[] {
  return text.split(SENTENCE_END).filter((s) => s.trim() !== '');
}

function sentenceKey(sentence: string): string {
  return words(sentence)
    .filter((w) => !/\d/.test(w))
    .join(' ');
}

/**
 * Content types whose every sentence is their own: a product's description names its features
 * ('local dimming', 'Dolby Atmos') in a sentence the whole range shares, and that is what a visitor
 * looks for a model by (docs/decisions/036-search-latency-at-scale.md, update 7). Their sentences
 * still count towards what is boilerplate in other documents.
 */
const OWN_SENTENCES: ReadonlySet<string> = new Set(['product']);

export interface BoilerplateFilter {
  /** A row's text as indexed: its own sentences, and the boilerplate ones kept apart (none for OWN_SENTENCES types). */
  split(text: string, contentType: string): { own: string; boilerplate: string };
  /** How many distinct sentences were found to be boilerplate. */
  readonly size: number;
}

/** Learns the boilerplate of a set of documents (one body text each). */
export function learnBoilerplate(texts: Iterable<string>): BoilerplateFilter {
  const documents = new Map<string, number>();
  let count = 0;
  for (const text of texts) {
    count += 1;
    for (const key of new Set(sentences(text).map(sentenceKey))) {
      // Short fragments ('Yes.', 'Step 2') are left alone: they carry little either way.
      if (key.split(' ').length >= 4) documents.set(key, (documents.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(BOILERPLATE_MIN_DOCUMENTS, Math.ceil(count * BOILERPLATE_SHARE));
  const boilerplate = new Set([...documents].filter(([, n]) => n >= threshold).map(([key]) => key));
  return {
    size: boilerplate.size,
    // One pass over the sentences: indexing splits every row of the catalogue.
    split: (text, contentType) => {
      if (boilerplate.size === 0 || OWN_SENTENCES.has(contentType)) return { own: text, boilerplate: '' };
      const own: string[] = [];
      const repeated: string[] = [];
      for (const sentence of sentences(text)) (boilerplate.has(sentenceKey(sentence)) ? repeated : own).push(sentence);
      return { own: own.join(' '), boilerplate: repeated.join(' ') };
    },
  };
}
