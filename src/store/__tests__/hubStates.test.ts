import type { CompatibleModel, SeoData } from '../../shared/content/hubTypes';
import { banners, compatibilityDetails, compatibleModels, seo, specificBanners } from '../dataSets';
import { footnoteOf, footnotesSlice, initialFootnotes } from '../footnotesSlice';
import { rootReducer, type RootState } from '../rootReducer';
import { specialMessageSlice } from '../specialMessageSlice';

const state = (): RootState => rootReducer(undefined, { type: '@@init' });
const model = (name: string): CompatibleModel => ({
  name,
  modelNumber: name.toUpperCase(),
  displayName: name,
  image: '',
  categoryName: 'soundbars',
  url: `/x/${name}`,
});

describe('compatibility data sets (docs/behaviour.md §4: on failure they reset to their initial value)', () => {
  it('drops held models and details on a failed fetch, and can be reset', () => {
    let s = state();
    s = rootReducer(s, compatibleModels.actions.received([model('asb-a5000')]));
    expect(s.compatibleModels.data).toHaveLength(1);
    s = rootReducer(s, compatibleModels.actions.request());
    s = rootReducer(s, compatibleModels.actions.failed());
    expect(s.compatibleModels).toEqual({ data: [], isFetching: false, hasError: true });

    s = rootReducer(
      s,
      compatibilityDetails.actions.received({
        product: model('at-55x89j'),
        compatibleModel: model('asb-a5000'),
        connection: 'HDMI',
        summary: '',
        features: [],
        requirements: [],
      }),
    );
    s = rootReducer(s, compatibilityDetails.actions.failed());
    expect(s.compatibilityDetails.data).toBeNull();
    s = rootReducer(s, compatibleModels.actions.received([model('asb-a7000')]));
    s = rootReducer(s, compatibleModels.actions.reset());
    expect(s.compatibleModels).toEqual({ data: [], isFetching: false, hasError: false });
  });
});

describe('banners and specific banners (docs/behaviour.md §4: can be reset)', () => {
  it('reset to empty lists', () => {
    const banner = { id: 'b', title: 't', text: 'x', linkText: 'l', linkUrl: '/', image: '', theme: 'light' as const };
    let s = rootReducer(state(), banners.actions.received([banner]));
    s = rootReducer(s, specificBanners.actions.received([banner]));
    s = rootReducer(s, banners.actions.reset());
    s = rootReducer(s, specificBanners.actions.reset());
    expect(s.banners.data).toEqual([]);
    expect(s.specificBanners.data).toEqual([]);
  });
});

describe('the special message (docs/behaviour.md §4: reset by a prevent action)', () => {
  const message = { id: 'm1', title: 'Notice', text: 'Text', severity: 'warning' as const };

  it('stores the message, and the prevent action resets it', () => {
    let s = specialMessageSlice.reducer(undefined, specialMessageSlice.actions.request());
    expect(s.isFetching).toBe(true);
    s = specialMessageSlice.reducer(s, specialMessageSlice.actions.received(message));
    expect(s).toEqual({ data: message, isFetching: false, hasError: false });
    s = specialMessageSlice.reducer(s, specialMessageSlice.actions.prevent());
    expect(s).toEqual({ data: null, isFetching: false, hasError: false });
  });

  it('clears the message on failure and on reset', () => {
    let s = specialMessageSlice.reducer(undefined, specialMessageSlice.actions.received(message));
    s = specialMessageSlice.reducer(s, specialMessageSlice.actions.failed());
    expect(s).toEqual({ data: null, isFetching: false, hasError: true });
    s = specialMessageSlice.reducer(s, specialMessageSlice.actions.reset());
    expect(s.hasError).toBe(false);
  });
});

describe('the footnote state (docs/behaviour.md §3: synonyms, specs, collapse)', () => {
  const sheet = {
    synonyms: { '*1': '1', '※1': '1', '*2': '2' },
    specs: [
      { id: '1', marker: '*1', text: 'Without stand.' },
      { id: '2', marker: '*2', text: 'Measured according to EN 62087.' },
    ],
  };

  it('starts collapsed, toggles, and collapses again for a new sheet', () => {
    let s = footnotesSlice.reducer(undefined, footnotesSlice.actions.received(sheet));
    expect(s.collapse).toBe(true);
    s = footnotesSlice.reducer(s, footnotesSlice.actions.toggleCollapse());
    expect(s.collapse).toBe(false);
    s = footnotesSlice.reducer(s, footnotesSlice.actions.toggleCollapse());
    expect(s.collapse).toBe(true);
    s = footnotesSlice.reducer(s, footnotesSlice.actions.setCollapse(false));
    s = footnotesSlice.reducer(s, footnotesSlice.actions.received(sheet));
    expect(s.collapse).toBe(true);
    expect(footnotesSlice.reducer(s, footnotesSlice.actions.reset())).toEqual(initialFootnotes);
  });

  it('resolves every spelling of a marker to its footnote', () => {
    const s = footnotesSlice.reducer(undefined, footnotesSlice.actions.received(sheet));
    expect(footnoteOf(s, '*1')?.text).toBe('Without stand.');
    expect(footnoteOf(s, '※1')).toBe(footnoteOf(s, '*1'));
    expect(footnoteOf(s, '*9')).toBeUndefined();
  });
});

describe('SEO data (docs/behaviour.md §4: failure only sets the error flag)', () => {
  it('keeps the data when a fetch fails', () => {
    const data: SeoData = {
      title: 'T',
      description: 'D',
      canonicalUrl: '/c',
      robots: 'index, follow',
      forPage: 'en_GB|product|p',
    };
    let s = rootReducer(state(), seo.actions.received(data));
    s = rootReducer(s, seo.actions.request());
    s = rootReducer(s, seo.actions.failed());
    expect(s.seo).toEqual({ data, isFetching: false, hasError: true });
  });
});
