import type { SyntheticEvent } from 'react';
import { footnoteOf, footnotesActions } from '../../store/footnotesSlice';
import { useAppDispatch, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

function Markers({ markers }: { markers: readonly string[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const footnotes = useAppSelector((s) => s.footnotes);
  const resolved = markers.map((m) => footnoteOf(footnotes, m)).filter((f) => f !== undefined);
  if (resolved.length === 0) return null;
  return (
    <>
      {resolved.map((f) => (
        <sup key={f.id} className="spec-sheet__marker">
          {/* Following a marker opens the footnote list so its target is visible. */}
          <a
            href={`#footnote-${f.id}`}
            aria-label={t('hub.specifications.footnote', { id: f.id })}
            onClick={() => dispatch(footnotesActions.setCollapse(false))}
          >
            {f.id}
          </a>
        </sup>
      ))}
    </>
  );
}

/** The full sheet of the productTechSpecs page: groups of name/value pairs, in the box, footnotes. */
export function SpecSheet() {
  const t = useT();
  const dispatch = useAppDispatch();
  const data = useAppSelector((s) => s.specifications.data);
  const footnotes = useAppSelector((s) => s.footnotes);
  if (!data) {
    return (
      <section className="module spec-sheet" id="specifications" aria-labelledby="specifications-title">
        <h2 id="specifications-title">{t('hub.specifications.title')}</h2>
        <p className="empty">{t('hub.specifications.none')}</p>
      </section>
    );
  }
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const open = event.currentTarget.open;
    if (open === footnotes.collapse) dispatch(footnotesActions.setCollapse(!open));
  };
  return (
    <section className="module spec-sheet" id="specifications" aria-labelledby="specifications-title">
      <h2 id="specifications-title">{t('hub.specifications.title')}</h2>
      <div className="spec-sheet__groups">
        {data.techSpecs.map((group, index) => (
          <section key={`${group.name}-${index}`} className="spec-sheet__group" aria-labelledby={`spec-group-${index}`}>
            <h3 id={`spec-group-${index}`}>{group.name}</h3>
            <dl className="spec-list">
              {group.specs.map((spec) => (
                <div key={spec.name} className="spec-list__row">
                  <dt>{spec.name}</dt>
                  <dd>
                    {spec.value}
                    {spec.footnotes && <Markers markers={spec.footnotes} />}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {data.inTheBox.length > 0 && (
        <section className="spec-sheet__box" aria-labelledby="spec-in-the-box">
          <h3 id="spec-in-the-box">{t('hub.specifications.inTheBox')}</h3>
          <ul className="in-the-box">
            {data.inTheBox.map((item) => (
              <li key={item.name}>
                {item.quantity > 1 && <span className="in-the-box__quantity">{item.quantity} × </span>}
                {item.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {footnotes.specs.length > 0 && (
        // A native disclosure: it opens without script; the footnote state follows the visitor's toggle.
        <details className="footnotes" open={!footnotes.collapse} onToggle={onToggle}>
          <summary>{t('hub.specifications.footnotes', { count: footnotes.specs.length })}</summary>
          <ol className="footnotes__list">
            {footnotes.specs.map((f) => (
              <li key={f.id} id={`footnote-${f.id}`}>
                <span className="footnotes__marker" aria-hidden="true">
                  {f.marker}
                </span>{' '}
                {f.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
