import type { ModelDetail, ModelDetailsGroup } from '../../shared/content/ascTypes';
import { productUrl } from '../../shared/links';
import { productNameOf, queryTextOf } from '../../store/pageSelectors';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

/** Separator- and case-insensitive: 'at55x89jbu' finds 'AT55X89JBU', 'x89j' finds 'AT-55X89J/B'. */
const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function matches(detail: ModelDetail, query: string): boolean {
  const words = query.split(/\s+/).map(key).filter(Boolean);
  const haystack = key([detail.modelName, detail.title, ...detail.attributes.map((a) => a.value)].join(' '));
  return words.every((w) => haystack.includes(w));
}

function Group({ id, title, group }: { id: string; title: string; group: ModelDetail[] }) {
  const t = useT();
  const page = usePage();
  const fmt = dateFormatter(page.locale);
  return (
    <section className="model-details__group" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="module__count">({group.length})</span>
      </h3>
      <ul className="model-details__list">
        {group.map((detail) => (
          <li key={detail.id} className="model-detail">
            <h4 className="model-detail__name">{detail.modelName}</h4>
            <dl className="model-detail__facts">
              {detail.attributes.map((a) => (
                <div key={a.key} className="model-detail__fact">
                  <dt>{t(`asc.modelDetails.attr.${a.key}`)}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
            </dl>
            <p className="model-detail__updated">{t('asc.modelDetails.updated', { date: fmt.format(new Date(detail.updated)) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ModelDetails() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.modelDetails);
  const data = set.data;
  if (set.hasError || !data) return null;
  const region = t(`asc.modelDetails.region_${data.region}`);
  if (page.type === 'product') {
    if (data.global.count + data.regional.count === 0) return null;
    return (
      <section className="module model-details model-details--summary" aria-labelledby="model-details-title" id="model-details">
        <h2 id="model-details-title">{t('asc.modelDetails.title')}</h2>
        <p>{t('asc.modelDetails.summary', { global: data.global.count, regional: data.regional.count })}</p>
        <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productNameOf(page) ?? '', 'model-details')} className="link-more">
          {t('asc.modelDetails.viewAll')}
        </SmartLink>
      </section>
    );
  }
  // On the model-details results page the query narrows the variants (separator-insensitive).
  const query = page.type === 'productModelDetailResults' ? queryTextOf(page).trim() : '';
  const pick = (g: ModelDetailsGroup) => (query ? g.results.filter((d) => matches(d, query)) : g.results);
  const global = pick(data.global);
  const regional = pick(data.regional);
  return (
    <section className="module model-details" aria-labelledby="model-details-title" id="model-details">
      <h2 id="model-details-title">{t('asc.modelDetails.title')}</h2>
      {global.length + regional.length === 0 ? (
        <p className="empty">{query ? t('asc.modelDetails.noMatch', { query }) : t('asc.modelDetails.none')}</p>
      ) : (
        <>
          {global.length > 0 && <Group id="model-details-global" title={t('asc.modelDetails.global')} group={global} />}
          {regional.length > 0 && <Group id="model-details-regional" title={t('asc.modelDetails.regional', { region })} group={regional} />}
        </>
      )}
    </section>
  );
}

