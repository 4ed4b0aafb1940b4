import { mayAutofocus, type FocusEnvironment } from '../focusPolicy';

const body = { tagName: 'BODY' } as unknown as Element;
const env = (over: Partial<FocusEnvironment> = {}): FocusEnvironment => ({
  activeElement: body,
  body,
  hash: '',
  scrollY: 0,
  coarsePointer: false,
  ...over,
});

describe('the hero search takes the focus by default (docs/behaviour.md §9) only when it takes nothing away', () => {
  it('focuses on a freshly opened home page', () => {
    expect(mayAutofocus(env())).toBe(true);
    expect(mayAutofocus(env({ activeElement: null }))).toBe(true);
  });

  it('leaves a keyboard user on the skip link (or anything else already focused)', () => {
    expect(mayAutofocus(env({ activeElement: { tagName: 'A' } as unknown as Element }))).toBe(false);
  });

  it('leaves a visitor who arrived at an in-page target or already scrolled', () => {
    expect(mayAutofocus(env({ hash: '#main' }))).toBe(false);
    expect(mayAutofocus(env({ scrollY: 120 }))).toBe(false);
  });

  it('does not raise the on-screen keyboard on touch screens', () => {
    expect(mayAutofocus(env({ coarsePointer: true }))).toBe(false);
  });
});
