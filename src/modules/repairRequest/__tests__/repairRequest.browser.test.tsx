/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { REPAIR_REFERENCE_PATTERN } from '../../../shared/content/repairTypes';
import { hydratedPages, type BrowserPage } from '../../../../test/support/browserPage';

/**
 * The repair form in the browser (docs/behaviour.md §2): rendered on the server from the real content
 * service, hydrated, then filled in as a visitor does.
 */
const pages = hydratedPages();
let page: BrowserPage | undefined;

const view = () => within(document.body);
const change = (element: HTMLElement, value: string) => act(() => void fireEvent.change(element, { target: { value } }));
const fill = (label: string, value: string) => change(view().getByLabelText(label), value);
const submit = (name: string) => act(() => void fireEvent.click(view().getByRole('button', { name })));

describe('the repair request form', () => {
  it('checks every field before sending: a summary that takes focus and links to each field, aria-invalid on each', async () => {
    page = await pages.open('/electronics/support/repair?model=AT-55X89J');
    expect((view().getByLabelText('Model number') as HTMLInputElement).value).toBe('AT-55X89J');
    fill('Serial number', '12-3');
    submit('Send repair request');
    const summary = view().getByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'The serial number is too short: it has at least 7 letters and digits',
      'Describe what is wrong with the product',
      'Enter your name',
      'Enter your e-mail address',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#repair-serialNumber', '#repair-fault', '#repair-name', '#repair-email']);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const serial = view().getByLabelText('Serial number');
    expect(serial.getAttribute('aria-invalid')).toBe('true');
    expect(serial.getAttribute('aria-describedby')).toBe('repair-serialNumber-hint repair-serialNumber-error');
    expect(view().getByLabelText('Model number').getAttribute('aria-invalid')).toBeNull();
    expect(page.calls.some((c) => c.path === '/repair-requests')).toBe(false);
  });

  it('sends a valid request under the form’s client key and shows the confirmation with the reference', async () => {
    page = await pages.open('/de/electronics/support/repair?model=AT-55X89J');
    const key = page.store.getState().repairForm.key;
    fill('Seriennummer', '7015 000 ab');
    fill('Was ist defekt?', 'Kein Bild, aber Ton. Der Fernseher startet immer wieder neu.');
    fill('Ihr Name', 'Jana Novak');
    fill('E-Mail-Adresse', 'jana.novak@example.com');
    fill('Postleitzahl (optional)', '10117');
    const before = await pages.content().service.writes.countRepairRequests();
    submit('Reparaturanfrage senden');
    await view().findByRole('heading', { name: 'Reparaturanfrage eingegangen' });
    const reference = view().getByTestId('repair-reference').textContent ?? '';
    expect(reference).toMatch(REPAIR_REFERENCE_PATTERN);
    expect(window.location.pathname).toBe(`/de/electronics/support/repair/${reference}`);
    const post = page.calls.find((c) => c.path === '/repair-requests');
    expect(post?.headers?.['Idempotency-Key']).toBe(key);
    expect(await pages.content().service.writes.countRepairRequests()).toBe(before + 1);
    expect(await pages.content().service.writes.getRepairRequest(reference)).toMatchObject({ serialNumber: '7015000AB', locale: 'de_DE', postcode: '10117' });
  });

  it('points at the model number the catalogue does not know, and sends the corrected form under a new key', async () => {
    page = await pages.open('/electronics/support/repair');
    fill('Model number', 'ZX-0000');
    fill('Serial number', '7015000AB');
    fill('What is wrong?', 'The soundbar does not power on any more, no lights at all.');
    fill('Your name', 'Sam Taylor');
    fill('E-mail address', 'sam@example.com');
    submit('Send repair request');
    const summary = await view().findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('We don’t know this model number. Check the label and try again');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fill('Model number', 'AT-55X89J');
    submit('Send repair request');
    await view().findByRole('heading', { name: 'Repair request received' });
    const posts = page.calls.filter((c) => c.path === '/repair-requests');
    expect(posts).toHaveLength(2);
    // The refused request's key answers with its refusal: the corrected one needs its own.
    expect(posts[1].headers?.['Idempotency-Key']).not.toBe(posts[0].headers?.['Idempotency-Key']);
  });
});
