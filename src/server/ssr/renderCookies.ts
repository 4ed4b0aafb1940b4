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

/** The cookies of a signed-in service-centre user or agent. */
const SESSION_COOKIES: ReadonlySet<string> = new Set<string>([SESSION_COOKIE, SESSION_MARKER_COOKIE]);

function carriesOneOf(header: string | undefined, names: ReadonlySet<string>): boolean {
  if (!header) return false;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
    if (names.has(name)) return true;
  }
  return false;
}

/** Whether a Cookie header names one of the cookies a render reads (names compared exactly, as the parser does). */
export function carriesRenderCookie(header: string | undefined): boolean {
  return carriesOneOf(header, RENDER_COOKIES);
}

/**
 * Whether a request comes from a signed-in session: its pages may hold what only service centres or agents see,
 * so a browser must not keep them (`no-store`): with `no-cache` it showed a confidential service manual again on
 * Back after signing out, on a counter several people share.
 */
export function carriesSessionCookie(header: string | undefined): boolean {
  return carriesOneOf(header, SESSION_COOKIES);
}
