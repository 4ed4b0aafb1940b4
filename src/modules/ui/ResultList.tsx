import { Link } from 'react-router-dom';
import type { SearchResult } from '../../shared/content/types';
import { isNonRelativeLink } from '../../shared/links';

/** Internal links navigate client-side; file and external links are plain anchors. */
export function SmartLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  if (isNonRelativeLink(href) || href.startsWith('/api/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

const TYPE_LABEL: Record<string, string> = {
  document: 'Manual',
  'sub-document': 'Manual',
  download: 'Download',
  software: 'Software',
  'faq-article': 'FAQ',
  'quality-issue-article': 'Important information',
  'oof-article': 'Article',
  product: 'Product',
};

export function ResultItem({ result, dateFormatter }: { result: SearchResult; dateFormatter: Intl.DateTimeFormat }) {
  return (
    <li className="result">
      <span className={`result__type result__type--${result.contentType}`}>{TYPE_LABEL[result.contentType] ?? result.contentType}</span>
      <h3 className="result__title">
        <SmartLink href={result.url}>{result.title}</SmartLink>
      </h3>
      {result.snippet && <p className="result__snippet">{result.snippet}</p>}
      <p className="result__meta">
        {result.modelNames && result.modelNames.length > 0 && <span>{result.modelNames.slice(0, 3).join(', ')}</span>}
        {result.date && <time dateTime={result.date}>{dateFormatter.format(new Date(result.date))}</time>}
      </p>
    </li>
  );
}
