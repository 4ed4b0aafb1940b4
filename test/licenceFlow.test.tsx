/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../src/modules/shell/app/App';
import { Root } from '../src/modules/shell/app/Root';
import { createContentService, ensureDatabase } from '../src/server/content';
import { renderPage } from '../src/server/ssr/renderPage';
import { createApi } from '../src/shared/api/createApi';
import type { ApiRequest, Transport } from '../src/shared/api/transport';
import { createI18n } from '../src/shared/i18n/createI18n';
import { makeStore, type AppStore } from '../src/store/makeStore';
import { pageStateFor } from '../src/store/pageState';
import { readPreloadedState } from '../src/client/readState';

/**
 * The licence step of a download in the browser (docs/behaviour.md §3, §4, §8): server render, hydrate, then
 * fetch the licence, read it, accept it and get the real download link; a failed licence fetch
 * only stops the fetching flag.
 */
let dir: string;
let content: ReturnType<typeof createContentService>;
let firmware: { id: string; fileUrl: string; fileName: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'licence-'));
  const dbPath = path.join(dir, 'content.sqlite');
  await ensureDatabase(dbPath);
  content = createContentService({ dbPath, log: () => undefined });
  const list = (await content.transport({ method: 'GET', path: '/en_GB/downloads/at-55x89j' })).body as {
    searchResponse: { results: Array<{ id: string; fileUrl: string; fileName: string; downloadCategory: string }> };
  };
  const found = list.searchResponse.results.find((r) => r.downloadCategory === 'Firmware');
  if (!found) throw new Error('no firmware for AT-55X89J in the demo catalogue');
  firmware = found;
});
afterAll(async () => {
  await content.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function serverRender(url: string, userAgent = 'jsdom') {
  const page = pageStateFor({
    path: url,
    search: '',
    query: {},
    cookies: {},
    userAgent,
    config: { featureToggles: {}, liteVisibleModules: [] },
    origin: 'server',
  });
  const result = await renderPage({
    page,
    url,
    cookieHeader: undefined,
    transport: content.transport,
    assets: { scripts: [], styles: [] },
    nonce: 'n',
    staticBase: '/static',
  });
  expect(result.status).toBe(200);
  const doc = new DOMParser().parseFromString(result.html, 'text/html');
  document.documentElement.innerHTML = doc.documentElement.innerHTML;
  document.body.dataset.locale = doc.body.dataset.locale;
  window.history.replaceState(null, '', url);
}

function hydrate(transport: Transport): { root: ReactRoot; store: AppStore } {
  const store = makeStore(readPreloadedState(), { api: createApi(transport) });
  let root!: ReactRoot;
  act(() => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <Root store={store} i18n={createI18n(document.body.dataset.locale ?? 'en_GB')}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Root>,
    );
  });
  return { root, store };
}

/** The real content service, recording every call; licence calls can be made to fail. */
function recordingTransport(options: { failLicence?: boolean } = {}) {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    if (options.failLicence && request.path === '/eulas') {
      return { status: 503, headers: {}, body: { error: { code: 'unavailable', message: 'down' } } };
    }
    return content.transport(request);
  };
  return { calls, transport, licenceCalls: () => calls.filter((c) => c.path === '/eulas').length };
}

/** Queries on the current body: serverRender replaces the document's body element. */
const screen = {
  get getByRole() {
    return within(document.body).getByRole;
  },
  get queryByRole() {
    return within(document.body).queryByRole;
  },
  get findByRole() {
    return within(document.body).findByRole;
  },
  get getByText() {
    return within(document.body).getByText;
  },
};

/*
 * Every step is a link (ADR 032: the flow works without script, the server renders the step in the
 * query); with script the links act in place. The licence link and the file link share their label
 * and differ by where they lead.
 */
const downloadLinks = () => within(document.body).queryAllByRole('link', { name: `Download ${firmware.fileName}` });
const downloadButton = () => {
  const link = downloadLinks().find((a) => a.getAttribute('href')?.includes('licence=show'));
  if (!link) throw new Error('no link to the licence step');
  return link;
};
const fileLink = () => downloadLinks().find((a) => a.getAttribute('href') === firmware.fileUrl) ?? null;

