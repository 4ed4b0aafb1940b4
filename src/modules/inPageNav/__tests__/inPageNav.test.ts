import { SCROLL_SPY_THROTTLE_MS } from '../../../shared/constants';
import { PAGE_TYPES } from '../../../routes/routeTable';
import { matchRoute } from '../../../routes/matchRoute';
import { throttle } from '../../shell/hubUi/throttle';
import { splitRegions, usesTwoColumns } from '../../shell/layout/regions';
import { activeSection, hidesInPageNav } from '../navRules';

describe('the scroll-spy throttle (66 ms, docs/behaviour.md §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per window, always ending with the latest call', () => {
    let now = 0;
    const seen: number[] = [];
    const spy = throttle(
      (y: number) => seen.push(y),
      SCROLL_SPY_THROTTLE_MS,
      () => now,
    );
    spy(1);
    expect(seen).toEqual([1]);
    for (const y of [2, 3, 4]) {
      now += 10;
      spy(y);
    }
    expect(seen).toEqual([1]);
    now = 66;
    jest.advanceTimersByTime(66);
    expect(seen).toEqual([1, 4]);
    now = 200;
    spy(5);
    expect(seen).toEqual([1, 4, 5]);
    spy.cancel();
  });

  it('drops a pending call when cancelled', () => {
    let now = 0;
    const seen: number[] = [];
    const spy = throttle(
      (y: number) => seen.push(y),
      SCROLL_SPY_THROTTLE_MS,
      () => now,
    );
    spy(1);
    now = 5;
    spy(2);
    spy.cancel();
    jest.advanceTimersByTime(200);
    expect(seen).toEqual([1]);
  });
});

describe('the section in view', () => {
  const tops = [
    { id: 'manuals', top: -400 },
    { id: 'downloads', top: 40 },
    { id: 'faqs', top: 600 },
  ];
  it('is the last one whose top passed the reading line', () => {
    expect(activeSection(tops, 96)).toBe('downloads');
    expect(activeSection(tops, 0)).toBe('manuals');
    expect(
      activeSection(
        tops.map((t) => ({ ...t, top: t.top + 1000 })),
        96,
      ),
    ).toBeNull();
  });
});

describe('page types that hide the in-page navigation', () => {
  const sample: Record<string, string> = {
    product: '/electronics/support/televisions/at-55x89j',
    category: '/electronics/support/televisions',
    productResults: '/electronics/support/televisions/at-55x89j/results',
    articleDetails: '/electronics/support/articles/00100001',
    downloadDetailsInProductPage: '/electronics/support/televisions/at-55x89j/downloads/00200001',
    smartHelp: '/electronics/support/tvhelp',
    serialNumberChecker: '/electronics/support/serial-number-checker/recall-1',
    remoteProgrammingCode: '/electronics/support/remote-control-programming',
    home: '/electronics/support',
  };
  it.each(Object.entries(sample))('%s', (type, path) => {
    const match = matchRoute(path);
    expect(match.type).toBe(type);
    expect(hidesInPageNav(match)).toBe(!['product', 'category'].includes(type));
  });

  it('covers every results page type', () => {
    for (const type of PAGE_TYPES.filter((t) => t.endsWith('Results')))
      expect(hidesInPageNav({ typeAlias: `${type}` })).toBe(true);
  });
});

describe('the two-column layout of the hubs', () => {
  const m = (id: string, region?: 'top' | 'aside') => ({ id, region });
  it('puts the header run on top, aside modules in the side column and keeps the order', () => {
    const modules = [
      m('specialMessage', 'top'),
      m('pageHeader', 'top'),
      m('searchBox', 'top'),
      m('inPageNav', 'top'),
      m('manuals'),
      m('newsAndAlerts', 'aside'),
      m('faqs'),
      m('banners', 'aside'),
    ];
    const { top, main, aside } = splitRegions(modules);
    expect(top.map((x) => x.id)).toEqual(['specialMessage', 'pageHeader', 'searchBox', 'inPageNav']);
    expect(main.map((x) => x.id)).toEqual(['manuals', 'faqs']);
    expect(aside.map((x) => x.id)).toEqual(['newsAndAlerts', 'banners']);
  });

  it('is used on product and category hubs that have side modules', () => {
    expect(usesTwoColumns({ type: 'product' }, [m('banners', 'aside')])).toBe(true);
    expect(usesTwoColumns({ type: 'product' }, [m('manuals')])).toBe(false);
    expect(usesTwoColumns({ type: 'productTechSpecs' }, [m('banners', 'aside')])).toBe(false);
    expect(usesTwoColumns({ type: 'articleDetails' }, [m('banners', 'aside')])).toBe(false);
  });
});
