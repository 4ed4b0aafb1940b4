import type { SearchResult } from '../../shared/content/types';
import { HighlightedText, SmartLink } from '../shell/ui/ResultList';
import { useT } from '../shell/ui/useT';
import { ResultThumbnail } from './ResultThumbnail';

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

interface Props {
  result: SearchResult;
  dateFormatter: Intl.DateTimeFormat;
  /** The title's level below the list's heading, so headings never skip a level. */
  headingLevel: 2 | 3;
}

/**
 * One organic result a visitor can scan (docs/decisions/040-scannable-search-results.md): a
 * thumbnail, the matched words marked in its title and snippet (spans from the server, rendered
 * as text), and, for copies of one text for several models, "For N models" with the copies in a
 * native disclosure (works without JavaScript).
 */
export function OrganicResultItem({ result, dateFormatter, headingLevel }: Props) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const type = LABELLED_TYPES.has(result.contentType) ? result.contentType : 'other';
  const group = result.group;
  return (
    <li className="result result--with-image">
      <ResultThumbnail result={result} />
      <div className="result__body">
        <span className={`result__type result__type--${result.contentType}`}>{t(`contentTypes.${type}`)}</span>
        <Heading className="result__title">
          {/* The id lets the focus come back to this result when the visitor returns (focus map). */}
          <SmartLink href={result.url} id={`result-${result.contentType}-${result.id}`}>
            {result.titleHighlights ? <HighlightedText text={result.title} spans={result.titleHighlights} /> : result.title}
          </SmartLink>
        </Heading>
        {result.snippet && (
          <p className="result__snippet">
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
            result.modelNames && result.modelNames.length > 0 && <span>{result.modelNames.slice(0, 3).join(', ')}</span>
          )}
          {result.date && <time dateTime={result.date}>{dateFormatter.format(new Date(result.date))}</time>}
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
