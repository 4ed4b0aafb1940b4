import { DataFetchError } from '../../../shared/api/errors';
import type { DownloadDetailsData } from '../../../shared/content/detailsTypes';
import { downloadDetailsActions as actions, downloadDetailsSlice, initialDownloadDetailsState, type DownloadDetailsState } from '../../../store/downloadDetailsSlice';
import { makeStore } from '../../../store/makeStore';
import { fetchEula } from '../eula';
import { fakeApi } from '../../../store/__tests__/testSupport';

const reduce = (state: DownloadDetailsState, ...list: Parameters<typeof downloadDetailsSlice.reducer>[1][]) =>
  list.reduce(downloadDetailsSlice.reducer, state);

function download(downloadNo: string): DownloadDetailsData {
  return {
    id: downloadNo,
    contentType: 'download',
    title: `Firmware ${downloadNo}`,
    url: `/electronics/support/downloads/${downloadNo}`,
    downloadNo,
    downloadType: 'Firmware',
    downloadUrl: `/api/content/support/files/abc/${downloadNo}.zip`,
    eulaUrl: '/api/content/support/files/def/firmware-licence-en.html',
  };
}

describe('download state (docs/behaviour.md §3, §4)', () => {
  it('starts idle with the spec’s fields', () => {
    expect(initialDownloadDetailsState).toEqual({
      isFetching: false,
      isEulaFetching: false,
      hasError: false,
      data: null,
      isEulaShow: false,
      eula: '',
      softwareIndex: 0,
      downloadNo: '',
    });
  });

  it('request sets fetching; receipt stores the data, clears the licence text and records the download id', () => {
    const withLicence = reduce(initialDownloadDetailsState, actions.received(download('00200001')), actions.eulaReceived('<p>Terms</p>'), actions.eulaShown(true));
    expect(withLicence).toMatchObject({ eula: '<p>Terms</p>', isEulaShow: true });
    const fetching = reduce(withLicence, actions.request());
    expect(fetching.isFetching).toBe(true);
    const next = reduce(fetching, actions.received(download('00200002')));
    expect(next).toMatchObject({ isFetching: false, hasError: false, eula: '', isEulaShow: false, downloadNo: '00200002' });
    expect(next.data?.downloadNo).toBe('00200002');
  });

  it('failure sets hasError and stops fetching', () => {
    const failed = reduce(initialDownloadDetailsState, actions.request(), actions.failed());
    expect(failed).toMatchObject({ isFetching: false, hasError: true });
    expect(reduce(failed, actions.request(), actions.received(download('1'))).hasError).toBe(false);
  });

  it('licence fetch: request, received stores the HTML, failed only stops fetching', () => {
    const requested = reduce(initialDownloadDetailsState, actions.received(download('1')), actions.eulaRequest());
    expect(requested.isEulaFetching).toBe(true);
    expect(reduce(requested, actions.eulaReceived('<h2>Licence</h2>'))).toMatchObject({ isEulaFetching: false, eula: '<h2>Licence</h2>' });
    const failed = reduce(requested, actions.eulaFailed());
    expect(failed).toEqual({ ...requested, isEulaFetching: false });
  });

  it('shows and hides the licence view, and sets the software index', () => {
    const shown = reduce(initialDownloadDetailsState, actions.eulaShown(true));
    expect(shown.isEulaShow).toBe(true);
    expect(reduce(shown, actions.eulaShown(false)).isEulaShow).toBe(false);
    expect(reduce(initialDownloadDetailsState, actions.softwareIndexSet(2)).softwareIndex).toBe(2);
    expect(reduce(initialDownloadDetailsState, actions.softwareIndexSet(-3)).softwareIndex).toBe(0);
    expect(reduce(shown, actions.reset())).toEqual(initialDownloadDetailsState);
  });
});

describe('fetchEula', () => {
  it('stores and shows the licence text', async () => {
    const asked: string[] = [];
    const store = makeStore(undefined, {
      api: fakeApi({
        eula: (p) => {
          asked.push(p.eulaUrl);
          return Promise.resolve({ embeddedHtml: '<h2>Licence</h2><p>Terms</p>' });
        },
      }),
    });
    store.dispatch(actions.received(download('00200001')));
    const ok = await store.runSaga(fetchEula, '/api/content/support/files/def/firmware-licence-en.html').toPromise();
    expect(ok).toBe(true);
    expect(asked).toEqual(['/api/content/support/files/def/firmware-licence-en.html']);
    expect(store.getState().downloadDetails).toMatchObject({ isEulaFetching: false, eula: '<h2>Licence</h2><p>Terms</p>', isEulaShow: true, hasError: false });
  });

  it('on failure only stops fetching: data, error flag and view are untouched', async () => {
    const store = makeStore(undefined, { api: fakeApi({ eula: () => Promise.reject(new DataFetchError('eula', 404)) }) });
    store.dispatch(actions.received(download('00200001')));
    const before = store.getState().downloadDetails;
    const ok = await store.runSaga(fetchEula, '/api/content/support/files/x/missing.html').toPromise();
    expect(ok).toBe(false);
    expect(store.getState().downloadDetails).toEqual({ ...before, isEulaFetching: false });
  });
});
