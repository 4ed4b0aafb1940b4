/**
 * @jest-environment jsdom
 */
import { revealFocusInStrips } from '../revealFocus';

describe('revealFocusInStrips', () => {
  it('scrolls a link focused in a sideways row wholly into view, and leaves other focus alone', () => {
    document.body.innerHTML = `
      <nav><ul class="section-nav__list"><li><a href="/a" id="in-strip">Bedienungsanleitungen</a></li></ul></nav>
      <main><a href="/b" id="elsewhere">Elsewhere</a></main>`;
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push(`${this.id} ${JSON.stringify(options)}`);
    };
    revealFocusInStrips(document);
    document.getElementById('in-strip')!.focus();
    document.getElementById('elsewhere')!.focus();
    expect(scrolled).toEqual(['in-strip {"block":"nearest","inline":"nearest"}']);
  });
});
