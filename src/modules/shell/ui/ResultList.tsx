import { Fragment } from 'react';
import { SiteLink } from './SiteLink';
import type { SearchResult } from '../../../shared/content/types';
import { isNonRelativeLink } from '../../../shared/links';
import { ResponsiveImage } from './ResponsiveImage';
import { useT } from './useT';
import { InLanguage, useTextLang } from './InLanguage';

/** Internal links navigate client-side; file and external links are plain anchors. */
export function SmartLink({ href, children, className, id, lang }: { href: string; children: React.ReactNode; className?: string; id?: string; lang?: string }) {
  if (isNonRelativeLink(href) || href.startsWith('/api/')) {
    return (
      <a href={href} className={className} id={id} lang={lang}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={href} className={className} id={id} lang={lang}>
      {children}
    </SiteLink>
  );
}

/** Content types with a label of their own; anything newer falls back to the generic one. */
const LABELLED_TYPES = new Set([
  'document',
  'sub-document',
  'download',
  'software',
  'software-article',
  'faq-article',
  'quality-issue-article',
  'oof-article',
  'video-content',
  'product',
  'service-manual',
  'technical-news',
  'repair-tools',
  'technical-memo',
  'training-information',
  'service-information',
]);

/**
 * A snippet with the spans the search matched marked: valid, non-overlapping spans in order
 * (the content API sends them so); anything else is shown as plain text.
 */
export function HighlightedText({ text, spans }: { text: string; spans: ReadonlyArray<readonly [number, number]> }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

interface ResultItemProps {
  result: SearchResult;
  dateFormatter: Intl.DateTimeFormat;
  /** The title's level below the list's heading, so headings never skip a level. */
  headingLevel?: 2 | 3 | 4;
  /** A picture of the list's own (the search results' thumbnails); by default the result's image, if any. */
  media?: React.ReactNode;
}

/**
 * One result: its type, title and snippet (the matched words marked when the search sent their spans),
 * page of a manual, models and date; copies of one text for several models ("For N models", ADR 040)
 * list the copies in a native disclosure, which works without JavaScript.
 */
export function ResultItem({ result, dateFormatter, headingLevel = 3, media }: ResultItemProps) {
  const t = useT();
  // A result shown in another language than the page's (the content service's fallback for text not yet
  // translated) says so, and its text is marked with `lang` so a screen reader reads it in the right voice.
  const lang = useTextLang()(result.language);
  const Heading = `h${headingLevel}` as const;
  const type = LABELLED_TYPES.has(result.contentType) ? result.contentType : 'other';
  const group = result.group;
  const picture = media ?? (result.image ? <ResponsiveImage src={result.image} policy="organicResult" className="result__image" /> : null);
  return (
    <li className={`result${picture ? ' result--with-image' : ''}`}>
      {picture}
      <div className="result__body">
        <span className={`result__type result__type--${result.contentType}`}>{t(`contentTypes.${type}`)}</span>
        <Heading className="result__title" lang={lang}>
          {/* The id lets the focus come back to this result when the visitor returns (focus map). */}
          <SmartLink href={result.url} id={`result-${result.contentType}-${result.id}`}>
            {result.titleHighlights ? <HighlightedText text={result.title} spans={result.titleHighlights} /> : result.title}
          </SmartLink>
        </Heading>
        {result.snippet && (
          <p className="result__snippet" lang={lang}>
            {result.snippetHighlights ? <HighlightedText text={result.snippet} spans={result.snippetHighlights} /> : result.snippet}
          </p>
        )}
        <p className="result__meta">
          {result.page && result.pageUrl && (
            // The PDF opened at the page the snippet is from (#page=N is read by browsers' PDF viewers).
            <a className="result__page" href={result.pageUrl} aria-label={t('search.manualPageLink', { title: result.title, page: result.page })}>
              {t('search.manualPage', { page: result.page })}
            </a>
          )}
          {group ? (
            <strong className="result__models">{t('search.forModels', { count: group.modelCount })}</strong>
          ) : (
            result.modelNames &&
            result.modelNames.length > 0 && (
              // Each model number whole: a line may break between them, never inside 'ANB-F14G1'.
              <span className="result__model-names">
                {result.modelNames.slice(0, 3).map((name, i) => (
                  <Fragment key={name}>
                    {i > 0 && ', '}
                    <span>{name}</span>
                  </Fragment>
                ))}
              </span>
            )
          )}
          {result.date && <time dateTime={result.date}>{dateFormatter.format(new Date(result.date))}</time>}
          <InLanguage language={result.language} />
        </p>
        {group && (
          <details className="result__group">
            <summary>{t('search.showModels', { count: group.modelCount })}</summary>
            <ul>
              {group.items.map((item) => (
                <li key={item.id}>
                  <SmartLink href={item.pageUrl ?? item.url}>{item.modelNames?.length ? item.modelNames.join(', ') : item.title}</SmartLink>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}
