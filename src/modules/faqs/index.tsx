import { productNameOf } from '../../store/pageSelectors';
import { productUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { PAGE_SIZE } from './constants';
import { InLanguage, useTextLang } from '../shell/ui/InLanguage';

function Faqs() {
  const t = useT();
  const textLang = useTextLang();
  const page = usePage();
  const set = useAppSelector((s) => s.faqSearch);
  const isTab = page.type === 'productFaq';
  if (!isTab && set.count === 0) return null;
  return (
    <section className="module faqs" aria-labelledby="faqs-title" id="faqs">
      <h2 id="faqs-title">{t('faqs.title')}</h2>
      {set.results.length === 0 ? (
        <p className="empty">{t('faqs.none')}</p>
      ) : (
        <ul className="faq-list">
          {set.results.map((f) => (
            <li key={f.id}>
              <SmartLink href={f.url} className="faq-list__link" lang={textLang(f.language)}>
                {f.title}
              </SmartLink>
              <InLanguage language={f.language} />
              {f.snippet && (
                <p className="faq-list__snippet" lang={textLang(f.language)}>
                  {f.snippet}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {isTab ? (
        <LoadMore shown={set.results.length} count={set.count} param="num" step={PAGE_SIZE} query={page.query} />
      ) : (
        set.count > set.results.length && (
          <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productNameOf(page) ?? '', 'faqs')} className="link-more">
            {t('common.viewAll')} ({set.count})
          </SmartLink>
        )
      )}
    </section>
  );
}

/** The product's FAQs (10 by default; num pages through them on the FAQ tab). */
export const faqsModule: ModuleDefinition = {
  id: 'faqs',
  queryParams: ['num', 'accessLevel', 'modelName', 'country'],
  isVisible: visibleWhen({ id: 'faqs' }, (page) => page.type === 'product' || page.type === 'productFaq'),
  Component: Faqs,
  navLabel: 'faqs.title',
  hasContent: (state) => state.faqSearch.count > 0,
};
