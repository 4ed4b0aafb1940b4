import { ConnectionTimeoutError, DataFetchError, LoginRedirectError, PageMovedError } from '../../../../shared/api/errors';
import { pageActions, pageSlice, initialPageState } from '../../../../store/pageSlice';
import {
  alreadyReloaded,
  noteErrorReload,
  respondToFailures,
  urlWithErrorMarker,
  withoutErrorMarker,
  type FailureContext,
  type ModuleFailure,
} from '../loadFailure';

const SITE = 'https://support.example.com';
const context = (over: Partial<FailureContext> = {}): FailureContext => ({
  hasErrorParam: false,
  loginAllowedOrigins: ['https://login.example.com'],
  currentOrigin: SITE,
  ...over,
});
const failure = (module: string, error: Error, critical = false): ModuleFailure => ({ module, error, critical });

describe('what the browser does when a client page load fails (docs/behaviour.md §8)', () => {
  it('does nothing when nothing failed', () => {
    expect(respondToFailures([], context())).toEqual({ kind: 'none' });
  });

  it('goes to the page at its own address (ADR 053), a path of this site only', () => {
    const moved = [failure('pageHeader', new PageMovedError('/electronics/support/televisions/at-65x90k/manuals?manuals-num=20'), true)];
    expect(respondToFailures(moved, context())).toEqual({ kind: 'moved', url: '/electronics/support/televisions/at-65x90k/manuals?manuals-num=20' });
    // Another site's address is no page of this one: the critical failure is handled as any other.
    for (const location of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const elsewhere = [failure('pageHeader', new PageMovedError(location), true)];
      expect(respondToFailures(elsewhere, context())).toEqual({ kind: 'reload', marker: 'data' });
    }
  });

  it('reloads with data-{name} when a critical module could not fetch its data', () => {
    const failures = [failure('pageHeader', new DataFetchError('metadata', 500), true)];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'reload', marker: 'data-metadata' });
  });

  it('reloads with the generic data marker for any other critical failure', () => {
    const failures = [failure('pageHeader', new Error('unexpected answer'), true)];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'reload', marker: 'data' });
  });

  it('reloads with data-{name} for a data-fetch error of a non-critical module too', () => {
    const failures = [failure('downloads', new DataFetchError('downloads', 502))];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'reload', marker: 'data-downloads' });
  });

  it('never loops: with the error parameter present, a critical failure shows the error page', () => {
    const failures = [failure('pageHeader', new DataFetchError('metadata', 500), true)];
    const response = respondToFailures(failures, context({ hasErrorParam: true }));
    expect(response).toEqual({
      kind: 'errorPage',
      message: 'Failed to render critical module: pageHeader. Error: Could not fetch data for metadata',
    });
  });

  it('never loops: with the error parameter present, a failed non-critical module is just left out', () => {
    const failures = [failure('downloads', new DataFetchError('downloads', 502))];
    expect(respondToFailures(failures, context({ hasErrorParam: true }))).toEqual({ kind: 'none' });
  });

  it('leaves not found to the page itself (it renders the helpful 404)', () => {
    const failures = [failure('pageHeader', new DataFetchError('metadata', 404), true), failure('faqs', new DataFetchError('faqSearch', 404))];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'none' });
  });

  it('sets the load-error state for a network failure (fetch rejects with a TypeError) instead of reloading', () => {
    const failures = [failure('manuals', new TypeError('Failed to fetch')), failure('pageHeader', new DataFetchError('metadata', 500), true)];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'loadError', message: 'Failed to fetch' });
  });

  it('sets the load-error state for a connection time-out', () => {
    const failures = [failure('organicSearch', new ConnectionTimeoutError('organicSearch'))];
    expect(respondToFailures(failures, context())).toEqual({
      kind: 'loadError',
      message: 'Connection timeout for API call for organicSearch',
    });
  });

  it('goes to an allow-listed login page first, whatever else failed', () => {
    const failures = [
      failure('downloads', new TypeError('Failed to fetch')),
      failure('serviceManual', new LoginRedirectError('serviceManual', 'https://login.example.com/asc?return=%2F')),
    ];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'login', url: 'https://login.example.com/asc?return=%2F' });
  });

  it('goes to a login page on this site', () => {
    const failures = [failure('serviceManual', new LoginRedirectError('serviceManual', '/electronics/support/asc/login'))];
    expect(respondToFailures(failures, context())).toEqual({ kind: 'login', url: '/electronics/support/asc/login' });
  });

  it.each(['https://evil.example/login', '//evil.example/login', 'javascript:alert(1)', 'https://login.example.com.evil.io/'])(
    'refuses a login URL that is not allow-listed: %s',
    (url) => {
      const failures = [failure('serviceManual', new LoginRedirectError('serviceManual', url))];
      expect(respondToFailures(failures, context())).toEqual({ kind: 'loadError', message: 'Refused login redirect for serviceManual' });
    },
  );
});

describe('urlWithErrorMarker', () => {
  it('adds the marker and keeps the rest of the address', () => {
    expect(urlWithErrorMarker(`${SITE}/electronics/support/tv?models-num=48#models`, 'data-modelResults')).toBe(
      `${SITE}/electronics/support/tv?models-num=48&error=data-modelResults#models`,
    );
  });

  it('replaces an earlier marker instead of adding a second one', () => {
    expect(urlWithErrorMarker(`${SITE}/x?error=data&query=tv`, 'pageHeader')).toBe(`${SITE}/x?error=pageHeader&query=tv`);
  });
});

describe('the error marker after the reload it caused', () => {
  it('leaves the address with the other parameters kept, in their order', () => {
    expect(withoutErrorMarker('/electronics/support/tv', '?models-num=48&error=data-modelResults&sort=newest')).toBe(
      '/electronics/support/tv?models-num=48&sort=newest',
    );
    expect(withoutErrorMarker('/electronics/support/tv', '?error=data')).toBe('/electronics/support/tv');
  });

  it('leaves the page state, so links built from it do not bring it back', () => {
    const page = {
      ...initialPageState,
      query: { 'models-num': '48', error: 'data-modelResults' },
      location: { pathname: '/electronics/support/tv', search: '?models-num=48&error=data-modelResults', hash: '' },
    };
    const next = pageSlice.reducer(page, pageActions.errorMarkerRemoved());
    expect(next.query).toEqual({ 'models-num': '48' });
    expect(next.location.search).toBe('?models-num=48');
  });

  it('still guards that page against a second reload once it has left the address', () => {
    expect(alreadyReloaded({ pathname: '/electronics/support/tv', search: '?sort=newest' })).toBe(false);
    noteErrorReload('/electronics/support/tv');
    expect(alreadyReloaded({ pathname: '/electronics/support/tv', search: '?sort=newest' })).toBe(true);
    // Another page may reload once for its own failure.
    expect(alreadyReloaded({ pathname: '/electronics/support/audio', search: '' })).toBe(false);
    expect(alreadyReloaded({ pathname: '/electronics/support/audio', search: '?error=data' })).toBe(true);
  });
});
