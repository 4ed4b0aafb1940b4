import type { SearchResult } from '../../shared/content/types';
import { ResultItem } from '../shell/ui/ResultList';
import { ResultThumbnail } from './ResultThumbnail';

interface Props {
  result: SearchResult;
  dateFormatter: Intl.DateTimeFormat;
  /** The title's level below the list's heading, so headings never skip a level. */
  headingLevel: 2 | 3;
}

/**
 * One organic result a visitor can scan (docs/decisions/040-scannable-search-results.md): the shared
 * result with a thumbnail on every row (the product's picture, the content's own, or a type icon), so
 * the list keeps one rhythm whatever the type.
 */
export function OrganicResultItem({ result, dateFormatter, headingLevel }: Props) {
  return <ResultItem result={result} dateFormatter={dateFormatter} headingLevel={headingLevel} media={<ResultThumbnail result={result} />} />;
}
