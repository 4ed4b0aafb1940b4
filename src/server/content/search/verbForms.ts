/**
 * Other present-tense forms of a German verb, as a visitor or a text may write it. The Snowball
 * stemmer meets the infinitive and the first person ('verbinden', 'verbinde': 'verbind') but not
 * the third person ('verbindet', 'funktioniert', 'startet'), which is how symptoms are written
 * ('Der Fernseher verbindet sich nicht'), while questions use the others ('wie verbinde ich').
 * Candidates only: a caller keeps those the index holds (search_terms), so a noun that merely ends
 * like a verb adds nothing unless a word of that shape exists; `exceptions` names the few that do
 * ('internet' and 'interne').
 *
 * A noun made of a verb ('Verbindung', 'Aktualisierung', 'Störung') is how searches are typed ('wlan
 * verbindung'); Snowball already meets it with the infinitive ('verbind'), and its third person is added
 * the same way ('verbindet': docs/decisions/059-a-thin-answer-to-a-long-question.md, update 1).
 */
export function germanVerbForms(word: string, exceptions: ReadonlySet<string>): string[] {
  if (word.length < 5 || !/^[a-zäöüß]+$/.test(word) || exceptions.has(word)) return [];
  // Not a participle ('gelungen', 'gesprungen'), nor a noun whose verb means something else ('Wartung' and
  // 'wartet': the exceptions list).
  const noun = /^ge[a-zäöüß]+ungen$/.test(word) ? null : /^([a-zäöüß]{3,})ung(?:en)?$/.exec(word);
  if (noun) {
    const verb = noun[1];
    if (exceptions.has(`${verb}ung`)) return [];
    // 'et' after d or t, and after a consonant other than l, r or h before m or n ('öffnet', 'rechnet', 'atmet').
    const third = /(?:[dt]|ch[mn]|[^aeiouäöülrh][mn])$/.test(verb) ? `${verb}et` : `${verb}t`;
    return exceptions.has(third) ? [] : [third];
  }
  const root = presentRoot(word);
  if (!root) return [];
  // 'verbind' + et, 'geh' + t: the third person takes 'et' after d and t.
  const third = /[dt]$/.test(root) ? `${root}et` : `${root}t`;
  return [`${root}en`, `${root}e`, third].filter((form) => form !== word && !exceptions.has(form));
}

/**
 * The root of a German present-tense verb form ('verbinde', 'verbindet', 'verbinden': 'verbind'; 'schaltet':
 * 'schalt'), null when the word reads as none: what germanVerbForms and a verb joined with its particle
 * (separableVerbs.ts) build other forms on.
 */
export function presentRoot(word: string): string | null {
  if (!/^[a-zäöüß]+$/.test(word)) return null;
  const root = /(?:en|et)$/.test(word) ? word.slice(0, -2) : /[et]$/.test(word) ? word.slice(0, -1) : null;
  return root && root.length >= 3 ? root : null;
}
