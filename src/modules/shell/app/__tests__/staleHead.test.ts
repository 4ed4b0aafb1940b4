/**
 * @jest-environment jsdom
 */
import { dropServerHeadTags } from '../staleHead';

describe('after a client navigation to another page', () => {
  it('drops the previous page’s language links, feed link and structured data, and keeps the rest', () => {
    document.head.innerHTML = [
      '<title>AT-55X89J | Aurora Support</title>',
      '<meta name="description" content="Support for the AT-55X89J">',
      '<link rel="canonical" href="https://support.example.test/electronics/support/televisions/at-55x89j">',
      '<link rel="alternate" hreflang="de-DE" href="https://support.example.test/de/electronics/support/televisions/at-55x89j">',
      '<link rel="alternate" hreflang="x-default" href="https://support.example.test/electronics/support/televisions/at-55x89j">',
      '<link rel="alternate" type="application/atom+xml" href="/electronics/support/feeds/products/at-55x89j.atom">',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<link rel="stylesheet" href="/electronics/support/static/site.css">',
    ].join('');
    dropServerHeadTags(document);
    const left = [...document.head.children].map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('rel') ?? e.getAttribute('name') ?? ''}`.trim());
    expect(left).toEqual(['title', 'meta description', 'link canonical', 'link stylesheet']);
  });
});
