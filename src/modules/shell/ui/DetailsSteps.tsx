import type { ReactNode } from 'react';
import { useT } from './useT';

/**
 * The numbered steps of an article or software page (stepNum says whether there are any). Each
 * step is labelled "Step N" as a heading of its own, so a screen reader can jump between steps.
 */
export function DetailsSteps({
  id,
  title,
  aside,
  stepNum,
  steps,
  Heading,
  ItemHeading,
  lang,
}: {
  /** The section heading's element id. */
  id: string;
  title: string;
  /** Shown beside the heading (the article's step count). */
  aside?: ReactNode;
  stepNum: number;
  steps: readonly string[];
  Heading: 'h2' | 'h3';
  ItemHeading: 'h3' | 'h4';
  /** The steps' language when it is not the page's (an untranslated article). */
  lang?: string;
}) {
  const t = useT();
  if (stepNum <= 0) return null;
  const heading = <Heading id={id}>{title}</Heading>;
  return (
    <section className="details__section" aria-labelledby={id}>
      {aside ? (
        <div className="details__section-head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      <ol className="steps">
        {steps.map((step, i) => (
          <li key={i} className="steps__item">
            <ItemHeading className="steps__label">{t('articleDetails.step', { number: i + 1 })}</ItemHeading>
            <p lang={lang}>{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
