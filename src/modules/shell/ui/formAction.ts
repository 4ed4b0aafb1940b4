import type { PageState } from '../../../store/pageSlice';

/**
 * Where a module's form posts without script (ADR 032): the page itself, with its query, so the
 * server renders the same page with the answer; the fragment brings the visitor back to the form.
 */
export function formAction(page: PageState, anchor: string): string {
  return `${page.location.pathname}${page.location.search}#${anchor}`;
}

/** The hidden field that names the module a plain form post is for. */
export const FORM_FIELD = 'form';
