/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { PrintButton } from '../PrintButton';

describe('PrintButton', () => {
  it('holds its place from the server render on, and prints once the page runs', () => {
    // The server's HTML already has the button (invisible, disabled): its appearance moves nothing below it.
    const html = renderToString(<PrintButton label="Artikel drucken" />);
    expect(html).toContain('print-button--waiting');
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const print = jest.fn();
    window.print = print;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <PrintButton label="Artikel drucken" />);
    });
    // Hydrated without a mismatch, then ready.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const button = container.querySelector('button')!;
    expect(button.className).toBe('print-button');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-hidden')).toBeNull();
    act(() => button.click());
    expect(print).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
  });
});
