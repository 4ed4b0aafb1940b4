import type { PageState } from '../../store/pageSlice';
import { SETTINGS } from '../../shared/constants';
import { languageOf } from '../../shared/locale';
import { queryValue } from '../shell/ui/queryLinks';

/** How many manuals a page shows (the manuals tab more than the overview); the component and the loader read it. */
export const pageSize = (page: PageState) =>
  page.type === 'productManual' ? SETTINGS.documentsTopN : SETTINGS.manualsTopN;

/** docs/behaviour.md §5: the manuals language defaults to the part of the locale before the underscore. */
export const manualsLanguageOf = (page: PageState) => queryValue(page.query, 'manuals-lang') || languageOf(page.locale);
