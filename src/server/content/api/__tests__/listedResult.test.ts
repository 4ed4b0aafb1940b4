import type { ContentRecord, ProductLink } from '../../store/ContentStore';
import { listedResult, searchResult, type PresentContext } from '../present';

/**
 * A grouped search result lists its other copies by id, title, link, models and page
 * (docs/decisions/040-scannable-search-results.md); they are made by listedResult, apart from the
 * whole result, and must name the same things the whole result would.
 */
function record(contentType: string, familyId: string, file: boolean): ContentRecord {
  return {
    rowId: 1,
    id: `${familyId}:en_GB`,
    familyId,
    contentType,
    locale: 'en_GB',
    language: 'en',
    title: `A ${contentType}`,
    summary: 'Summary',
    body: 'Body',
    published: '2026-01-01',
    channel: 'web',
    popularity: 1,
    fileId: file ? 'f1' : null,
    fileName: file ? 'guide.pdf' : null,
    attrs: { documentType: 'quick-start-guide', imageFileId: 'i1', imageFileName: 'poster.png' },
  };
}

const link = (n: number): ProductLink => ({ name: `at-${n}`, modelNumber: `AT-${n}`, categoryName: 'televisions' });

describe('listedResult', () => {
  const types = ['product', 'document', 'sub-document', 'download', 'software', 'faq-article', 'video-content', 'news-alert'];
  const linkSets: Array<[string, ProductLink[]]> = [
    ['no product', []],
    ['one product', [link(1)]],
    ['a few products', [link(1), link(2), link(3)]],
    ['too many products to name', Array.from({ length: 11 }, (_, i) => link(i + 1))],
  ];
  for (const contentType of types) {
    for (const [label, links] of linkSets) {
      for (const file of [true, false]) {
        for (const scoped of [false, true]) {
          it(`names what searchResult names: ${contentType}, ${label}, ${file ? 'with' : 'without'} a file${scoped ? ', in a product' : ''}`, () => {
            const familyId = contentType === 'product' ? 'product:at-1' : `${contentType}:x`;
            const ctx: PresentContext = {
              locale: 'en_GB',
              links: new Map([[familyId, links]]),
              ...(scoped ? { product: { name: 'at-2', categoryName: 'televisions' } } : {}),
            };
            const item = record(contentType, familyId, file);
            const whole = searchResult(item, ctx, '');
            expect(listedResult(item, ctx)).toEqual({ id: whole.id, title: whole.title, url: whole.url, modelNames: whole.modelNames, fileUrl: whole.fileUrl });
          });
        }
      }
    }
  }

  it('lists a manual with its file and the models it is for', () => {
    const ctx: PresentContext = { locale: 'en_GB', links: new Map([['document:x', [link(1)]]]) };
    const listed = listedResult(record('document', 'document:x', true), ctx);
    expect(listed.modelNames).toEqual(['AT-1']);
    expect(listed.fileUrl).toMatch(/\/files\/f1\/guide\.pdf$/);
    expect(listed.url).not.toBe('');
  });
});
