import { SERVICE_CENTRE_QUERY_MAX } from '../../shared/content/repairTypes';
import { oneLine } from '../../shared/oneLine';
import type { PageState } from '../../store/pageSlice';

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The finder's text: `?query=`, on one line as the service reads it (no control characters), bounded. */
export function serviceCentreQueryOf(page: PageState): string {
  return oneLine(first(page.query.query) ?? '').slice(0, SERVICE_CENTRE_QUERY_MAX);
}

/** Whether the address asks for a search the finder cannot make: some text, but less than 2 characters of it. */
export function serviceCentreQueryTooShort(page: PageState): boolean {
  return (first(page.query.query) ?? '') !== '' && serviceCentreQueryOf(page).length < 2;
}
