import type { SearchInsightDay } from '../../shared/content/searchInsightsTypes';
import { useT } from '../shell/ui/useT';

const WIDTH = 600;
const HEIGHT = 160;
const PAD_LEFT = 36;
const PAD_BOTTOM = 22;
const PAD_TOP = 8;

/**
 * Searches per day as bars, the part that found nothing drawn over the foot of each bar. An inline
 * SVG: no chart library for thirty bars. Screen readers get the title and a one-line summary; the
 * exact figures are in the table under it.
 */
export function DailyChart({ daily, format, dayLabel }: { daily: SearchInsightDay[]; format: (n: number) => string; dayLabel: (day: string) => string }) {
  const t = useT();
  const total = daily.reduce((sum, d) => sum + d.searches, 0);
  const zero = daily.reduce((sum, d) => sum + d.zeroResultSearches, 0);
  const busiest = daily.reduce((best, d) => (d.searches > best.searches ? d : best), daily[0]);
  const max = Math.max(1, ...daily.map((d) => d.searches));
  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = HEIGHT - PAD_BOTTOM - PAD_TOP;
  const step = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(2, step * 0.7);
  const y = (value: number) => PAD_TOP + plotHeight - (value / max) * plotHeight;

  return (
    <figure className="insights-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="insights-chart-title insights-chart-desc" className="insights-chart__svg">
        <title id="insights-chart-title">{t('insights.chart.title')}</title>
        <desc id="insights-chart-desc">
          {total === 0
            ? t('insights.chart.empty')
            : t('insights.chart.description', { searches: format(total), zero: format(zero), day: dayLabel(busiest.day), count: format(busiest.searches) })}
        </desc>
        <line x1={PAD_LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} className="insights-chart__axis" />
        <line x1={PAD_LEFT} x2={WIDTH} y1={y(max)} y2={y(max)} className="insights-chart__grid" />
        <text x={PAD_LEFT - 6} y={y(max) + 4} textAnchor="end" className="insights-chart__label">
          {format(max)}
        </text>
        <text x={PAD_LEFT - 6} y={y(0) + 4} textAnchor="end" className="insights-chart__label">
          0
        </text>
        {daily.map((d, i) => {
          const x = PAD_LEFT + i * step + (step - barWidth) / 2;
          return (
            <g key={d.day}>
              {d.searches > 0 && <rect x={x} y={y(d.searches)} width={barWidth} height={y(0) - y(d.searches)} className="insights-chart__bar" />}
              {d.zeroResultSearches > 0 && (
                <rect x={x} y={y(d.zeroResultSearches)} width={barWidth} height={y(0) - y(d.zeroResultSearches)} className="insights-chart__bar insights-chart__bar--zero" />
              )}
            </g>
          );
        })}
        <text x={PAD_LEFT} y={HEIGHT - 6} className="insights-chart__label">
          {dayLabel(daily[0].day)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="insights-chart__label">
          {dayLabel(daily[daily.length - 1].day)}
        </text>
      </svg>
      <figcaption className="insights-chart__legend">
        <span className="insights-chart__key insights-chart__key--searches" aria-hidden="true" />
        {t('insights.chart.searches')}
        <span className="insights-chart__key insights-chart__key--zero" aria-hidden="true" />
        {t('insights.chart.zeroResults')}
      </figcaption>
    </figure>
  );
}
