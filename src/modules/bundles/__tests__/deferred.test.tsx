/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferred, loadPartStringsWith, type DeferredComponent } from '../deferred';

/** A below-the-fold part with a handler, so hydration can be told apart from the server's inert HTML. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id="later">
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

/** The page around it re-renders on its own state (as the site's page does on every page update). */
function Page({ Later }: { Later: DeferredComponent<{ label: string }> }) {
  const [ticks, setTicks] = useState(0);
  return (
    <main>
      <button type="button" id="above" onClick={() => setTicks((t) => t + 1)}>
        Above the fold {ticks}
      </button>
      <Later label="Compatibility" />
    </main>
  );
}

describe('a module part that hydrates after the page (selective hydration)', () => {
  it('renders on the server once loaded, keeps that HTML through hydration without its code, and hydrates when it comes', async () => {
    // The server has every part loaded before it renders (registry.loadModulesFor).
    const onServer = deferred(() => Promise.resolve(Counter));
    await onServer.preload();
    const html = renderToString(<Page Later={onServer} />);
    expect(html).toContain('Clicked <!-- -->0');

    // The browser starts without the part's code: its chunk arrives when the test says so.
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const inBrowser = deferred(() => chunk.then(() => Counter));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverSection = container.querySelector('#later');
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(container, <Page Later={inBrowser} />);
    });
    expect(inBrowser.isLoaded()).toBe(false);
    // The page above hydrated: its handler works, and its update does not reach the waiting part.
    act(() => container.querySelector<HTMLButtonElement>('#above')!.click());
    expect(container.querySelector('#above')!.textContent).toBe('Above the fold 1');
    // The part is still the server's HTML, not the (empty) fallback, and not interactive yet.
    expect(container.querySelector('#later')).toBe(serverSection);
    act(() => container.querySelector<HTMLButtonElement>('#later button')!.click());
    expect(container.querySelector('#later button')!.textContent).toBe('Clicked 0');

    await act(async () => {
      arrive();
      await chunk;
    });
    expect(inBrowser.isLoaded()).toBe(true);
    // Hydrated in place: the same element, now with its handler.
    expect(container.querySelector('#later')).toBe(serverSection);
    act(() => container.querySelector<HTMLButtonElement>('#later button')!.click());
    expect(container.querySelector('#later button')!.textContent).toBe('Clicked 1');

    expect(removed.filter((n) => n.nodeType === Node.ELEMENT_NODE)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    observer.disconnect();
  });

  it('retries a chunk that could not be fetched', async () => {
    let attempts = 0;
    const part = deferred(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Counter)));
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    expect(part.isLoaded()).toBe(true);
    expect(attempts).toBe(2);
  });

  it('counts a part with its own texts as loaded only once code and texts are both in (ADR 042 update 4)', async () => {
    let textsArrive!: () => void;
    const texts = new Promise<void>((resolve) => (textsArrive = resolve));
    const asked: string[] = [];
    loadPartStringsWith((part) => {
      asked.push(part);
      return texts;
    });
    try {
      const part = deferred(() => Promise.resolve(Counter), { strings: 'ticketForm' });
      const loading = part.preload();
      await Promise.resolve();
      await Promise.resolve();
      // The code is there, its texts are not: a client navigation still waits, and the part does not render.
      expect(part.isLoaded()).toBe(false);
      textsArrive();
      await loading;
      expect(part.isLoaded()).toBe(true);
      expect(asked).toEqual(['ticketForm']);
      // A part without texts of its own does not ask for any.
      await deferred(() => Promise.resolve(Counter)).preload();
      expect(asked).toEqual(['ticketForm']);
    } finally {
      loadPartStringsWith(() => Promise.resolve());
    }
  });
});
