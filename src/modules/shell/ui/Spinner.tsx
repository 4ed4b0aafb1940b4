import { useT } from './useT';

export function Spinner() {
  const t = useT();
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{t('site.loading')}</span>
    </div>
  );
}
