import type { Locale } from '../../../shared/locale';
import type { ContentStore } from '../store/ContentStore';
import type { QueryGroup } from './readQuery';
import { replaceWords, words } from './tokens';
import { presentRoot } from './verbForms';

/**
 * A German verb whose particle stands apart at the end of the sentence: 'wie schließe ich die konsole an den
 * fernseher an' asks how to 'anschließen' it, 'der fernseher schaltet sich aus' says it 'ausschaltet'. The
 * particle is a stop word ('an', 'aus', 'auf') and the verb alone means something else ('schließen': close), so
 * the question found nothing about connecting (docs/decisions/063-a-verb-and-its-particle.md).
 *
 * When the last word of the text is one of the language's separable particles, the first word before it that
 * reads as a verb form whose particle + verb infinitive the vocabulary knows ('anschließen') is written as that
 * infinitive, and the particle is left out: the infinitive then brings its synonyms ('verbinden') and other forms
 * (verbForms.ts). `separated` names the verb as typed for each infinitive, kept as an alternative of its group
 * (`withSeparatedForms`), so a text that writes the verb apart ('Schließen Sie das Kabel an') still matches.
 */
export interface JoinedVerbs {
  text: string;
  /** Infinitive -> the verb form typed apart from its particle. */
  separated: ReadonlyMap<string, string>;
}

export async function withJoinedVerbs(
  store: ContentStore,
  locale: Locale,
  text: string,
  // What it needs of the language (searchLanguage.ts), named here: that module builds on this one.
  language: {
    readonly separableParticles: ReadonlySet<string>;
    readonly stopwords: ReadonlySet<string>;
    readonly synonymVocabulary: ReadonlySet<string>;
    otherSpellings(word: string): string[];
  },
): Promise<JoinedVerbs> {
  const unchanged = { text, separated: new Map<string, string>() };
  const typed = words(text);
  const particle = typed[typed.length - 1];
  if (typed.length < 3 || !language.separableParticles.has(particle)) return unchanged;
  // Each word before the particle that could be the verb, with the infinitive it would make: as typed, then in
  // the spellings of the letters a keyboard lacks ('schliesse ... an': 'anschließen', ADR 062), one candidate each.
  const candidates: Array<{ verb: string; infinitive: string; spelled: string }> = [];
  for (const word of typed.slice(0, -1)) {
    if (language.stopwords.has(word) || language.separableParticles.has(word)) continue;
    for (const spelled of [word, ...language.otherSpellings(word)]) {
      const root = presentRoot(spelled);
      if (root) candidates.push({ verb: word, infinitive: `${particle}${root}en`, spelled });
    }
  }
  if (candidates.length === 0) return unchanged;
  const vocabulary = await store.knownTerms(locale, candidates.map((c) => c.infinitive));
  const joined = candidates.find((c) => vocabulary.has(c.infinitive) || language.synonymVocabulary.has(c.infinitive));
  if (!joined) return unchanged;
  // The verb written as the infinitive; the particle, the last word, left out.
  let seen = 0;
  const last = typed.length;
  const rewritten = replaceWords(text, (word) => {
    seen += 1;
    if (seen === last) return '';
    return word === joined.verb ? joined.infinitive : undefined;
  });
  // The verb apart in the spelling that made the infinitive: texts write 'Schließen Sie ... an', not 'schliessen'.
  return { text: rewritten, separated: new Map([[joined.infinitive, joined.spelled]]) };
}

/** Query groups with each joined verb's form as typed kept as an alternative of its infinitive's group. */
export function withSeparatedForms(groups: QueryGroup[], separated: ReadonlyMap<string, string>): QueryGroup[] {
  if (separated.size === 0) return groups;
  return groups.map((group) => {
    const verb = group.words.length === 1 ? separated.get(group.words[0]) : undefined;
    if (!verb || group.alternatives.some((a) => a.length === 1 && a[0] === verb)) return group;
    return { ...group, alternatives: [...group.alternatives, [verb]] };
  });
}
