import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Session } from './session';

/** Spec-independent page hygiene every page must pass (WCAG structure, layout stability). */
export interface Structure {
  lang: string;
  h1: number;
  headingLevels: number[];
  mains: number;
  banners: number;
  contentinfos: number;
  imagesWithoutSize: string[];
  overflowX: number;
}

export async function structureOf(page: Page): Promise<Structure> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(visible);
    // Landmarks at the top level: a <header> inside an <article>/<section> is not a banner.
    const topLevel = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((el) => !el.parentElement?.closest('article, aside, main, nav, section')).length;
    return {
      lang: document.documentElement.lang,
      h1: headings.filter((h) => h.tagName === 'H1').length,
      headingLevels: headings.map((h) => Number(h.tagName.slice(1))),
      mains: document.querySelectorAll('main, [role="main"]').length,
      banners: topLevel('header, [role="banner"]'),
      contentinfos: topLevel('footer, [role="contentinfo"]'),
      imagesWithoutSize: [...document.images]
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.currentSrc || img.src),
      overflowX: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** One h1; no level skipped on the way down (h2 -> h4); one main landmark; a document language. */
export function assertStructure(structure: Structure, { embedded = false } = {}): void {
  assert.ok(structure.lang, 'the document has a language');
  assert.equal(structure.h1, 1, `exactly one h1 (levels: ${structure.headingLevels.join(',')})`);
  assert.equal(structure.headingLevels[0], 1, `the first heading is the h1 (levels: ${structure.headingLevels.join(',')})`);
  for (let i = 1; i < structure.headingLevels.length; i += 1) {
    const [before, level] = [structure.headingLevels[i - 1], structure.headingLevels[i]];
    assert.ok(level <= before + 1, `heading levels do not skip (h${before} -> h${level}; ${structure.headingLevels.join(',')})`);
  }
  assert.equal(structure.mains, 1, 'one main landmark');
  if (!embedded) {
    assert.equal(structure.banners, 1, 'one banner (site header)');
    assert.equal(structure.contentinfos, 1, 'one contentinfo (site footer)');
  }
  assert.deepEqual(structure.imagesWithoutSize, [], 'every image has explicit width and height (no layout shift)');
  assert.ok(structure.overflowX <= 1, `no horizontal scrolling (${structure.overflowX}px too wide)`);
}

export function assertClean(session: Session, where: string): void {
  assert.deepEqual(session.errors(), [], `no console errors on ${where}`);
  assert.deepEqual(session.hydrationWarnings(), [], `no hydration warnings on ${where}`);
}

/** Spec-free CLS budget of Core Web Vitals' "good" rating. */
export const CLS_BUDGET = 0.1;

export async function assertLayoutStable(session: Session, where: string): Promise<number> {
  const { value } = await session.cls();
  assert.ok(value < CLS_BUDGET, `cumulative layout shift ${value.toFixed(3)} < ${CLS_BUDGET} on ${where}`);
  return value;
}

/** The focused element draws a visible indicator (outline or box-shadow). */
export async function focusIndicatorOf(page: Page): Promise<{ tag: string; outline: string; boxShadow: string } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return { tag: el.tagName, outline: `${style.outlineStyle} ${style.outlineWidth}`, boxShadow: style.boxShadow };
  });
}

export function hasVisibleIndicator(indicator: { outline: string; boxShadow: string } | null): boolean {
  if (!indicator) return false;
  const outline = !indicator.outline.startsWith('none') && !indicator.outline.endsWith(' 0px');
  return outline || (indicator.boxShadow !== 'none' && indicator.boxShadow !== '');
}
