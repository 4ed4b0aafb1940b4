import { escapeHtml, sanitizeEmbeddedHtml, textToHtml } from '../sanitizeEmbeddedHtml';

describe('sanitizeEmbeddedHtml', () => {
  it('keeps the structure support content uses', () => {
    const html =
      '<h2>Licence</h2><p>Read <strong>this</strong> <em>first</em>.</p><ol><li>One</li></ol><ul><li>Two</li></ul>' +
      '<table><caption>Requirements</caption><thead><tr><th scope="col">OS</th></tr></thead><tbody><tr><td colspan="2">Windows 11</td></tr></tbody></table>' +
      '<pre><code>update.bin</code></pre><p>Line<br>break</p><h3>A</h3><h4>B</h4>';
    expect(sanitizeEmbeddedHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, frames and event handlers with their payload', () => {
    const out = sanitizeEmbeddedHtml(
      '<p onclick="steal()" style="color:red" class="x" id="y">Hi</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)><svg><script>alert(2)</script></svg>' +
        '<form action="/x"><input name="a"></form><object data="x"></object>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps the text of unknown tags but not the tags', () => {
    expect(sanitizeEmbeddedHtml('<div><span>Plain</span> <h1>text</h1></div>')).toBe('Plain text');
  });

  it('allows http(s) and site-relative links only, and isolates external ones', () => {
    expect(sanitizeEmbeddedHtml('<a href="https://example.com/a">A</a>')).toBe('<a href="https://example.com/a" rel="noopener noreferrer">A</a>');
    expect(sanitizeEmbeddedHtml('<a href="/electronics/support">B</a>')).toBe('<a href="/electronics/support">B</a>');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'vbscript:x', 'mailto:a@b.c']) {
      expect(sanitizeEmbeddedHtml(`<a href="${href}" target="_blank" rel="opener">C</a>`)).toBe('<a>C</a>');
    }
    expect(sanitizeEmbeddedHtml('<a href="javascript:x"></a>')).toBe('');
  });

  it('neutralises markup tricks', () => {
    expect(sanitizeEmbeddedHtml('<p>a</p><!-- <script>x</script> --><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeEmbeddedHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeEmbeddedHtml('<p title="x" lang="en">&lt;script&gt;</p>')).toBe('<p>&lt;script&gt;</p>');
    expect(sanitizeEmbeddedHtml('')).toBe('');
  });
});

describe('textToHtml', () => {
  it('escapes text into one paragraph', () => {
    expect(textToHtml('a < b & "c"')).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>');
    expect(textToHtml('')).toBe('');
    expect(escapeHtml("'")).toBe('&#39;');
  });
});
