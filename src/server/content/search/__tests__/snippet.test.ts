import { snippet } from '../snippet';
import { collapse, rememberedModelKey, textsNeeded, withoutModels } from '../collapse';
import { grouper } from '../groupKey';
import { modelKey } from '../modelKey';

/** The excerpt as it was made before folding went head first: the whole text folded at once. */
function wholeFold(text: string, terms: string[]): string {
  const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (text.length <= 180) return text;
  const folded = fold(text);
  let at = -1;
  for (const term of terms) {
    const index = folded.indexOf(fold(term).slice(0, Math.max(3, Math.min(term.length, 5))));
    if (index >= 0 && (at < 0 || index < at)) at = index;
  }
  let start = at < 0 ? 0 : Math.max(0, at - 60);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + 180);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

describe('snippet', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i} Größe ÉTÉ ΟΔΟΣ`).join(' ');
  const texts = [
    `${filler(40)} Bluetooth pairing opens here. ${filler(400)}`,
    `${filler(300)} Réglez le Bluetooth ici. ${filler(10)}`,
    `${filler(30)} ${filler(30)}`,
    `Bluetooth first. ${filler(200)} bluetooth again`,
    `${'x'.repeat(3000)} bluetooth`,
  ];
  it.each(texts.map((t, i) => [i, t]))('excerpts text %i exactly as folding the whole text did', (_i, text) => {
    for (const terms of [['bluetooth'], ['réglez', 'pairing'], ['zzzz'], [], ['wort250'], ['grosse'], ['οδος'], ['two words']]) {
      expect(snippet(text, terms)).toBe(wholeFold(text, terms));
    }
  });

  it('finds a word with accents typed without them, far into the text', () => {
    const excerpt = snippet(`${filler(200)} Réglez le Bluetooth ici.`, ['reglez']);
    expect(excerpt).toContain('Réglez le Bluetooth ici.');
  });
});

describe('collapse', () => {
  const item = (id: string, title: string, text: string, models: string[]) => ({ id, title, text, models });
  type Item = ReturnType<typeof item>;

  it('groups copies whose title and text differ only by model, and makes the text only of items whose title another shares', () => {
    const made: string[] = [];
    const items = [
      item('a', 'Quick Start Guide – AB-100', 'Pair AB-100 with your phone.', ['AB-100']),
      item('b', 'Help Guide – AB-100', 'Something else.', ['AB-100']),
      item('c', 'Quick Start Guide – CD-200', 'Pair CD-200 with your phone.', ['CD-200']),
      item('d', 'Quick Start Guide – EF-300', 'Charge EF-300 first.', ['EF-300']),
      item('e', 'Quick Start Guide', 'Pair it with your phone.', []),
    ];
    const groups = collapse(items, (i: Item) => ({
      contentType: 'document',
      title: i.title,
      snippet: () => {
        made.push(i.id);
        return i.text;
      },
      modelNumbers: i.models,
    }));
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([['a', 'c'], ['b'], ['d'], ['e']]);
    expect(made.sort()).toEqual(['a', 'c', 'd']);
  });
  it('does not group files of different versions, named in the title or in the text compared, and groups copies of one version', () => {
    const items = [
      item('a', 'Firmware update v3.5.509 for AT-65X75J', 'Fixes the sound.', ['AT-65X75J']),
      item('b', 'Firmware update v1.8.109 for AT-43X75J', 'Fixes the sound.', ['AT-43X75J']),
      item('c', 'Firmware update v3.5.509 for AT-55X75J', 'Fixes the sound.', ['AT-55X75J']),
      item('d', 'Firmware update for AB-100', 'Fixes pairing. Version 3.5.509-eu for AB-100.', ['AB-100']),
      item('e', 'Firmware update for CD-200', 'Fixes pairing. Version 1.8.109-eu for CD-200.', ['CD-200']),
      item('f', 'Firmware update for EF-300', 'Fixes pairing. Version 3.5.509-eu for EF-300.', ['EF-300']),
    ];
    const describe = (i: Item) => ({ contentType: 'download', title: i.title, snippet: () => i.text, modelNumbers: i.models });
    expect(collapse(items, describe).map((g) => g.map((i) => i.id))).toEqual([['a', 'c'], ['b'], ['d', 'f'], ['e']]);
    // The key stored with each row tells the versions in the text apart too.
    const key = grouper();
    const stored = (i: Item) => key({ contentType: 'download', attrs: {}, title: i.title, summary: '', body: i.text }, i.models);
    expect(stored(items[3])).toBe(stored(items[5]));
    expect(stored(items[3])).not.toBe(stored(items[4]));
  });

  it('makes one text per stored grouping key, and none where every copy of a title has the same key', () => {
    const keyed = (id: string, title: string, text: string, models: string[], key: string | null) => ({ id, title, text, models, key });
    type Keyed = ReturnType<typeof keyed>;
    const items = [
      keyed('a', 'Quick Start Guide – AB-100', 'Pair AB-100 with your phone.', ['AB-100'], 'k1'),
      keyed('b', 'Quick Start Guide – AB-200', 'Pair AB-200 with your phone.', ['AB-200'], 'k1'),
      // Another text whose snippet reads the same without its model number: still one result.
      keyed('c', 'Quick Start Guide – CD-200', 'Pair CD-200 with your phone.', ['CD-200'], 'k2'),
      keyed('d', 'Quick Start Guide – EF-300', 'Charge EF-300 first.', ['EF-300'], 'k3'),
      keyed('e', 'Quick Start Guide – EF-400', 'Charge EF-400 first.', ['EF-400'], 'k3'),
      // A key of its own under a title nobody else has: alone, no text made.
      keyed('f', 'Help Guide – GH-1', 'Something else.', ['GH-1'], 'k4'),
      keyed('g', 'Help Guide – GH-2', 'Something else again.', ['GH-2'], 'k4'),
      // No key (a catalogue imported without): compared by its own text, as before keys.
      keyed('h', 'Quick Start Guide – IJ-5', 'Charge IJ-5 first.', ['IJ-5'], null),
    ];
    const made: string[] = [];
    const describe = (i: Keyed) => ({
      contentType: 'document',
      title: i.title,
      snippet: () => {
        made.push(i.id);
        return i.text;
      },
      modelNumbers: i.models,
      groupKey: i.key,
    });
    expect(textsNeeded(items, describe).map((i) => i.id)).toEqual(['a', 'c', 'd', 'h']);
    const groups = collapse(items, describe);
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([['a', 'b', 'c'], ['d', 'e', 'h'], ['f', 'g']]);
    expect(made).toEqual(['a', 'c', 'd', 'h']);
  });

  it('drops model numbers the same way with remembered keys as with modelKey itself', () => {
    const remembered = rememberedModelKey();
    const texts = [
      ['Firmware update v7.0.964 for ACMT-SBT40D', ['ACMT-SBT40D']],
      ['Firmware update v7.0.964 for AMHC-V83D (also AT-55X89J)', ['AMHC-V83D']],
      ['Quick Start Guide – ANB-P13G2: setup, pairing; 2 steps', []],
    ] as const;
    for (const [text, models] of texts) expect(withoutModels(text, models, remembered)).toBe(withoutModels(text, models, modelKey));
    expect(withoutModels(texts[0][0], texts[0][1], remembered)).toBe('firmware update v7.0.964 for');
  });
});
