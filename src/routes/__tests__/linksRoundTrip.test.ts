import type { Channel } from '../../shared/constants';
import {
  articleUrl,
  categoryUrl,
  downloadUrl,
  productUrl,
  repairDocumentUrl,
  resultsUrl,
  softwareUrl,
  type ProductTab,
} from '../../shared/links';
import type { Locale } from '../../shared/locale';
import { matchRoute } from '../matchRoute';

const LOCALES: readonly Locale[] = ['en_GB', 'de_DE', 'fr_FR'];
// Names a real catalogue holds: spaces, slashes, plus signs, percent signs, accents, non-Latin scripts.
const NAMES: readonly [string, string][] = [
  ['tv', 'kd-55x89j'],
  ['home audio', 'ht-a7000/b'],
  ['télé', 'kd+55 %off'],
  ['テレビ', 'ブラビア'],
];

describe.each(LOCALES)('links built for %s route back to their page', (locale) => {
  it.each(NAMES)('category %s, product %s', (categoryName, productName) => {
    const expectRoute = (url: string, type: string, params: Record<string, string>) => {
      expect(matchRoute(url)).toMatchObject({ type, params, locale });
    };
    const cp = { categoryName, productName };

    expectRoute(categoryUrl(locale, categoryName), 'category', { categoryName });
    expectRoute(categoryUrl(locale, categoryName, 'manuals'), 'categoryManual', { categoryName });
    expectRoute(productUrl(locale, categoryName, productName), 'product', cp);
    const tabs: [ProductTab, string][] = [
      ['manuals', 'productManual'],
      ['downloads', 'productDownload'],
      ['faqs', 'productFaq'],
      ['repair-documents', 'productRepair'],
      ['model-details', 'productModelDetail'],
      ['specifications', 'productTechSpecs'],
    ];
    for (const [tab, type] of tabs) expectRoute(productUrl(locale, categoryName, productName, tab), type, cp);

    expectRoute(resultsUrl(locale, { ...cp, type: 'faqs', query: 'no picture' }), 'productFaqResults', cp);
    expectRoute(resultsUrl(locale, { categoryName, query: 'remote' }), 'categoryResults', { categoryName });
    expectRoute(resultsUrl(locale, { query: 'x', type: 'downloads' }), 'homeDownloadResults', {});
    expectRoute(resultsUrl(locale, { ...cp, query: '' }), 'product', cp);

    expectRoute(downloadUrl(locale, 'dl 1/2', cp), 'downloadDetailsInProductPage', { ...cp, downloadId: 'dl 1/2' });
    expectRoute(downloadUrl(locale, 'dl-1', { categoryName }), 'downloadDetails', { categoryName, downloadId: 'dl-1' });
    const channel: Channel = 'pro';
    expectRoute(softwareUrl(locale, '123', { ...cp, channel }), 'softwareDetailsInProductPage', { ...cp, channel, articleFamilyId: '123' });
    expectRoute(articleUrl(locale, 'a-9', { categoryName }), 'articleDetails', { categoryName, articleFamilyId: 'a-9' });
    expectRoute(repairDocumentUrl(locale, 'cf-1', { channel: 'mobile' }), 'repairDocumentDetails', { channel: 'mobile', contentFamilyId: 'cf-1' });
  });
});
