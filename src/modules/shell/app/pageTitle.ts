import type { TFunction } from '../../../shared/i18n/translator';
import type { RootState } from '../../../store/rootReducer';
import { queryTextOf } from '../../../store/pageSelectors';
import { toolTitleOf } from './toolTitle';
import { smartHelpTitleParts } from '../smartHelpUi/title';

/** The document title of a page, from its state: used by the server render and after client navigation. */
export function pageTitle(state: RootState, t: TFunction): string {
  const { page } = state;
  const site = t('site.name');
  if (page.pageData.notFound) return `${t('errors.notFoundTitle')} | ${site}`;
  if (page.pageData.status >= 500) return `${t('errors.serverErrorTitle')} | ${site}`;
  if (page.typeAlias === 'smartHelp') return [...smartHelpTitleParts(state, t), site].join(' | ');
  const meta = state.metadata.data;
  const parts: string[] = [];
  const query = queryTextOf(page);
  if (page.typeAlias.endsWith('Results') && query) parts.push(t('search.resultsFor', { query }));
  // Details pages lead with their own title; the product (when in its pages) follows.
  const details = detailsTitleOf(state, t);
  if (details) parts.push(details);
  const tool = toolTitleOf(state, t);
  if (tool) parts.push(tool);
  if (meta && (!details || page.type.endsWith('InProductPage'))) {
    const name = meta.data.kind === 'product' ? `${meta.data.modelNumber ?? ''} ${meta.data.displayName}`.trim() : meta.data.displayName;
    const tab =
      page.searchType !== 'none' && page.typeAlias === 'product' ? t(`filters.${page.searchType}`) : page.type === 'productTechSpecs' ? t('product.specifications') : '';
    parts.push(tab ? `${tab} – ${name}` : name);
  } else if (page.typeAlias === 'home' && page.searchType !== 'none') {
    parts.push(t(`filters.${page.searchType}`));
  }
  parts.push(site);
  return parts.join(' | ');
}

/** The title of a download, software, article or repair-document page, once its data is loaded. */
function detailsTitleOf(state: RootState, t: TFunction): string | undefined {
  switch (state.page.typeAlias) {
    case 'downloadDetails':
      return state.downloadDetails.data?.title;
    case 'softwareDetails':
    case 'articleDetails':
      return state.articleDetails.data?.title;
    case 'repairDocumentDetails':
      return state.page.moduleData['repairDocumentDetails.forbidden'] ? t('repairDetails.forbiddenTitle') : state.repairDetails.data?.title;
    default:
      return undefined;
  }
}
