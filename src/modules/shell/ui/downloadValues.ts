import type { TFunction } from '../../../shared/i18n/translator';

/**
 * The label of a download's operating system or type in the page's language. The catalogue holds
 * these as English facet values ("Device firmware", "Drivers"), which filters and addresses keep
 * using; generic ones are translated for display, product-specific ones ("Windows 11") stay as
 * they are.
 */
export function downloadValueLabel(t: TFunction, value: string): string {
  return t(`downloads.values.${value}`, { defaultValue: value });
}
