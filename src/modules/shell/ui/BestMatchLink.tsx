import { ResponsiveImage } from './ResponsiveImage';
import { SiteLink } from './SiteLink';

interface Props {
  to: string;
  image?: string;
  /** The bold first line: a model number, or a category's name. */
  heading?: string;
  /** The line under it: a product's name, or what a category holds. */
  text?: string;
}

/**
 * A place a search or a 404 offers above everything else: a model the visitor named or meant (ADR 050, 052,
 * 055) or the category a product kind names (ADR 054). A link with its picture, one card shape for all.
 */
export function BestMatchLink({ to, image, heading, text }: Props) {
  return (
    <SiteLink to={to} className="best-match">
      {image ? <ResponsiveImage src={image} policy="bestMatch" /> : null}
      <span>
        {heading ? <strong>{heading}</strong> : null}
        {text ? <span>{text}</span> : null}
      </span>
    </SiteLink>
  );
}
