import { createI18n } from '../../../../shared/i18n/createI18n';
import { downloadValueLabel } from '../downloadValues';

describe('download operating systems and types in the page language', () => {
  it('translates generic values and keeps product-specific ones', () => {
    const de = createI18n('de_DE');
    expect(downloadValueLabel(de.t, 'Device firmware')).toBe('Gerätefirmware');
    expect(downloadValueLabel(de.t, 'Drivers')).toBe('Treiber');
    expect(downloadValueLabel(de.t, 'Windows 11')).toBe('Windows 11');
    const fr = createI18n('fr_FR');
    expect(downloadValueLabel(fr.t, 'Device firmware')).toBe('Micrologiciel de l’appareil');
    expect(downloadValueLabel(createI18n('en_GB').t, 'Device firmware')).toBe('Device firmware');
  });
});
