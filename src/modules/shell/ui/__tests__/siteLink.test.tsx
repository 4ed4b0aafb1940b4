/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, StaticRouter, useLocation, useNavigationType } from 'react-router-dom';
import { SiteLink, SiteNavigation } from '../SiteLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state)}`}</output>;
}

function render(ui: React.ReactNode, { at = '/start', provider = true } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <MemoryRouter initialEntries={[at]}>
        {provider ? <SiteNavigation>{ui}</SiteNavigation> : ui}
        <Where />
      </MemoryRouter>,
    );
  });
  const where = () => container.querySelector('output')?.textContent;
  const click = (init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      container.querySelector('a')!.dispatchEvent(event);
    });
    return event;
  };
  return { container, where, click, unmount: () => act(() => root.unmount()) };
}

describe('a site link', () => {
  it('renders the same address as React Router’s Link', () => {
    const targets = ['/electronics/support', '/de/electronics/support/televisions?x=1', '/a?', '/a?#', '/a?b=1#', '/a#top', '/a?#top', '/a/'];
    for (const to of targets) {
      const html = (element: React.ReactNode) => renderToString(<StaticRouter location="/here/now">{element}</StaticRouter>);
      const href = (markup: string) => /href="([^"]*)"/.exec(markup)?.[1];
      expect({ to, href: href(html(<SiteLink to={to}>x</SiteLink>)) }).toEqual({ to, href: href(html(<Link to={to}>x</Link>)) });
    }
  });

  it('hands relative targets to the router, which resolves them', () => {
    const markup = renderToString(
      <StaticRouter location="/here/now">
        <SiteLink to="elsewhere">x</SiteLink>
      </StaticRouter>,
    );
    expect(markup).toContain('href="/elsewhere"');
  });

  it('navigates on the client when clicked, with the state it carries', () => {
    const { where, click, unmount } = render(
      <SiteLink to="/next?tab=2" state={{ trigger: 'filter' }} className="chip" aria-current="page">
        Next
      </SiteLink>,
    );
    const event = click();
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe('PUSH /next?tab=2 {"trigger":"filter"}');
    unmount();
  });

  it('keeps its attributes: class, aria-current, id', () => {
    const { container, unmount } = render(
      <SiteLink to="/next" className="chip" aria-current="page" id="n">
        Next
      </SiteLink>,
    );
    const link = container.querySelector('a')!;
    expect([link.getAttribute('href'), link.className, link.getAttribute('aria-current'), link.id, link.textContent]).toEqual([
      '/next',
      'chip',
      'page',
      'n',
      'Next',
    ]);
    unmount();
  });

  it('writes only anchor attributes: its navigation options are not attributes of the link', () => {
    const markup = renderToString(
      <StaticRouter location="/here/now">
        <SiteLink to="/next" replace state={{ trigger: 'filter' }} preventScrollReset target="_self" className="chip" data-kind="tab" title="Next page">
          Next
        </SiteLink>
      </StaticRouter>,
    );
    expect(markup).toBe('<a class="chip" data-kind="tab" title="Next page" href="/next" target="_self">Next</a>');
  });

  it('replaces the history entry when it leads to the address already shown', () => {
    const { where, click, unmount } = render(<SiteLink to="/start?q=1">Again</SiteLink>, { at: '/start?q=1' });
    click();
    expect(where()).toBe('REPLACE /start?q=1 null');
    unmount();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    const { where, click, unmount } = render(<SiteLink to="/next">Next</SiteLink>);
    const event = click(init);
    expect(event.defaultPrevented).toBe(false);
    expect(where()).toBe('POP /start null');
    unmount();
  });

  it('leaves links into another frame to the browser', () => {
    const { where, click, unmount } = render(
      <SiteLink to="/next" target="_blank" rel="noopener">
        Next
      </SiteLink>,
    );
    expect(click().defaultPrevented).toBe(false);
    expect(where()).toBe('POP /start null');
    unmount();
  });

  it('runs its own click handler first and does not navigate when that handler took the click', () => {
    const seen: string[] = [];
    const { where, click, unmount } = render(
      <SiteLink
        to="/next"
        onClick={(event) => {
          seen.push('handler');
          event.preventDefault();
        }}
      >
        Next
      </SiteLink>,
    );
    click();
    expect(seen).toEqual(['handler']);
    expect(where()).toBe('POP /start null');
    unmount();
  });

  it('is an ordinary link outside a page that gives client navigation', () => {
    const { where, click, unmount } = render(<SiteLink to="/next">Next</SiteLink>, { provider: false });
    expect(click().defaultPrevented).toBe(false);
    expect(where()).toBe('POP /start null');
    unmount();
  });
});
