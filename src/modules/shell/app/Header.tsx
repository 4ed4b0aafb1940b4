import { NavLink } from 'react-router-dom';
import { SiteLink } from '../ui/SiteLink';
import { contactUrl, legalUrl, supportPath, type ListingType } from '../../../shared/links';
import { LANGUAGE_PREFIXES, type Locale } from '../../../shared/locale';
import { isProductKind } from '../../../store/pageSelectors';
import { isInProductPage } from '../../../store/pageSelectors';
import { usePage } from '../ui/hooks';
import { useT } from '../ui/useT';

const LANGUAGE_NAMES: Record<Locale, string> = { en_GB: 'English', de_DE: 'Deutsch', fr_FR: 'Français' };

/** The support sections every visitor can open: the home pages per content type (docs/behaviour.md §2). */
const SECTIONS: ReadonlyArray<{ type?: ListingType; key: string }> = [
  { key: 'site.support' },
  { type: 'manuals', key: 'filters.manuals' },
  { type: 'downloads', key: 'filters.downloads' },
  { type: 'faqs', key: 'filters.faqs' },
];

/** The same page in another language: swap the language prefix, keep the rest of the path. */
function pathIn(locale: Locale, pathname: string, search: string): string {
  return `${supportPath(locale)}${pathname === '/' ? '' : pathname}${search}`;
}

export function Header() {
  const t = useT();
  const page = usePage();
  // A product's pages have one navigation, their tabs (ADR 039): the site's sections would repeat
  // "Manuals / Downloads / FAQs" above them. The way to a person stays. A product address the site does
  // not know shows the 404, which has no tabs: the sections are its way on.
  const sections = (isProductKind(page) || isInProductPage(page)) && !page.pageData.notFound ? [] : SECTIONS;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* Named by its visible text (the brand and "Support"): a different label would not match what voice users say. */}
        <SiteLink to={supportPath(page.locale)} className="brand">
          <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path d="M9 22 16 8l7 14h-4l-3-6.5L13 22z" fill="#fff" />
          </svg>
          <span className="brand__name">{t('site.brand')}</span>
          <span className="brand__section">{t('site.support')}</span>
        </SiteLink>
        <nav aria-label={t('site.language')} className="language-switch">
          <ul>
            {Object.values(LANGUAGE_PREFIXES).map((locale) => (
              <li key={locale}>
                <a
                  href={pathIn(locale, page.pathname, page.location.search)}
                  lang={locale.slice(0, 2)}
                  hrefLang={locale.slice(0, 2)}
                  aria-current={locale === page.locale ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <nav aria-label={t('site.mainNav')} className="section-nav">
        <ul className="section-nav__list">
          {sections.map(({ type, key }) => (
            <li key={key}>
              <NavLink end to={supportPath(page.locale, type)} className="section-nav__link">
                {t(key)}
              </NavLink>
            </li>
          ))}
          {/* docs/behaviour.md §2: the way to a person is one click from every page. */}
          <li className="section-nav__item--contact">
            <NavLink to={contactUrl(page.locale)} className="section-nav__link section-nav__link--contact">
              {t('contact.link')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

export function Footer() {
  const t = useT();
  const page = usePage();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('site.footerNav')}>
          <ul className="site-footer__links">
            {SECTIONS.map(({ type, key }) => (
              <li key={key}>
                <SiteLink to={supportPath(page.locale, type)}>{t(key)}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={contactUrl(page.locale)}>{t('contact.link')}</SiteLink>
            </li>
          </ul>
        </nav>
        {/* Legal pages per language, expected on every page in Germany and France (docs/decisions/041-legal-pages.md). */}
        <nav aria-label={t('legal.nav')}>
          <ul className="site-footer__links site-footer__links--legal">
            <li>
              <SiteLink to={legalUrl(page.locale, 'imprint')}>{t('legal.imprint')}</SiteLink>
            </li>
            <li>
              <SiteLink to={legalUrl(page.locale, 'privacy')}>{t('legal.privacy')}</SiteLink>
            </li>
          </ul>
        </nav>
        <p>{t('site.footer')}</p>
      </div>
    </footer>
  );
}
