import { bestPage, matchSpans } from '../manualPage';
import { searchLanguage } from '../searchLanguage';

const pages = [
  'Operating Instructions. Models covered: AT-55X89J. Contents: picture settings, sound settings.',
  'Picture settings. Motion smoothing: inserts frames between the frames of fast scenes to reduce judder.',
  'Sound settings. The smoothing of motion is not a sound setting. Dialogue enhancer: raises voice frequencies.',
];

const marked = (match: ReturnType<typeof bestPage>) => match?.highlights.map(([s, e]) => match.snippet.slice(s, e));

describe('the page of a manual that a search matched', () => {
  it('takes the page holding the words as a phrase over a page holding them apart', () => {
    const match = bestPage(pages, 'motion smoothing', ['motion', 'smoothing']);
    expect(match?.page).toBe(2);
    expect(marked(match)).toEqual(['Motion smoothing']);
  });

  it('otherwise takes the page with most of the matched words, synonyms included', () => {
    const match = bestPage(pages, 'voice boost', ['voice', 'boost', 'dialogue']);
    expect(match?.page).toBe(3);
    expect(marked(match)).toEqual(['Dialogue', 'voice']);
  });

  it('reads a phrase with its small words, as typed', () => {
    const french = ['Le lissage est réglé. Les mouvements sont fluides.', 'Lissage des mouvements : insère des images intermédiaires.'];
    const match = bestPage(french, 'lissage des mouvements', ['lissage', 'mouvements']);
    expect(match?.page).toBe(2);
    expect(marked(match)).toEqual(['Lissage des mouvements']);
  });

  it('matches other forms of a word and ignores case and accents', () => {
    expect(bestPage(['Réglages de l’image', 'Lissage des mouvements activé'], 'LISSAGE mouvement', ['lissage', 'mouvement'])?.page).toBe(2);
    expect(bestPage(pages, 'frame', ['frame'])?.page).toBe(2);
  });

  it('cuts a long page around the match, marking the offsets inside the excerpt', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Find the pairing button here. ${'More text follows here. '.repeat(20)}`;
    const match = bestPage(['x', long], 'pairing button', ['pairing', 'button']);
    expect(match?.page).toBe(2);
    expect(match?.snippet.startsWith('…')).toBe(true);
    expect(match?.snippet.endsWith('…')).toBe(true);
    expect(match?.snippet.length).toBeLessThan(260);
    expect(marked(match)).toEqual(['pairing button']);
  });

  it('names no page when no page holds any of the words', () => {
    expect(bestPage(pages, 'battery', ['battery'])).toBeNull();
    expect(bestPage([], 'battery', ['battery'])).toBeNull();
    expect(bestPage(pages, '', [])).toBeNull();
  });

  it("marks each query's own words when queries follow one another (patterns are kept per query)", () => {
    const title = 'Resetting the headphones – Bluetooth pairing';
    expect(matchSpans(title, 'reset', ['reset']).map(([s, e]) => title.slice(s, e))).toEqual(['Resetting']);
    expect(matchSpans(title, 'pairing', ['pairing', 'bluetooth']).map(([s, e]) => title.slice(s, e))).toEqual(['Bluetooth', 'pairing']);
    expect(matchSpans(title, 'reset', ['reset']).map(([s, e]) => title.slice(s, e))).toEqual(['Resetting']);
    // A page holding a word only with other case or accents is still searched (the plain-text check is on folded text).
    expect(bestPage(['nothing here', 'RÉINITIALISER le casque'], 'réinitialiser', ['réinitialiser'])?.page).toBe(2);
  });

  it('marks a word of one or two letters only where it stands alone', () => {
    // 'wlan' is read with its synonym 'Wi-Fi', whose words are 'wi' and 'fi': not the start of 'wird' or 'film'.
    const text = 'Das Netzwerk wird nicht aufgeführt: Wi-Fi und WLAN prüfen, Film läuft nicht.';
    expect(matchSpans(text, 'wlan', ['wlan', 'wi', 'fi']).map(([s, e]) => text.slice(s, e))).toEqual(['Wi', 'Fi', 'WLAN']);
    const tvs = 'Two TVs and a TV stand, not a tvos app';
    expect(matchSpans(tvs, 'tv', ['tv']).map(([s, e]) => tvs.slice(s, e))).toEqual(['TVs', 'TV']);
    // A model number's prefix typed apart still marks the number written together.
    const model = 'Operating Instructions – UE55TU7100';
    expect(matchSpans(model, 'ue 55tu7100', ['ue', '55tu7100']).map(([s, e]) => model.slice(s, e))).toEqual(['UE55TU7100']);
    // A letter alone is only itself: 'à' of 'mise à jour' does not mark a model 'A95K'.
    const fr = 'Mise à jour pour Aurora A95K';
    expect(matchSpans(fr, 'mise à jour', ['mise', 'à', 'jour']).map(([s, e]) => fr.slice(s, e))).toEqual(['Mise', 'à', 'jour']);
    // Small words typed that the search leaves out are not marked: 'pas de son' marks 'son' only.
    const sound = 'Pas de son de la barre de son';
    expect(matchSpans(sound, 'pas de son', ['son']).map(([s, e]) => sound.slice(s, e))).toEqual(['son', 'son']);
    // A synonym phrase is marked where its words stand together, not word by word: 'firmware' reads as 'system
    // software' too, which must not mark the 'System' of a hi-fi.
    const menu = 'Hi-Fi System: open System > Software update';
    expect(matchSpans(menu, 'firmware update', ['firmware', 'system software', 'update']).map(([s, e]) => menu.slice(s, e))).toEqual([
      'System > Software',
      'update',
    ]);
    // Longer words still find their other forms.
    expect(matchSpans(text, 'prüfe', ['prüfe']).map(([s, e]) => text.slice(s, e))).toEqual(['prüfen']);
  });

  it('marks the longer forms of a short word, not other words that start with it', () => {
    const spans = (text: string, query: string, locale: 'en_GB' | 'de_DE' | 'fr_FR') =>
      matchSpans(text, query, [query], searchLanguage(locale)).map(([s, e]) => text.slice(s, e));
    // 'son' (sound) is not 'sont' (are) or 'sonore'; its plural is, and so is 'sonne', which the French stemmer (the
    // index's) reads as 'son': a mark shows what the search matched.
    expect(spans('Les réglages sont dans le menu sonore : aucun son, les sons coupés, le téléphone sonne', 'son', 'fr_FR')).toEqual(['son', 'sons', 'sonne']);
    // 'app' is not the start of 'appears' or 'Apple'; 'set' marks 'Settings' (both stem to 'set', as the index reads them).
    expect(spans('The app appears in Settings next to Apple apps', 'app', 'en_GB')).toEqual(['app', 'apps']);
    expect(spans('Open Settings, then set the clock', 'set', 'en_GB')).toEqual(['Settings', 'set']);
    // German writes compounds as one word: 'Akku' marks 'Akkulaufzeit'; 'Ton' does not mark 'Tonne'.
    expect(spans('Akkulaufzeit und Akku prüfen', 'akku', 'de_DE')).toEqual(['Akkulaufzeit', 'Akku']);
    expect(spans('Kein Ton, die Tonne ist voll, Toneinstellungen öffnen', 'ton', 'de_DE')).toEqual(['Ton', 'Toneinstellungen']);
    // A series typed marks its models.
    expect(spans('Televisions of the X89J series', 'x89', 'en_GB')).toEqual(['X89J']);
  });
});
