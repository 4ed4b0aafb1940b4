import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { feedOf } from './feedOf';

/**
 * "Follow updates": the Atom feed of the product (or category) with how to subscribe to it. A plain
 * link and a <details> element, so it works without JavaScript. The data is the page header's
 * metadata; this section loads nothing of its own.
 */
export function FollowUpdates() {
  const t = useT();
  const meta = useAppSelector((s) => s.metadata.data);
  const feed = feedOf(meta, usePage());
  if (!feed) return null;
  return (
    <section className="module follow-updates" id="follow-updates" aria-labelledby="follow-updates-title">
      <h2 id="follow-updates-title">{t('follow.title')}</h2>
      <p className="module__intro">{t('follow.intro', { name: feed.name })}</p>
      <p>
        <a className="follow-updates__link" href={feed.href} type="application/atom+xml" data-testid="follow-feed">
          {t('follow.feedLink', { name: feed.name })}
        </a>
      </p>
      <details className="follow-updates__how">
        <summary>{t('follow.howToTitle')}</summary>
        <p>{t('follow.howTo')}</p>
      </details>
    </section>
  );
}
