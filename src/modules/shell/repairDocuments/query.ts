import type { PagedSlice } from '../../../store/pagedResultSet';
import type { PageState } from '../../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../../store/pageSelectors';
import type { RepairDocumentResult } from '../../../shared/content/ascTypes';
import type { RepairDocumentType } from '../../../shared/content/types';

/** What a repair-document module fetches: its module's constants.ts declares it. */
export interface RepairDocumentQuery {
  id: string;
  slice: PagedSlice<RepairDocumentResult>;
  types: readonly RepairDocumentType[];
  /** The module's own page-size parameter (docs/behaviour.md §2). */
  numParam: string;
  defaultNum: number;
  /** Service manuals: the non-paginated call with the language selection filter (docs/behaviour.md §7). */
  languageFilter?: boolean;
}

/** A repair list belongs to a product (its repair tab or overview) or to a category. */
export const scopeOf = (page: PageState): string | undefined => productNameOf(page) ?? categoryNameOf(page);

