import type { Banner } from '../../shared/content/hubTypes';
import { SmartLink } from '../shell/ui/ResultList';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { offersSystem, operatingSystemOf, showsBanners } from './bannerRules';

function BannerCard({ banner }: { banner: Banner }) {
  return (
    <li className={`banner banner--${banner.theme}`}>
      {banner.image && (
        <img
          className="banner__image"
          src={banner.image}
          alt=""
          width={600}
          height={200}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="banner__body">
        <h3 className="banner__title">{banner.title}</h3>
        <p className="banner__text">{banner.text}</p>
        <SmartLink href={banner.linkUrl} className="banner__link">
          {banner.linkText}
        </SmartLink>
      </div>
    </li>
  );
}

/** The path of a link, without its query or fragment. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end >= 0 ? url.slice(0, end) : url;
}

function Banners() {
  const t = useT();
  const page = usePage();
  const general = useAppSelector((s) => s.banners.data);
  const loaded = useAppSelector((s) => s.specificBanners.data);
  const systems = useAppSelector((s) => s.downloadFilters.data.operatingSystem);
  if (!showsBanners(page)) return null;
  const specific = offersSystem(systems, operatingSystemOf(page)) ? loaded : [];
  // Specific banners first: they answer the visitor's own system.
  // A banner that leads to the page the visitor is on ('See downloads' on the downloads tab) is left out.
  const here = page.location.pathname;
  const list = [...specific, ...general.filter((b) => !specific.some((s) => s.id === b.id))].filter((b) => pathOf(b.linkUrl) !== here);
  if (list.length === 0) return null;
  return (
    <section className="module banners" id="banners" aria-labelledby="banners-title">
      <h2 id="banners-title" className="visually-hidden">
        {t('hub.banners.title')}
      </h2>
      <ul className="banner-list">
        {list.map((banner) => (
          <BannerCard key={banner.id} banner={banner} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Banners and operating-system banners. Listed on more page types than it shows on: where banners
 * do not belong its loader resets both data sets (docs/behaviour.md §5), so none outlive a client navigation.
 */
export const bannersModule: ModuleDefinition = {
  id: 'banners',
  queryParams: ['operating-system', 'modelName'],
  // Promotions have no place in a lite frame (a CRM or kiosk screen shows the support content only).
  isVisible: visibleWhen({ id: 'banners', hiddenModes: 'All' }),
  Component: Banners,
  region: 'aside',
};
