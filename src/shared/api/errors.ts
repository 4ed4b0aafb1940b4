/** Error classes of docs/behaviour.md §8, shared by the server render and the browser. */
export class DataFetchError extends Error {
  override name = 'DataFetchError';
  constructor(
    readonly dataName: string,
    readonly status: number,
    /** The API's error body (`{ error: { code, message, parameter, fields } }`), when it sent one. */
    readonly body?: unknown,
  ) {
    super(`Could not fetch data for ${dataName}`);
  }
}

/** The API answered 301 with a login-URL header: the visitor must sign in (docs/behaviour.md §6). */
export class LoginRedirectError extends Error {
  override name = 'LoginRedirectError';
  constructor(
    readonly dataName: string,
    readonly loginUrl: string,
  ) {
    super(`Login required for ${dataName}`);
  }
}

/**
 * The page lives at another address of the site: a product's pages under a category it is not in
 * (an old link, a product moved to another category, an edited address). The server answers with a
 * permanent redirect, the browser goes there (docs/decisions/053-a-product-under-another-category.md).
 */
export class PageMovedError extends Error {
  override name = 'PageMovedError';
  constructor(readonly location: string) {
    super(`The page is at ${location}`);
  }
}

/**
 * Whether an address is a path of this site: one slash, then anything but a second slash or a backslash. The server
 * and the browser send a visitor on to a moved page only then: '//host/...' and '/\\host/...' lead to another host.
 */
export const isSiteAddress = (location: string): boolean => /^\/(?![/\\])/.test(location);

export class ConnectionTimeoutError extends Error {
  override name = 'ConnectionTimeoutError';
  constructor(readonly dataName: string) {
    super(`Connection timeout for API call for ${dataName}`);
  }
}

/**
 * Not found is an expected answer (unknown product, category or id), not a failure of the site.
 * So is 400: the API refuses a name no page can have (too long, control characters), and a page
 * built on such a name does not exist either; it must never become a 5xx.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof DataFetchError && (error.status === 404 || error.status === 400);
}
