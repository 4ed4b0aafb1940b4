import { ConnectionTimeoutError, DataFetchError, LoginRedirectError, PageMovedError, isNotFound, isSiteAddress } from '../../../shared/api/errors';
import { isAllowedLoginUrl } from '../../../shared/loginUrl';

/** The query parameter a reload after a failure carries (docs/behaviour.md §2: "After a failed module render: error"). */
export const ERROR_PARAM = 'error';
/** docs/behaviour.md §8: the generic data error marker, for a failed load that names no data set. */
export const GENERIC_DATA_MARKER = 'data';

export interface ModuleFailure {
  module: string;
  critical: boolean;
  error: Error;
}

/** What the browser does about the failures of one client page load (docs/behaviour.md §8). */
export type FailureResponse =
  /** 301 with an allow-listed login URL: go there. */
  | { kind: 'login'; url: string }
  /** The page is at another address of the site (ADR 053): go there, in place of this one. */
  | { kind: 'moved'; url: string }
  /** A type or connection error: keep the page, set the load-error state, report it. */
  | { kind: 'loadError'; message: string }
  /** Reload the same page with `error={marker}`; the server renders it without the failing part. */
  | { kind: 'reload'; marker: string }
  /** The page already came back with `error`: show the error page rather than reload again. */
  | { kind: 'errorPage'; message: string }
  /** Nothing to do (no failure, or a not-found that the page shows itself). */
  | { kind: 'none' };

export interface FailureContext {
  /** The current address already carries the error parameter (we reloaded once). */
  hasErrorParam: boolean;
  loginAllowedOrigins: readonly string[];
  currentOrigin: string;
}

/** docs/behaviour.md §8: a network failure surfaces as a TypeError from fetch; a time-out has its own error. */
export function isConnectionError(error: Error): boolean {
  return error instanceof TypeError || error instanceof ConnectionTimeoutError;
}

/** docs/behaviour.md §8 markers: `data-{name}` for a data set that could not be fetched, else the generic one. */
export function errorMarker(error: Error): string {
  return error instanceof DataFetchError ? `data-${error.dataName}` : GENERIC_DATA_MARKER;
}

/**
 * Decides, in order: a login redirect wins (the visitor must sign in whatever else failed); then a page
 * that is at another address (ADR 053); then a
 * connection problem (reloading while offline would only show the browser's error page); then a
 * critical failure (a data-fetch error reloads with its data marker, anything else with the generic
 * one; not found is shown by the page); then a non-critical data-fetch error (docs/behaviour.md §8: the page
 * reloads with its marker; the server omits the module if it fails again). Never loops: with the
 * error parameter already present, a critical failure shows the error page and a non-critical one
 * leaves its module out.
 */
export function respondToFailures(failures: readonly ModuleFailure[], context: FailureContext): FailureResponse {
  const login = failures.find((f) => f.error instanceof LoginRedirectError);
  if (login && login.error instanceof LoginRedirectError) {
    // The API client checked the URL already; checked again because a login URL is network data.
    if (isAllowedLoginUrl(login.error.loginUrl, context.loginAllowedOrigins, context.currentOrigin)) {
      return { kind: 'login', url: login.error.loginUrl };
    }
    return { kind: 'loadError', message: `Refused login redirect for ${login.error.dataName}` };
  }
  const moved = failures.find((f) => f.error instanceof PageMovedError)?.error;
  // A path of this site only: the address is built from the page's own.
  if (moved instanceof PageMovedError && isSiteAddress(moved.location)) return { kind: 'moved', url: moved.location };
  const connection = failures.find((f) => isConnectionError(f.error));
  if (connection) return { kind: 'loadError', message: connection.error.message };
  const critical = failures.find((f) => f.critical && !isNotFound(f.error));
  if (critical) {
    if (context.hasErrorParam) {
      return { kind: 'errorPage', message: `Failed to render critical module: ${critical.module}. Error: ${critical.error.message}` };
    }
    return { kind: 'reload', marker: errorMarker(critical.error) };
  }
  const dataError = failures.find((f) => f.error instanceof DataFetchError && !isNotFound(f.error));
  if (dataError && !context.hasErrorParam) return { kind: 'reload', marker: errorMarker(dataError.error) };
  return { kind: 'none' };
}

/** The current address with `error={marker}`, replacing an earlier marker. */
export function urlWithErrorMarker(href: string, marker: string): string {
  const url = new URL(href);
  url.searchParams.set(ERROR_PARAM, marker);
  return url.toString();
}

/** The page's own address without the error marker, keeping its other parameters. */
export function withoutErrorMarker(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ERROR_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * The path this document was reloaded for with the marker. The marker leaves the address bar once the
 * page has loaded (so it is not bookmarked, shared or kept by a later navigation), but the rule it
 * stands for stays: on that page a second failure never reloads again.
 */
let reloadedForErrorAt: string | null = null;

export function noteErrorReload(pathname: string): void {
  reloadedForErrorAt = pathname;
}

/** Whether this page already came back from a reload for a failure (marker in the address, or removed from it). */
export function alreadyReloaded(location: { pathname: string; search: string }): boolean {
  return new URLSearchParams(location.search).has(ERROR_PARAM) || reloadedForErrorAt === location.pathname;
}
