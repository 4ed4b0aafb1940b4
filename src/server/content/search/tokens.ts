/** Splitting visitor text and content into words the same way on both sides. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Full-width forms of ASCII (U+FF01-U+FF5E), as East Asian keyboards type them ('ｔｖ'). */
const FULL_WIDTH = /[\uff01-\uff5e]/g;

/**
 * Accents typed as a separate mark ('e' + U+0301) composed (NFC) and full-width letters and digits made
 * ASCII: the characters the content is written in. Not all of NFKC: it would also turn 'm²' into 'm2' and
 * 'µ' into 'μ', which the indexes hold as written, so such a query would stop finding them.
 */
export function words(text: string): string[] {
  return written(text).toLowerCase().match(WORD) ?? [];
}

/** Text in the characters the content is written in, as `words` reads it: composed (NFC), full-width forms made ASCII. */
export function written(text: string): string {
  return text.normalize('NFC').replace(FULL_WIDTH, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

/** Each word of a text replaced by `replace` (given the word in lower case), the rest of the text kept, as `written` has it. */
export function replaceWords(text: string, replace: (word: string) => string | undefined): string {
  return written(text).replace(WORD, (word) => replace(word.toLowerCase()) ?? word);
}

/** Words that carry no meaning in a support query; dropped unless the query has nothing else. */
const STOPWORDS: ReadonlySet<string> = new Set([
  // English
  'a', 'an', 'the', 'my', 'is', 'are', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'how', 'do', 'does', 'i', 'it', 'its',
  'with', 'what', 'why', 'when', 'from', 'your', 'you', 'me', 'this', 'that', 'be', 'can', 'won', 't', 's', 'at', 'by',
  // ...and contractions typed without the apostrophe, which would otherwise be "corrected" to other words
  'wont', 'dont', 'doesnt', 'cant', 'isnt', 'didnt', 'aint', 'im', 'ive',
  // German
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'und', 'oder', 'ist', 'sind', 'mein', 'meine',
  'meinen', 'wie', 'ich', 'zu', 'mit', 'von', 'für', 'auf', 'im', 'am', 'es', 'sich', 'was', 'warum', 'wird',
  // French
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'd', 'et', 'ou', 'mon', 'ma', 'mes', 'est', 'sont', 'comment',
  'je', 'à', 'au', 'aux', 'en', 'pour', 'sur', 'avec', 'qui', 'que', 'ne', 'se', 'il', 'elle', 'j',
]);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

export const MAX_QUERY_TOKENS = 12;

/** The words of a query that should match, in order, without duplicates, at most 12. */
export function queryTerms(text: string): string[] {
  const all = [...new Set(words(text))].filter((w) => w.length <= 64);
  const meaningful = all.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TOKENS);
}
