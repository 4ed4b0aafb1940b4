import { useId } from 'react';
import { dateFormatter, formatBytes } from './format';
import { usePage } from './hooks';
import { downloadValueLabel } from './downloadValues';
import { useT } from './useT';

export interface DownloadFactsProps {
  version?: string;
  date?: string;
  fileName?: string;
  fileSize?: number;
  operatingSystems?: readonly string[];
  downloadType?: string;
  sha256?: string;
}

/** Version, date, size, file name, operating systems and checksum of one download, as a description list. */
export function DownloadFacts({ version, date, fileName, fileSize, operatingSystems, downloadType, sha256 }: DownloadFactsProps) {
  const t = useT();
  const page = usePage();
  const hintId = useId();
  const rows: Array<[string, React.ReactNode]> = [];
  if (version) rows.push([t('downloadDetails.version'), version]);
  if (date) rows.push([t('downloadDetails.released'), <time dateTime={date}>{dateFormatter(page.locale).format(new Date(date))}</time>]);
  if (downloadType) rows.push([t('downloadDetails.downloadType'), downloadValueLabel(t, downloadType)]);
  if (operatingSystems && operatingSystems.length > 0) rows.push([t('downloadDetails.operatingSystems'), operatingSystems.map((o) => downloadValueLabel(t, o)).join(', ')]);
  if (fileName) rows.push([t('downloadDetails.fileName'), fileName]);
  if (fileSize !== undefined) rows.push([t('downloadDetails.fileSize'), formatBytes(fileSize, page.locale)]);
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div className="facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {sha256 && (
        <div className="facts__row facts__row--wide">
          <dt>{t('downloadDetails.sha256')}</dt>
          <dd>
            <code className="checksum" aria-describedby={hintId}>
              {sha256}
            </code>
            <p className="facts__hint" id={hintId}>
              {t('downloadDetails.checksumHint')}
            </p>
          </dd>
        </div>
      )}
    </dl>
  );
}
