import { SERVICE_CENTRE_QUERY_MAX } from '../../shared/content/repairTypes';
import type { PageState } from '../../store/pageSlice';

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The finder's text: `?query=`, trimmed and bounded. */
export function serviceCentreQueryOf(page: PageState): string {
  return (first(page.query.query) ?? '').replace(/\s+/g, ' ').trim().slice(0, SERVICE_CENTRE_QUERY_MAX);
}
