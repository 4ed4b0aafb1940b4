import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../shell/ui/SiteLink';
import { supportPath } from '../../shared/links';
import { NOTHING_SELECTED, remoteProgrammingActions } from '../../store/remoteProgrammingSlice';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { hrefWithQuery, queryValue } from '../shell/ui/queryLinks';
import { BRAND_PARAM, DEVICE_PARAM } from './constants';

/**
 * A remote's programming page: choose the device, then its brand, and the codes appear (in a live
 * region, so the change is announced), followed by the step-by-step instructions. The choice is a GET
 * form (device, brand): without JavaScript the server answers it with the brands, then the codes; with
 * it the codes appear as the choice changes, and the button puts the choice in the address to share.
 */
export function RemoteCodes() {
  const t = useT();
  const id = useId();
  const page = usePage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, selectedDevice, selectedBrand } = useAppSelector((s) => s.remoteProgramming);
  if (!data) return null;
  const landing = supportPath(page.locale, 'remote-control-programming');
  const device = selectedDevice !== NOTHING_SELECTED ? data.devices[selectedDevice] : undefined;
  const brand = device && selectedBrand !== NOTHING_SELECTED ? device.brands[selectedBrand] : undefined;
  // Sent on with the form without JavaScript, as the address had it (docs/behaviour.md §5).
  const cafrench = queryValue(page.query, 'CAFRENCH');

  return (
    <article className="tool remote-codes" aria-labelledby={`${id}-title`}>
      <ToolBreadcrumbs items={[{ label: t('remote.title'), href: landing }, { label: data.modelName }]} />
      <header className="tool__header remote-hero">
        {data.image && <img className="remote-hero__image" src={data.image} alt="" width={160} height={160} />}
        <div>
          <p className="tool__eyebrow">{t('remote.model', { model: data.modelName })}</p>
          <h1 id={`${id}-title`}>{data.displayName}</h1>
          <p className="tool__intro">{data.description}</p>
          {data.suppliedWith.length > 0 && (
            <p className="tool__meta">{t('remote.suppliedWith', { models: data.suppliedWith.join(', ') })}</p>
          )}
        </div>
      </header>

      {data.isProgrammable ? (
        <form
          className="remote-steps"
          method="get"
          action={page.location.pathname}
          onSubmit={(event) => {
            event.preventDefault();
            // The address's other parameters (CAFRENCH) stay; only the choice changes.
            void navigate(hrefWithQuery(page.location, page.query, { [DEVICE_PARAM]: device?.type, [BRAND_PARAM]: brand?.name }), { preventScrollReset: true });
          }}
        >
          {cafrench !== undefined && <input type="hidden" name="CAFRENCH" value={cafrench} />}
          <section className="module remote-step" aria-labelledby={`${id}-device-title`}>
            <h2 id={`${id}-device-title`}>{t('remote.stepDevice')}</h2>
            <fieldset className="device-picker">
              <legend className="visually-hidden">{t('remote.devices')}</legend>
              {data.devices.map((d, index) => (
                <label
                  key={d.type}
                  className={`device-option${index === selectedDevice ? ' device-option--selected' : ''}`}
                >
                  <input
                    type="radio"
                    name={DEVICE_PARAM}
                    value={d.type}
                    checked={index === selectedDevice}
                    onChange={() => dispatch(remoteProgrammingActions.deviceChosen({ device: index }))}
                  />
                  <span className="device-option__name">{d.name}</span>
                  <span className="device-option__button" aria-hidden="true">
                    {d.button}
                  </span>
                </label>
              ))}
            </fieldset>
          </section>

          <section className="module remote-step" aria-labelledby={`${id}-brand-title`}>
            <h2 id={`${id}-brand-title`}>{t('remote.stepBrand')}</h2>
            {device ? (
              <div className="form-field">
                <label htmlFor={`${id}-brand`} className="form-field__label">
                  {t('remote.brand', { device: device.name })}
                </label>
                <select
                  id={`${id}-brand`}
                  name={BRAND_PARAM}
                  value={brand?.name ?? ''}
                  onChange={(e) => {
                    const index = device.brands.findIndex((b) => b.name === e.target.value);
                    dispatch(remoteProgrammingActions.brandChosen(index < 0 ? NOTHING_SELECTED : index));
                  }}
                >
                  <option value="">{t('remote.chooseBrand')}</option>
                  {device.brands.map((b) => (
                    <option key={b.name} value={b.name}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="hint">{t('remote.chooseDeviceFirst')}</p>
            )}
            <button type="submit" className="button button--secondary remote-steps__submit">
              {device ? t('remote.showCodes') : t('remote.showBrands')}
            </button>
          </section>

          <section className="module remote-step" aria-labelledby={`${id}-codes-title`}>
            <h2 id={`${id}-codes-title`}>{t('remote.stepCodes')}</h2>
            <div className="codes-region" aria-live="polite">
              {device && brand ? (
                <>
                  <h3>{t('remote.codesFor', { brand: brand.name, device: device.name })}</h3>
                  <p className="hint">{t('remote.codesIntro', { button: device.button })}</p>
                  <ol className="code-list">
                    {brand.codes.map((code, index) => (
                      <li key={code}>
                        <span className="code-list__label">{t('remote.codeNumber', { n: index + 1 })}</span>
                        <span className="code-list__code">{code}</span>
                      </li>
                    ))}
                  </ol>
                </>
              ) : (
                <p className="hint">{device ? t('remote.chooseBrandFirst') : t('remote.chooseDeviceAndBrand')}</p>
              )}
            </div>
          </section>
        </form>
      ) : (
        <p className="notice">{data.hasInformation ? t('remote.notProgrammable_notice') : t('remote.noInformation')}</p>
      )}

      {data.hasInformation && data.instructionsHtml && (
        <section className="module" aria-labelledby={`${id}-instructions-title`}>
          <h2 id={`${id}-instructions-title`}>{t('remote.instructions')}</h2>
          <EmbeddedHtml html={data.instructionsHtml} className="steps-html" />
        </section>
      )}
      <p className="tool__more">
        <SiteLink to={landing}>{t('remote.otherRemote')}</SiteLink>
      </p>
    </article>
  );
}
