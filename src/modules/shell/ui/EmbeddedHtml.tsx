/**
 * HTML that comes embedded in content (licence texts, article and software bodies, repair
 * documents). The content service sanitises every such string before answering
 * (src/server/content/sanitize/sanitizeEmbeddedHtml.ts: an allow-list of text tags and http(s)
 * links); this component is the one place the site renders it as HTML.
 */
export function EmbeddedHtml({ html, className, id, lang }: { html: string; className?: string; id?: string; lang?: string }) {
  if (!html) return null;
  return <div id={id} lang={lang} className={`embedded-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
