import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';

async function page(path: string, status = 200) {
  const res = await request(t.app).get(path).expect(status);
  const state = preloadedState(res.text) as ReturnType<typeof preloadedState> & Record<string, Record<string, unknown>>;
  return { html: res.text, state };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('serial-number checker page', () => {
  it('shows the programme notice, the model choice and the questions, server-side', async () => {
    const { html, state } = await page(`${base}/serial-number-checker/wireless-headphones-battery`);
    expect(state.page).toMatchObject({
      type: 'serialNumberChecker',
      params: { listId: 'wireless-headphones-battery' },
    });
    expect(title(html)).toBe('Wireless headphones battery inspection programme | Aurora Support');
    expect(html).toContain('<h1 id="serial-checker-title">Wireless headphones battery inspection programme</h1>');
    expect(html).toContain('<h2>What is happening?</h2>');
    expect(html).toContain(
      '<option value="AWH-1000XM4">Aurora AWH-1000XM4 Wireless Noise Cancelling Headphones</option>',
    );
    expect(html).toContain('>Check serial number</button>');
    expect(html).toContain('Questions and answers');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(state.serialNumberChecker).toMatchObject({
      selectedModel: '',
      hasParts: false,
      validationResult: null,
      hasError: false,
    });
    expect((state.serialNumberChecker.models as unknown[]).length).toBe(3);
  });

  it('opens with the model of a deep link chosen and its options loaded', async () => {
    const { html, state } = await page(`${base}/serial-number-checker/earbuds-charging-case?model=awf-1000xm4`);
    expect(state.serialNumberChecker).toMatchObject({
      selectedModel: 'AWF-1000XM4',
      secondaryModels: ['AWF-1000XM4/B', 'AWF-1000XM4/S'],
      parts: ['BCC-XM4A', 'BCC-XM4B'],
      hasParts: true,
    });
    expect(html).toContain('Charging case part number');
    expect(html).toContain('<option value="BCC-XM4B">BCC-XM4B</option>');
    expect(html).toContain('<option value="AWF-1000XM4/S">AWF-1000XM4/S</option>');
  });

  it('speaks the language of the prefix, and French for CAFRENCH', async () => {
    const de = await page(`/de${base}/serial-number-checker/tv-power-supply-2021`);
    expect(de.state.page).toMatchObject({ type: 'serialNumberChecker', locale: 'de_DE' });
    expect(de.html).toContain('Prüfung des Netzteils bei Fernsehern aus 2021');
    expect(de.html).toContain('Seriennummer prüfen');
    const caFrench = await page(`${base}/serial-number-checker/tv-power-supply-2021?CAFRENCH=true`);
    expect(caFrench.html).toContain('Contrôle de la carte d’alimentation des téléviseurs 2021');
  });

  it('answers 404 with the helpful page for an unknown list', async () => {
    const { html, state } = await page(`${base}/serial-number-checker/no-such-programme`, 404);
    expect(state.page).toMatchObject({ type: 'serialNumberChecker', pageData: { status: 404, notFound: true } });
    expect(html).toContain('We couldn’t find that page');
  });
});

describe('remote-control programming pages', () => {
  it('lists every remote on the landing page, each linking to its codes', async () => {
    const { html, state } = await page(`${base}/remote-control-programming`);
    expect(state.page.type).toBe('remoteProgrammingCode');
    expect(title(html)).toBe('Remote control programming | Aurora Support');
    expect(html).toContain('<h1 id="remote-finder-title">Remote control programming</h1>');
    expect(html).toContain(`href="${base}/remote-control-programming/models/arm-vlz620"`);
    // A plain GET form: the search works before the page's script has loaded.
    expect(html).toContain(
      `<form role="search" class="remote-search" action="${base}/remote-control-programming/models" method="get">`,
    );
    expect((state.remoteModels as { count: number }).count).toBeGreaterThanOrEqual(8);
  });

  it('finds remotes by the model of the TV they came with', async () => {
    const { html, state } = await page(`${base}/remote-control-programming/models?query=AT-55X85K`);
    expect(state.page.type).toBe('remoteProgrammingCodeWithResults');
    expect(html).toContain('Remote controls for “AT-55X85K”');
    expect(html).toContain(`href="${base}/remote-control-programming/models/armf-tx621e"`);
    expect(html).not.toContain('models/arm-vlz620"');
    const none = await page(`/fr${base}/remote-control-programming/models?query=zzz-404`);
    expect(none.html).toContain('Aucune télécommande trouvée pour « zzz-404 »');
  });

  it('shows a remote’s devices to choose from and its instructions', async () => {
    const { html, state } = await page(`${base}/remote-control-programming/models/arm-vlz620`);
    expect(state.page).toMatchObject({ type: 'remoteProgrammingCode', params: { productName: 'arm-vlz620' } });
    expect(title(html)).toBe(
      'ARM-VLZ620 Universal remote control, 6 devices – Remote control programming | Aurora Support',
    );
    expect(html).toContain('1. Choose the device you want to control');
    expect(html).toMatch(/<input type="radio" name="device" value="set-top-box"/);
    expect(html).toContain('Choose a device to see its brands.');
    expect(html).toContain('<h3>Set up with a code</h3>');
    expect(state.remoteProgramming).toMatchObject({ selectedDevice: -1, selectedBrand: -1, hasError: false });
  });

  it('answers the device and brand chosen without JavaScript, in an address that can be shared', async () => {
    const remote = `${base}/remote-control-programming/models/arm-vlz620`;
    // The choice is a GET form on the page's own address.
    const first = await page(remote);
    expect(first.html).toContain(`<form class="remote-steps" action="${remote}" method="get">`);
    expect(first.html).toContain('>Show the brands</button>');
    // A device sent: its brands to choose from.
    const device = await page(`${remote}?device=set-top-box`);
    expect(device.state.remoteProgramming).toMatchObject({ selectedDevice: 1, selectedBrand: -1 });
    expect(device.html).toContain('<input type="radio" name="device" checked="" value="set-top-box"/>');
    expect(device.html).toMatch(/<select[^>]* name="brand"/);
    expect(device.html).toContain('<option value="Virgin Media">Virgin Media</option>');
    expect(device.html).toContain('>Show the codes</button>');
    // Device and brand: the codes, in order.
    const codes = await page(`${remote}?device=tv&brand=Samsung`);
    expect(codes.html).toContain('<h3>Codes for Samsung – TV</h3>');
    expect(codes.html).toMatch(/<span class="code-list__code">\d{4}<\/span>/);
    // The address's other parameters are sent on with the choice.
    const french = await page(`${remote}?CAFRENCH=true&device=tv`);
    expect(french.html).toContain('<input type="hidden" name="CAFRENCH" value="true"/>');
    // A device or brand the remote does not know is asked for again, as on a first visit.
    const edited = await page(`${remote}?device=toaster&brand=Samsung`);
    expect(edited.state.remoteProgramming).toMatchObject({ selectedDevice: -1, selectedBrand: -1, hasError: false });
  });

  it('says so when a remote cannot be programmed', async () => {
    const { html } = await page(`/de${base}/remote-control-programming/models/armt-tx300e`);
    expect(html).toContain('Für diese Fernbedienung gibt es keine Programmierinformationen');
    expect(html).not.toContain('type="radio"');
  });

  it('answers 404 for an unknown remote', async () => {
    const { state } = await page(`${base}/remote-control-programming/models/arm-nope`, 404);
    expect(state.page).toMatchObject({ type: 'remoteProgrammingCode', pageData: { notFound: true } });
  });
});

describe('ways into the tools', () => {
  it('the home page links to remote-control programming and to every programme', async () => {
    const { html } = await page(`${base}`);
    expect(html).toContain('<h2 id="support-tools-title">Tools for your product</h2>');
    expect(html).toContain(`href="${base}/remote-control-programming"`);
    expect(html).toContain(`href="${base}/serial-number-checker/wireless-headphones-battery"`);
    expect(html).toContain(`href="${base}/serial-number-checker/soundbar-ac-adapter"`);
  });

  it('a product covered by a programme announces it on its pages, linking to the check with its model', async () => {
    const covered = await page(`${base}/televisions/at-55x89j/downloads`);
    expect(covered.html).toContain('Power supply board check for 2021 televisions');
    expect(covered.html).toContain(`href="${base}/serial-number-checker/tv-power-supply-2021?model=AT-55X89J"`);
    const other = await page(`${base}/televisions/at-55x90k`);
    expect(other.html).not.toContain('serial-number-checker/');
  });
});

describe('support request form on product pages', () => {
  it('sits open at the bottom of the FAQ tab, with the product’s model number filled in', async () => {
    const { html, state } = await page(`${base}/televisions/at-55x89j/faqs`);
    expect(state.page.type).toBe('productFaq');
    expect(html).toContain('<h2 id="support-request-title">Still need help?</h2>');
    expect(html).toMatch(/<input id="[^"]+-productModel"[^>]* value="AT-55X89J"/);
    expect(html).toContain('>Send request</button>');
    // Submitted before (or without) the script, the form posts: personal data never goes into the URL.
    expect(/<form class="ticket-form"[^>]*>/.exec(html)?.[0]).toContain('method="post"');
    // Last module of the tab.
    expect(html.indexOf('support-request-title')).toBeGreaterThan(html.indexOf('id="faqs-title"'));
    expect(state.ticket).toEqual({ result: null, isFetching: false, hasError: false, rejection: null });
  });

  it('waits behind a closed disclosure on the product overview', async () => {
    const { html } = await page(`/fr${base}/televisions/at-55x89j`);
    expect(html).toContain('Besoin d’aide supplémentaire ?');
    expect(html).toContain(
      '<details class="support-request__disclosure" id="support-request-form"><summary class="button">Contacter l’assistance</summary>',
    );
  });
});
