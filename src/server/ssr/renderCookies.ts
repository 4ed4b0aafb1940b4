import { SESSION_MARKER_COOKIE } from '../../shared/ascPortal';
import { PAGE_COOKIES } from '../../store/pageState';
import { SESSION_COOKIE } from '../content/access/sessions';

/**
 * Every cookie a server render with the in-process content API can read: the page state's (docs/behaviour.md §6)
 * and the session the content API reads, with its marker (read only by the browser; listed so that a signed-in
 * visitor always gets their own render). Any other cookie, a tag manager's or another application's on the same
 * domain, leaves the page as it is without cookies, so it must not cost the visitor the page cache: the key is
 * what the page really varies by (docs/decisions/015-page-cache-and-static-delivery.md, update).
 */
export const RENDER_COOKIES: ReadonlySet<string> = new Set<string>([...PAGE_COOKIES, SESSION_COOKIE, SESSION_MARKER_COOKIE]);

/** Whether a Cookie header names one of the cookies a render reads (names compared exactly, as the parser does). */
export function carriesRenderCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
    if (RENDER_COOKIES.has(name)) return true;
  }
  return false;
}
