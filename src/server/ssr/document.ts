import { htmlLang } from '../../shared/locale';

/** The build's entry files, read from the asset manifest written by the client build. */
export interface Assets {
  scripts: string[];
  styles: string[];
  /**
   * The files of each lazy chunk by its name (`page-product`, `strings-de-product-json`), beyond the entry's own files.
   * A page's document names those of its bundle and language (pageScripts.ts).
   */
  chunks?: Readonly<Record<string, readonly string[]>>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const STATE_ESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  ['<', '>', '&', '\u2028', '\u2029'].map((c) => [c, `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`]),
);
const STATE_ESCAPED = Object.keys(STATE_ESCAPES);

/**
 * JSON for a <script type="application/json"> element (docs/architecture.md §3): `<`, `>`, `&`, U+2028 and U+2029
 * become \uXXXX so no content can close the element, open a comment or break a JS parser.
 */
export function serialiseState(state: unknown): string {
  const json = JSON.stringify(state);
  // A state holds few of these, often none. The escaped text is built from slices of the JSON joined by `+`,
  // which V8 keeps as references to it: a copy per escaped character (replaceAll) cost a whole copy of the
  // product page's some 60 KB of two-byte JSON each time; the document's join copies the text once anyway.
  const positions: number[] = [];
  for (const character of STATE_ESCAPED) {
    for (let at = json.indexOf(character); at !== -1; at = json.indexOf(character, at + 1)) positions.push(at);
  }
  if (positions.length === 0) return json;
  positions.sort((a, b) => a - b);
  let escaped = '';
  let from = 0;
  for (const at of positions) {
    escaped += json.slice(from, at) + STATE_ESCAPES[json[at]];
    from = at + 1;
  }
  return escaped + json.slice(from);
}

export interface DocumentParts {
  locale: string;
  title: string;
  description?: string;
  canonical?: string;
  /** Further head tags (canonical, hreflang, feed link, structured data), already HTML. */
  head?: string;
  body: string;
  state: unknown;
  assets: Assets;
  nonce: string;
  staticBase: string;
}

export function renderDocument(parts: DocumentParts): string {
  const { locale, title, body, state, assets, nonce, staticBase } = parts;
  const styles = assets.styles.map((f) => `<link rel="stylesheet" href="${staticBase}/${escapeHtml(f)}">`).join('');
  const scripts = assets.scripts
    .map((f) => `<script defer src="${staticBase}/${escapeHtml(f)}" nonce="${nonce}"></script>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}">` : '',
    parts.head ?? '',
    '<meta name="theme-color" content="#0b3d91">',
    `<link rel="icon" href="${staticBase}/favicon.svg" type="image/svg+xml">`,
    styles,
    scripts,
    '</head>',
    `<body data-locale="${escapeHtml(locale)}">`,
    `<div id="root">${body}</div>`,
    `<script id="__PRELOADED_STATE__" type="application/json" nonce="${nonce}">${serialiseState(state)}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
