import type { Api } from '../../../shared/api/createApi';
import { makeStore } from '../../../store/makeStore';
import { fakeApi, page } from '../../../store/__tests__/testSupport';
import { load } from '../load';

type FaqParams = Parameters<Api['faqSearch']>[0];

async function paramsSent(query: Record<string, string> = {}): Promise<FaqParams[]> {
  const calls: FaqParams[] = [];
  const api = fakeApi({
    faqSearch: (p: FaqParams) => {
      calls.push(p);
      return Promise.resolve({ searchResponse: { start: 0, end: 0, count: 0, results: [] } });
    },
  });
  const store = makeStore(undefined, { api });
  await store
    .runSaga(load, page({ type: 'product', typeAlias: 'product', locale: 'de_DE', params: { categoryName: 'televisions', productName: 'at-55x89j' }, query }))
    .toPromise();
  return calls;
}

describe('the FAQ search call of a product page (docs/behaviour.md §7)', () => {
  it('sends the FAQ types, the product as context, the site configuration and the country', async () => {
    const [sent] = await paramsSent({ country: 'DE' });
    expect(sent).toMatchObject({
      locale: 'de_DE',
      model: 'at-55x89j',
      type: 'faq-article,quality-issue-article,oof-article',
      contextId: 'at-55x89j',
      config: 'support',
      countryFilter: 'DE',
    });
  });

  it('leaves out a country that is not a country code, so the call cannot fail on it', async () => {
    const [sent] = await paramsSent({ country: '<b>' });
    expect(sent.countryFilter).toBeUndefined();
    expect(sent.contextId).toBe('at-55x89j');
  });
});
