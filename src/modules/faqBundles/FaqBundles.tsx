import { useLocation } from 'react-router-dom';
import { SiteLink } from '../shell/ui/SiteLink';
import { automaticBundleTopicFilter } from '../../shared/content/faqBundleRules';
import { productUrl } from '../../shared/links';
import { productNameOf } from '../../store/pageSelectors';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { hrefWithQuery } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import { TOPIC_NUM_PARAM, TOPIC_PAGE_SIZE, TOPIC_PARAM, selectedTopicOf } from './constants';
import { InLanguage, useTextLang } from '../shell/ui/InLanguage';

/** Searching inside a topic: the FAQ results page with the automatic-bundle topic filter (docs/behaviour.md §2). */
function TopicSearch({ topic, title }: { topic: string; title: string }) {
  const t = useT();
  const page = usePage();
  const productName = productNameOf(page);
  if (!productName || !page.params.categoryName) return null;
  const action = `${productUrl(page.locale, page.params.categoryName, productName, 'faqs')}/results`;
  return (
    <form className="topic-search" action={action} method="get" role="search">
      <label htmlFor="topic-search-input">{t('hub.faqBundles.searchLabel', { topic: title })}</label>
      <div className="topic-search__field">
        <input
          id="topic-search-input"
          type="search"
          name="query"
          required
          maxLength={500}
          placeholder={t('hub.faqBundles.searchPlaceholder')}
        />
        <input
          type="hidden"
          name="supportFaqBundleTopicFilter"
          value={automaticBundleTopicFilter(topic, page.locale)}
        />
        <button type="submit" className="button">
          {t('hub.faqBundles.submit')}
        </button>
      </div>
    </form>
  );
}

export function FaqBundles() {
  const t = useT();
  const textLang = useTextLang();
  const page = usePage();
  const location = useLocation();
  const bundles = useAppSelector((s) => s.faqBundles.data);
  const topics = useAppSelector((s) => s.automaticBundles.data);
  const details = useAppSelector((s) => s.automaticBundleDetails);
  if (bundles.length === 0 && topics.length === 0) return null;
  const selected = selectedTopicOf(page);
  const selectedTopic = topics.find((b) => b.topic === selected);
  return (
    <section className="module faq-bundles" id="faqBundles" aria-labelledby="faq-bundles-title">
      <h2 id="faq-bundles-title">{t('hub.faqBundles.title')}</h2>
      {bundles.length > 0 && (
        <div className="bundle-list">
          {bundles.map((bundle) => (
            <details key={bundle.id} className="bundle">
              <summary className="bundle__title">
                {bundle.collapseTitle}{' '}
                <span className="bundle__count">
                  {t('hub.faqBundles.articles', { count: bundle.linkedArticles.length })}
                </span>
              </summary>
              <ul className="bundle__articles">
                {bundle.linkedArticles.map((a) => (
                  <li key={a.id}>
                    <SmartLink href={a.url} lang={textLang(a.language)}>
                      {a.title}
                    </SmartLink>
                    <InLanguage language={a.language} />
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      )}
      {topics.length > 0 && (
        <>
          <h3 className="faq-topics__title">{t('hub.faqBundles.byTopic')}</h3>
          <ul className="chip-list faq-topics">
            {topics.map((b) => (
              <li key={b.topic}>
                <SiteLink
                  className="chip"
                  to={hrefWithQuery(location, page.query, { [TOPIC_PARAM]: b.topic, [TOPIC_NUM_PARAM]: undefined })}
                  aria-current={b.topic === selected ? 'true' : undefined}
                  preventScrollReset
                  state={{ trigger: 'filter' }}
                >
                  {b.title} <span className="chip__count">({b.articleCount})</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {selectedTopic && details.results.length > 0 && (
        <section className="faq-topic" aria-labelledby="faq-topic-title" aria-live="polite">
          <div className="faq-topic__head">
            <h3 id="faq-topic-title">{selectedTopic.title}</h3>
            <SiteLink
              className="faq-topic__close"
              to={hrefWithQuery(location, page.query, { [TOPIC_PARAM]: undefined, [TOPIC_NUM_PARAM]: undefined })}
              preventScrollReset
              state={{ trigger: 'filter' }}
            >
              {t('hub.faqBundles.close')}
            </SiteLink>
          </div>
          <ul className="faq-list">
            {details.results.map((a) => (
              <li key={a.id}>
                <SmartLink href={a.url} className="faq-list__link" lang={textLang(a.language)}>
                  {a.title}
                </SmartLink>
                <InLanguage language={a.language} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={details.results.length}
            count={details.count}
            param={TOPIC_NUM_PARAM}
            step={TOPIC_PAGE_SIZE}
            query={page.query}
          />
          <TopicSearch topic={selectedTopic.topic} title={selectedTopic.title} />
        </section>
      )}
    </section>
  );
}
