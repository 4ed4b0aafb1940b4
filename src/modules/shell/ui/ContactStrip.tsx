import { SiteLink } from './SiteLink';
import { contactUrl, repairUrl, serviceCentresUrl } from '../../../shared/links';
import { usePage } from './hooks';
import { useT } from './useT';

/**
 * The way to a person (docs/behaviour.md §2): contact, repair and service centres in one compact row,
 * on a product page's first screen and under every article. With a model number the repair form
 * opens prefilled with it.
 */
export function ContactStrip({ modelNumber, variant }: { modelNumber?: string; variant: 'product' | 'article' }) {
  const t = useT();
  const page = usePage();
  const title = variant === 'product' && modelNumber ? t('contact.productTitle', { model: modelNumber }) : t('contact.articleTitle');
  const text = variant === 'product' ? t('contact.productText') : t('contact.articleText');
  return (
    <aside className={`contact-strip contact-strip--${variant}`} aria-label={t('contact.link')}>
      <p className="contact-strip__text">
        <strong>{title}</strong> {text}
      </p>
      <ul className="contact-strip__links">
        <li>
          <SiteLink to={repairUrl(page.locale, modelNumber)} className="contact-strip__link contact-strip__link--primary">
            {t('contact.repairLink')}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={contactUrl(page.locale)} className="contact-strip__link">
            {t('contact.title')}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={serviceCentresUrl(page.locale)} className="contact-strip__link">
            {t('contact.centresLink')}
          </SiteLink>
        </li>
      </ul>
    </aside>
  );
}