it('fetches the licence, shows it, and downloads the file with one click on Accept and download', async () => {
  await serverRender(`/electronics/support/downloads/${firmware.id}`);
  const { calls, transport, licenceCalls } = recordingTransport();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { root, store } = hydrate(transport);
  // The server's page hydrates as it is: no mismatch warnings.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(fileLink()).toBeNull();

  await act(async () => {
    fireEvent.click(downloadButton());
  });
  const heading = await screen.findByRole('heading', { name: 'Licence agreement' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByText('Aurora Firmware Licence Agreement')).toBeTruthy();
  expect(store.getState().downloadDetails).toMatchObject({ isEulaFetching: false, isEulaShow: true });
  expect(store.getState().downloadDetails.eula).toMatch(/^<h2>Aurora Firmware Licence Agreement<\/h2><p>/);
  expect(licenceCalls()).toBe(1);
  expect(fileLink()).toBeNull();

  // Accepting is the download: the accept link is the file itself (docs/decisions/043-firmware-first.md).
  const accept = screen.getByRole('link', { name: 'Accept and download' });
  expect(accept.getAttribute('href')).toBe(firmware.fileUrl);
  expect(accept.hasAttribute('download')).toBe(true);
  act(() => {
    fireEvent.click(accept);
  });
  const link = fileLink();
  expect(link?.getAttribute('href')).toBe(firmware.fileUrl);
  expect(document.activeElement).toBe(link);
  expect(screen.getByText('Thank you. Your download has started; if it did not, use the link below.')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Licence agreement' })).toBeNull();
  expect(store.getState().downloadDetails.isEulaShow).toBe(false);
  // Only the licence was read: the page's data was not loaded again (page-view logging aside).
  expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(['/eulas']);
  act(() => root.unmount());
});

it('closes the licence on Decline, and opens it again without fetching it twice', async () => {
  await serverRender(`/electronics/support/downloads/${firmware.id}`);
  const { transport, licenceCalls } = recordingTransport();
  const { root, store } = hydrate(transport);

  await act(async () => {
    fireEvent.click(downloadButton());
  });
  await screen.findByRole('heading', { name: 'Licence agreement' });
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'Decline' }));
  });
  expect(screen.queryByRole('heading', { name: 'Licence agreement' })).toBeNull();
  expect(screen.getByText('You need to accept the licence agreement to download this file.')).toBeTruthy();
  expect(document.activeElement).toBe(downloadButton());
  expect(fileLink()).toBeNull();
  expect(store.getState().downloadDetails.isEulaShow).toBe(false);

  await act(async () => {
    fireEvent.click(downloadButton());
  });
  await screen.findByRole('heading', { name: 'Licence agreement' });
  expect(licenceCalls()).toBe(1);
  act(() => root.unmount());
});

it('on a licence failure only stops fetching, tells the visitor, and lets them try again', async () => {
  await serverRender(`/electronics/support/downloads/${firmware.id}`);
  const { transport, licenceCalls } = recordingTransport({ failLicence: true });
  const { root, store } = hydrate(transport);
  const before = store.getState().downloadDetails;

  await act(async () => {
    fireEvent.click(downloadButton());
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('The licence agreement could not be loaded. Please try again.');
  expect(store.getState().downloadDetails).toEqual({ ...before, isEulaFetching: false });
  expect(screen.queryByRole('heading', { name: 'Licence agreement' })).toBeNull();
  expect(fileLink()).toBeNull();

  await act(async () => {
    fireEvent.click(downloadButton());
  });
  await waitFor(() => expect(licenceCalls()).toBe(2));
  act(() => root.unmount());
});

it('switches the platform of a software page with the software index, each behind its licence', async () => {
  await serverRender('/electronics/support/software/00400001', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
  const { transport } = recordingTransport();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { root, store } = hydrate(transport);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(store.getState().downloadDetails.softwareIndex).toBe(0);
  const software = store.getState().articleDetails.data?.software ?? [];
  expect(software).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'Download for Windows 11, Windows 10' })).toBeTruthy();

  act(() => {
    fireEvent.click(screen.getByRole('radio', { name: 'macOS 14, macOS 13' }));
  });
  expect(store.getState().downloadDetails.softwareIndex).toBe(1);
  expect(screen.getByRole('heading', { name: 'Download for macOS 14, macOS 13' })).toBeTruthy();

  const licenceLink = (fileName: string) =>
    within(document.body)
      .queryAllByRole('link', { name: `Download ${fileName}` })
      .find((a) => a.getAttribute('href')?.includes('licence=show'));
  const button = licenceLink(software[1].fileName ?? '');
  expect(button).toBeTruthy();
  await act(async () => {
    if (button) fireEvent.click(button);
  });
  await screen.findByRole('heading', { name: 'Licence agreement' });
  expect(screen.getByRole('link', { name: 'Accept and download' }).getAttribute('href')).toBe(software[1].url);
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'Accept and download' }));
  });
  expect(screen.getByRole('link', { name: `Download ${software[1].fileName}` }).getAttribute('href')).toBe(software[1].url);

  // Another platform is another file: its licence has to be accepted again.
  act(() => {
    fireEvent.click(screen.getByRole('radio', { name: 'Windows 11, Windows 10' }));
  });
  expect(licenceLink(software[0].fileName ?? '')).toBeTruthy();
  expect(
    within(document.body)
      .queryAllByRole('link', { name: `Download ${software[0].fileName}` })
      .some((a) => a.getAttribute('href') === software[0].url),
  ).toBe(false);
  act(() => root.unmount());
});
