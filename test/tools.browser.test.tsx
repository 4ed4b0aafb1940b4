/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { SerialValidationRequest } from '../src/shared/content/serialNumberCheckerTypes';
import type { TicketResult } from '../src/shared/content/ticketTypes';
import type { RemoteControlCodes } from '../src/shared/content/remoteControlTypes';
import { hydratedPages, type BrowserPage } from './support/browserPage';

/**
 * The tools in the browser: server render from the real content service, hydrate, then use them as
 * a visitor does (docs/behaviour.md §2-§7): the serial-number checker, remote-control programming and the
 * support request form.
 */
const pages = hydratedPages();
let page: BrowserPage | undefined;

const view = () => within(document.body);
const gets = (p: BrowserPage) => p.calls.filter((c) => c.method === 'GET').map((c) => c.path);
const change = (element: HTMLElement, value: string) =>
  act(() => void fireEvent.change(element, { target: { value } }));
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));

describe('serial-number checker', () => {
  it('model -> secondary model -> part number -> serial -> the server’s answer', async () => {
    page = await pages.open('/electronics/support/serial-number-checker/earbuds-charging-case');
    expect(gets(page)).toEqual([]);
    expect(view().queryByLabelText('Model variant')).toBeNull();

    change(view().getByLabelText('Model'), 'AWF-1000XM4');
    const variant = await view().findByLabelText('Model variant');
    const part = view().getByLabelText('Charging case part number');
    expect(Array.from((part as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', 'BCC-XM4A', 'BCC-XM4B']);
    expect(gets(page)).toEqual([
      '/serial-number-checker/modelNames',
      '/serial-number-checker/modelNames/AWF-1000XM4/partNumbers',
    ]);

    // Nothing chosen yet: every missing field says what it needs, and the first one takes focus.
    click(view().getByRole('button', { name: 'Check serial number' }));
    expect(view().getByText('Choose the model variant.')).toBeTruthy();
    expect(view().getByText('Choose the part number.')).toBeTruthy();
    expect(view().getByText('Enter the serial number.')).toBeTruthy();
    expect(document.activeElement).toBe(variant);
    expect(variant.getAttribute('aria-invalid')).toBe('true');

    change(variant, 'AWF-1000XM4/S');
    change(part, 'BCC-XM4A');
    const serial = view().getByLabelText('Serial number');
    change(serial, '12100');
    click(view().getByRole('button', { name: 'Check serial number' }));
    expect(view().getByText('Enter the 7-digit serial number, using digits only.')).toBeTruthy();
    expect(page.calls.some((c) => c.method === 'POST' && c.path === '/serial-number-checker/validation')).toBe(false);

    change(serial, '121 0000');
    click(view().getByRole('button', { name: 'Check serial number' }));
    const heading = await view().findByRole('heading', { name: 'Your charging case is included in this programme' });
    expect(heading.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(view().getByText('ECC23-1210000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const sent = page.calls.find((c) => c.method === 'POST' && c.path === '/serial-number-checker/validation')
      ?.body as SerialValidationRequest;
    expect(sent).toMatchObject({
      listId: 'earbuds-charging-case',
      modelName: 'AWF-1000XM4',
      secondaryModelName: 'AWF-1000XM4/S',
      partNumber: 'BCC-XM4A',
      serialNumber: '1210000',
      locale: 'en_GB',
    });

    // Check another (a link, so it also works without script): the result is cleared, the choices stay.
    click(view().getByRole('link', { name: 'Check another serial number' }));
    expect(view().queryByText('ECC23-1210000')).toBeNull();
    expect(page.store.getState().serialNumberChecker).toMatchObject({
      validationResult: null,
      selectedModel: 'AWF-1000XM4',
      hasParts: true,
    });
    change(view().getByLabelText('Serial number'), '1300000');
    click(view().getByRole('button', { name: 'Check serial number' }));
    expect(await view().findByRole('heading', { name: 'Your charging case is not affected' })).toBeTruthy();
  });

  it('sends -1 as null for a model without secondary models or parts', async () => {
    page = await pages.open('/de/electronics/support/serial-number-checker/tv-power-supply-2021?model=AT-65X89J');
    // The deep link's model is chosen on the server; the page offers no variant or part field.
    expect((view().getByLabelText('Modell') as HTMLSelectElement).value).toBe('AT-65X89J');
    expect(view().queryByLabelText('Modellvariante')).toBeNull();
    change(view().getByLabelText('Seriennummer'), '7106000');
    click(view().getByRole('button', { name: 'Seriennummer prüfen' }));
    expect(
      await view().findByRole('heading', { name: 'Ihr Fernseher ist von diesem Programm betroffen' }),
    ).toBeTruthy();
    const sent = page.calls.find((c) => c.path === '/serial-number-checker/validation')
      ?.body as SerialValidationRequest;
    expect(sent).toMatchObject({
      modelName: 'AT-65X89J',
      secondaryModelName: null,
      partNumber: null,
      locale: 'de_DE',
      model: 'AT-65X89J',
    });
  });

  it('says so when the check cannot be made, and keeps the form usable', async () => {
    page = await pages.open('/electronics/support/serial-number-checker/tv-power-supply-2021');
    page.setTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    change(view().getByLabelText('Model'), 'AT-55X89J');
    expect(
      await view().findByText('We couldn’t load the options for this model. Choose it again to retry.'),
    ).toBeTruthy();
    page.setTransport(pages.content().transport);
    change(view().getByLabelText('Model'), 'AT-50X89J');
    await waitFor(() =>
      expect(page?.store.getState().serialNumberChecker).toMatchObject({
        selectedModel: 'AT-50X89J',
        isLoadingModel: false,
        modelFailed: false,
      }),
    );
  });
});

describe('remote-control programming', () => {
  it('device -> brand -> codes, announced in a live region', async () => {
    page = await pages.open('/electronics/support/remote-control-programming/models/arm-vlz620');
    const data = page.store.getState().remoteProgramming.data as RemoteControlCodes;
    expect(gets(page)).toEqual([]);
    expect(view().queryByLabelText(/Brand of your/)).toBeNull();

    click(view().getByRole('radio', { name: 'Soundbar' }));
    expect(page.store.getState().remoteProgramming).toMatchObject({ selectedDevice: 3, selectedBrand: -1 });
    const brand = view().getByLabelText('Brand of your Soundbar') as HTMLSelectElement;
    expect(Array.from(brand.options).map((o) => o.text)).toEqual([
      'Choose the brand',
      ...data.devices[3].brands.map((b) => b.name),
    ]);
    expect(view().getByText('Choose the brand to see its codes.')).toBeTruthy();

    const bose = data.devices[3].brands[1];
    change(brand, bose.name);
    const codes = view().getByRole('heading', { name: `Codes for ${bose.name} – Soundbar` });
    expect(codes.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    const list = within(codes.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(bose.codes.map((c, i) => `Code ${i + 1}${c}`));
    expect(view().getByText(/Select the device with the AUDIO button/)).toBeTruthy();

    expect(gets(page)).toEqual([]);

    // The button puts the choice in the address (to share or come back to), and the page shows the same codes.
    click(view().getByRole('button', { name: 'Show the codes' }));
    expect(await view().findByRole('heading', { name: `Codes for ${bose.name} – Soundbar` })).toBeTruthy();
    expect(new URLSearchParams(page.store.getState().page.location.search).get('brand')).toBe(bose.name);
    expect(new URLSearchParams(page.store.getState().page.location.search).get('device')).toBe('soundbar');

    // Another device starts without a brand again.
    click(view().getByRole('radio', { name: 'TV' }));
    expect(page.store.getState().remoteProgramming).toMatchObject({ selectedDevice: 0, selectedBrand: -1 });
    expect(view().queryByRole('heading', { name: /Codes for/ })).toBeNull();
  });

  it('finds a remote by the TV it came with and opens its page by client navigation', async () => {
    page = await pages.open('/electronics/support/remote-control-programming');
    const input = view().getByLabelText('Model number of your remote control or TV');
    change(input, 'at-55x85k');
    act(() => void fireEvent.submit(input.closest('form')!));
    expect(await view().findByRole('heading', { level: 1, name: 'Remote controls for “at-55x85k”' })).toBeTruthy();
    click(view().getByRole('link', { name: /ARMF-TX621E/ }));
    expect(await view().findByRole('heading', { level: 1, name: 'TV voice remote control (2022)' })).toBeTruthy();
    expect(view().getByText('This remote control cannot be set up with codes for other devices.')).toBeTruthy();
    expect(gets(page)).toEqual(['/remote-control-codes', '/remote-control-codes/armf-tx621e']);
    expect(document.title).toBe(
      'ARMF-TX621E TV voice remote control (2022) – Remote control programming | Aurora Support',
    );
  });
});

describe('support request form', () => {
  const fill = (label: string, value: string) => change(view().getByLabelText(label), value);

  it('invalid fields get messages and a summary that takes focus; a valid request gets its ticket id', async () => {
    page = await pages.open('/electronics/support/televisions/at-55x89j/faqs');
    expect((view().getByLabelText('Model number of your product') as HTMLInputElement).value).toBe('AT-55X89J');
    click(view().getByRole('button', { name: 'Send request' }));
    const summary = view().getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your name.',
      'Enter your email address.',
      'Choose what your request is about.',
      'Describe the problem.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(view().getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(page.calls.some((c) => c.path === '/create-ticket')).toBe(false);

    fill('Your name', 'Jana Novak');
    fill('Email address', 'jana.novak@example');
    fill('What is your request about?', 'picture');
    fill('Describe the problem', 'Flickers.');
    click(view().getByRole('button', { name: 'Send request' }));
    expect(
      within(view().getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter an email address like name@example.com.', 'Tell us a little more: at least 20 characters.']);

    fill('Email address', 'jana.novak@example.com');
    fill('Describe the problem', 'The picture flickers when HDR films play, since the last update.');
    const before = await pages.content().service.writes.countTickets();
    click(view().getByRole('button', { name: 'Send request' }));
    const done = await view().findByRole('heading', { name: 'Thank you – we have received your request' });
    const ticketId = (page.store.getState().ticket.result as TicketResult).ticketId;
    expect(ticketId).toMatch(/^AUR-/);
    expect(view().getByText(ticketId)).toBeTruthy();
    expect(view().getByText(/jana\.novak@example\.com/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(await pages.content().service.writes.countTickets()).toBe(before + 1);
    expect(await pages.content().service.writes.getTicket(ticketId)).toMatchObject({
      productModel: 'AT-55X89J',
      issueCategory: 'picture',
      name: 'Jana Novak',
    });

    // Clearing resets the ticket state and gives an empty request for the same product.
    click(view().getByRole('link', { name: 'Send another request' }));
    expect(page.store.getState().ticket.result).toBeNull();
    expect((view().getByLabelText('Describe the problem') as HTMLTextAreaElement).value).toBe('');
    expect((view().getByLabelText('Your name') as HTMLInputElement).value).toBe('Jana Novak');
  });

  it('keeps what the visitor typed before the form’s code arrived, and sends it', async () => {
    // The form hydrates after the page (docs/decisions/042-javascript-budget.md): a visitor may type into the
    // server's HTML first. Hydration keeps the text in the page; the form takes it as its own.
    page = await pages.open('/electronics/support/televisions/at-55x89j/faqs', () => {
      const form = document.querySelector<HTMLFormElement>('form.ticket-form')!;
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ines Roth';
      form.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value = 'The remote stops working after a few minutes of use.';
    });
    // Typing in another field renders the form again: the earlier text stays.
    fill('Email address', 'ines.roth@example.com');
    fill('What is your request about?', 'picture');
    expect((view().getByLabelText('Your name') as HTMLInputElement).value).toBe('Ines Roth');
    expect((view().getByLabelText('Describe the problem') as HTMLTextAreaElement).value).toBe('The remote stops working after a few minutes of use.');
    click(view().getByRole('button', { name: 'Send request' }));
    await view().findByRole('heading', { name: 'Thank you – we have received your request' });
    const ticketId = (page.store.getState().ticket.result as TicketResult).ticketId;
    expect(await pages.content().service.writes.getTicket(ticketId)).toMatchObject({ name: 'Ines Roth', email: 'ines.roth@example.com', productModel: 'AT-55X89J' });
  });

  it('a retry after a lost answer returns the same ticket: same idempotency key, no duplicate', async () => {
    page = await pages.open('/fr/electronics/support/televisions/at-55x89j/faqs');
    let stored: TicketResult | undefined;
    // The first answer is lost on the way back: the ticket is stored, the browser sees a network error.
    page.setTransport(async (request) => {
      const response = await pages.content().transport(request);
      if (request.path === '/create-ticket' && !stored) {
        stored = response.body as TicketResult;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    fill('Votre nom', 'Camille Martin');
    fill('Adresse e-mail', 'camille.martin@example.fr');
    fill('Quel est l’objet de votre demande ?', 'sound');
    fill('Décrivez le problème', 'Plus de son par les haut-parleurs du téléviseur depuis ce matin.');
    const before = await pages.content().service.writes.countTickets();
    click(view().getByRole('button', { name: 'Envoyer la demande' }));
    expect(await view().findByText(/Impossible d’envoyer votre demande/)).toBeTruthy();
    expect(stored?.ticketId).toMatch(/^AUR-/);

    click(view().getByRole('button', { name: 'Envoyer la demande' }));
    await view().findByRole('heading', { name: 'Merci, nous avons bien reçu votre demande' });
    expect(view().getByText(stored!.ticketId)).toBeTruthy();
    const posts = page.calls.filter((c) => c.path === '/create-ticket');
    expect(posts).toHaveLength(2);
    expect(posts[1].headers?.['Idempotency-Key']).toBe(posts[0].headers?.['Idempotency-Key']);
    expect(await pages.content().service.writes.countTickets()).toBe(before + 1);
  });

  it('points at the model number when the catalogue does not know it', async () => {
    page = await pages.open('/electronics/support/televisions/at-55x89j/faqs');
    fill('Your name', 'Sam Taylor');
    fill('Email address', 'sam@example.com');
    fill('Model number of your product', 'ZX-0000');
    fill('What is your request about?', 'other');
    fill('Describe the problem', 'I would like to know whether a wall bracket fits.');
    click(view().getByRole('button', { name: 'Send request' }));
    const summary = await view().findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'We don’t recognise this model number. Check the label on your product.',
    );
    expect(view().getByLabelText('Model number of your product').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens behind a native disclosure on the product overview (it works without script too)', async () => {
    page = await pages.open('/electronics/support/televisions/at-55x89j');
    const disclosure = document.querySelector<HTMLDetailsElement>('details.support-request__disclosure');
    expect(disclosure).not.toBeNull();
    const summary = disclosure?.querySelector('summary');
    expect(summary?.textContent).toBe('Contact support');
    expect(disclosure?.open).toBe(false);
    act(() => {
      if (disclosure) disclosure.open = true;
      disclosure?.dispatchEvent(new Event('toggle'));
    });
    expect(disclosure?.open).toBe(true);
    expect(view().getByLabelText('Your name')).toBeTruthy();
  });
});
