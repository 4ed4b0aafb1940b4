import { SiteLink } from '../shell/ui/SiteLink';
import { repairUrl, serviceCentresUrl } from '../../shared/links';
import { usePage } from '../shell/ui/hooks';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';

/** The contact page's options: phone per locale with opening hours, repair, service centres; the ticket form follows. */
export function ContactOptions() {
  const t = useT();
  const page = usePage();
  const phone = t('contact.phone');
  return (
    <article className="tool contact" aria-labelledby="contact-title">
      <ToolBreadcrumbs items={[{ label: t('contact.title') }]} />
      <header className="tool__header">
        <h1 id="contact-title">{t('contact.title')}</h1>
        <p className="tool__intro">{t('contact.intro')}</p>
      </header>
      <div className="contact__options">
        <section className="module contact__option" aria-labelledby="contact-phone-title">
          <h2 id="contact-phone-title">{t('contact.phoneTitle')}</h2>
          <p className="contact__phone">
            {/* tel: wants the number without spaces; the text keeps them for reading. */}
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </p>
          <p className="hint">{t('contact.phoneNote')}</p>
          <h3>{t('contact.hoursTitle')}</h3>
          <ul className="contact__hours">
            <li>{t('contact.hoursWeekdays')}</li>
            <li>{t('contact.hoursSaturday')}</li>
            <li>{t('contact.hoursClosed')}</li>
          </ul>
        </section>
        <section className="module contact__option" aria-labelledby="contact-repair-title">
          <h2 id="contact-repair-title">{t('contact.repairTitle')}</h2>
          <p>{t('contact.repairText')}</p>
          <SiteLink className="button" to={repairUrl(page.locale)}>
            {t('contact.repairLink')}
          </SiteLink>
        </section>
        <section className="module contact__option" aria-labelledby="contact-centres-title">
          <h2 id="contact-centres-title">{t('contact.centresTitle')}</h2>
          <p>{t('contact.centresText')}</p>
          <SiteLink className="button button--secondary" to={serviceCentresUrl(page.locale)}>
            {t('contact.centresLink')}
          </SiteLink>
        </section>
      </div>
    </article>
  );
}
