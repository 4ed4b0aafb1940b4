import { SEARCH_INSIGHTS } from '../../../../shared/constants';
import { normaliseInsightQuery, searchSignalOf } from '../searchSignals';

describe('normaliseInsightQuery', () => {
  it('groups what visitors type differently: spaces, case, composed accents', () => {
    expect(normaliseInsightQuery('  How do I   RESET\tmy headphones ')).toBe('how do i reset my headphones');
    expect(normaliseInsightQuery('Re\u0301initialiser casque')).toBe(normaliseInsightQuery('Réinitialiser CASQUE'));
    expect(normaliseInsightQuery('KOPFHÖRER\u200b koppeln')).toBe('kopfhörer koppeln');
    expect(normaliseInsightQuery('   ')).toBe('');
  });

  it('cuts long text at the cap without splitting a character', () => {
    const long = normaliseInsightQuery('😀'.repeat(SEARCH_INSIGHTS.maxQueryLength + 50));
    expect(Array.from(long)).toHaveLength(SEARCH_INSIGHTS.maxQueryLength);
    expect(long).toBe('😀'.repeat(SEARCH_INSIGHTS.maxQueryLength));
  });
});

describe('searchSignalOf', () => {
  const base = { url: '/electronics/support/results?query=no+sound', searchTerm: null, resultCount: null, referrer: null };

  it('reads a results page view with a term as a search, zero results included', () => {
    expect(searchSignalOf({ ...base, searchTerm: 'No  Sound', resultCount: 0 })).toEqual({ kind: 'search', query: 'no sound', resultCount: 0 });
  });

  it('does not read another tool’s look-up as a site search that found nothing', () => {
    // The service-centre finder and the remote-control codes take a `query` too; the page logs it with no results.
    expect(searchSignalOf({ ...base, url: '/de/electronics/support/service-centres?query=koln', searchTerm: 'koln', resultCount: 0 })).toBeNull();
    expect(searchSignalOf({ ...base, url: '/electronics/support/remote-control-programming/models?query=AO-55A80L', searchTerm: 'AO-55A80L', resultCount: 0 })).toBeNull();
    // Results pages of every scope are searches.
    expect(searchSignalOf({ ...base, url: '/electronics/support/televisions/ao-55a80l/faqs/results?query=wifi', searchTerm: 'wifi', resultCount: 2 })).toEqual({ kind: 'search', query: 'wifi', resultCount: 2 });
  });

  it('reads a page opened from a results page as an open of that search, without the query string', () => {
    expect(
      searchSignalOf({
        ...base,
        url: '/de/electronics/support/articles/faq-123?x=1',
        referrer: '/de/electronics/support/televisions/results?query=Kein%20Ton&num=20',
      }),
    ).toEqual({ kind: 'open', query: 'kein ton', path: '/de/electronics/support/articles/faq-123' });
  });

  it('ignores pages that are neither: no term, another referrer, one results page after another', () => {
    expect(searchSignalOf({ ...base, url: '/electronics/support', referrer: '/electronics/support/televisions' })).toBeNull();
    expect(searchSignalOf({ ...base, url: '/electronics/support/articles/a', referrer: '/electronics/support/results' })).toBeNull();
    expect(searchSignalOf({ ...base, url: '/electronics/support/faqs/results?query=b', referrer: '/electronics/support/results?query=a' })).toBeNull();
    expect(searchSignalOf({ ...base, searchTerm: '  ', resultCount: 3 })).toBeNull();
  });
});
