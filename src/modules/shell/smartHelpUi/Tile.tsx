import type { ReactNode } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { useT } from '../ui/useT';
import { smartHelpArticleUrl, type Tv } from './links';

interface TileProps {
  to: string;
  title: string;
  text?: string;
  /** A small label above the title (content type, count). */
  eyebrow?: string;
  media?: ReactNode;
  tone?: 'default' | 'notice';
}

/** One large focusable card of the TV layout: the whole card is the link, no hover-only parts. */
export function Tile({ to, title, text, eyebrow, media, tone = 'default' }: TileProps) {
  return (
    <SiteLink to={to} className={`tv-tile${tone === 'notice' ? ' tv-tile--notice' : ''}`}>
      {media}
      <span className="tv-tile__body">
        {eyebrow && <span className="tv-tile__eyebrow">{eyebrow}</span>}
        <span className="tv-tile__title">{title}</span>
        {text && <span className="tv-tile__text">{text}</span>}
      </span>
    </SiteLink>
  );
}

export interface ArticleItem {
  id: string;
  title: string;
  contentType?: string;
  snippet?: string;
}

/** Articles as a grid of tiles that open inside smart help (never the desktop article page). */
export function ArticleTiles({ items, tv, locale, label }: { items: readonly ArticleItem[]; tv: Tv; locale: string; label: string }) {
  const t = useT();
  return (
    <ul className="tv-grid tv-grid--articles" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Tile
            to={smartHelpArticleUrl(locale, tv, item.id)}
            title={item.title}
            text={item.snippet}
            eyebrow={item.contentType ? t(`smartHelp.type_${item.contentType}`, { defaultValue: '' }) || undefined : undefined}
            tone={item.contentType === 'quality-issue-article' ? 'notice' : 'default'}
          />
        </li>
      ))}
    </ul>
  );
}
