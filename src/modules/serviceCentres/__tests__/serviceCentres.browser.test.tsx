/**
 * @jest-environment jsdom
 */
import { act, fireEvent, within } from '@testing-library/react';
import { hydratedPages } from '../../../../test/support/browserPage';

/**
 * The service-centre finder in the browser (docs/behaviour.md §2): rendered on the server from the real
 * content service, hydrated, then used as a visitor does.
 */
const pages = hydratedPages();

const view = () => within(document.body);
const change = (element: HTMLElement, value: string) => act(() => void fireEvent.change(element, { target: { value } }));
const fill = (label: string, value: string) => change(view().getByLabelText(label), value);
const submit = (name: string) => act(() => void fireEvent.click(view().getByRole('button', { name })));

describe('the service-centre finder', () => {
  it('asks for 2 characters, then finds centres by town without accents and lists address, phone and hours', async () => {
    await pages.open('/electronics/support/service-centres');
    fill('Postcode or town', 'k');
    submit('Search');
    const input = view().getByLabelText('Postcode or town');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(view().getByRole('alert').textContent).toBe('Enter at least 2 characters of a postcode or town');
    fill('Postcode or town', 'koln');
    submit('Search');
    await view().findByRole('heading', { name: '1 service centre for “koln”' });
    expect(window.location.search).toBe('?query=koln');
    expect(view().getByRole('heading', { name: 'Aurora Servicezentrum Köln' })).toBeTruthy();
    expect(view().getByText('Hohe Straße 51', { exact: false })).toBeTruthy();
    expect(view().getByRole('link', { name: '+49 221 99 99 051' }).getAttribute('href')).toBe('tel:+492219999051');
  });
});
