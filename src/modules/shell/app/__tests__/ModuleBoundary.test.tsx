/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { ModuleBoundary } from '../ModuleBoundary';

function Broken(): never {
  throw new Error('bad data');
}

function render(critical: boolean) {
  const container = document.createElement('div');
  document.body.append(container);
  const failures: Array<[string, string]> = [];
  const root = createRoot(container);
  act(() => {
    root.render(
      <main>
        <ModuleBoundary moduleId="faqs" critical={critical} onCriticalFailure={(id, error) => failures.push([id, error.message])}>
          <Broken />
        </ModuleBoundary>
        <ModuleBoundary moduleId="manuals" critical={false} onCriticalFailure={() => undefined}>
          <p>Manuals</p>
        </ModuleBoundary>
      </main>,
    );
  });
  return { container, failures, unmount: () => act(() => root.unmount()) };
}

let errors: jest.SpyInstance;
beforeEach(() => {
  // React reports every caught render error on the console.
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('a module that fails to render (docs/behaviour.md §4)', () => {
  it('is silently left out when it is not critical; the rest of the page stays', () => {
    const page = render(false);
    expect(page.container.textContent).toBe('Manuals');
    expect(page.failures).toEqual([]);
    page.unmount();
  });

  it('is reported when it is critical, so the page can reload with the error parameter', () => {
    const page = render(true);
    expect(page.failures).toEqual([['faqs', 'bad data']]);
    expect(page.container.textContent).toBe('Manuals');
    page.unmount();
  });
});
