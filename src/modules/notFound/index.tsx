import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { NotFound } from './NotFound';

// The component has a file of its own: every page's shell shows it (PageView), while the module definition with
// its loader is needed only by page loads (docs/decisions/042-javascript-budget.md, update 2).
export { NotFound };

export const notFoundModule: ModuleDefinition = {
  id: 'notFound',
  queryParams: [],
  isVisible: visibleWhen({ id: 'notFound' }, (page) => page.type === 'others' || Boolean(page.pageData.notFound)),
  Component: NotFound,
};
