import sanitizeHtml from 'sanitize-html';

/**
 * The one gate every piece of embedded HTML passes before it leaves the content service (licence
 * texts, article and software bodies, repair-document descriptions): the site renders these
 * strings as HTML, so anything not on this allow-list is dropped here.
 *
 * Kept: paragraphs, lists, emphasis, h2-h4, tables, code, line breaks, and links to http(s) or to
 * site-relative paths. Dropped: scripts, styles, forms, frames, media, event handlers, inline
 * styles, classes and ids, and every other attribute. The text of a dropped tag is kept, except for
 * script-like tags whose content is dropped with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'ul', 'ol', 'li', 'strong', 'em', 'h2', 'h3', 'h4', 'a', 'code', 'pre', 'br',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    // `rel` is only ever the one transformTags writes: it rebuilds each link's attributes.
    a: ['href', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // '//host/path' would leave the site without naming a scheme.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title'],
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    // Links to other sites open without handing them this page (no opener, no referrer).
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const rebuilt: sanitizeHtml.Attributes = { href };
      if (/^https?:/i.test(href)) rebuilt.rel = 'noopener noreferrer';
      return { tagName, attribs: rebuilt };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeEmbeddedHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text as a paragraph of safe HTML (for content that has no HTML of its own). */
export function textToHtml(text: string): string {
  return text === '' ? '' : `<p>${escapeHtml(text)}</p>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
