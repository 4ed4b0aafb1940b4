import { isEntryTier, isOledTv, isWiredHeadphones } from '../catalogue/finishes';
import type { ProductKind, T3 } from '../catalogue/kinds';
import type { Random } from '../random';
import content from '../../content/specSheets.json';

/**
 * Specification sheets per product kind, written the way spec sheets are: grouped name/value lines,
 * units in values, footnotes for the figures that depend on test conditions. Values that are words
 * are translated; numbers follow each language's decimal and grouping conventions.
 */
export type Lang = keyof T3;
export type Value = string | ((lang: Lang) => string);

export interface SpecLine {
  name: T3;
  value: Value;
  /** Footnote numbers of the sheet's footnote list. */
  notes?: number[];
}

export interface SpecSection {
  name: T3;
  lines: SpecLine[];
}

export interface SheetInput {
  kind: ProductKind;
  modelNumber: string;
  /** The product's own category ('wired-headphones'): some kinds differ by it. */
  categoryName: string;
  /** Size or variant label, e.g. '55"' or 'FE 24-70 mm F2.8 GM II'. */
  label: string;
  tier: 'Essential' | 'Advanced' | 'Premium' | 'Signature' | 'Professional' | string;
  year: number;
  random: Random;
}

export interface Sheet {
  sections: SpecSection[];
  footnotes: T3[];
}

const t = (en: string, de: string, fr: string): T3 => ({ en, de, fr });
const tr =
  (en: string, de: string, fr: string) =>
  (lang: Lang): string =>
    ({ en, de, fr })[lang];

const LOCALE_TAG: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A number in the language's notation with its unit: 1.3 kg / 1,3 kg. */
export const num =
  (value: number, unit = '', digits = 0) =>
  (lang: Lang): string => {
    const text = new Intl.NumberFormat(LOCALE_TAG[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
    return unit ? `${text} ${unit}` : text;
  };

const dims = (w: number, h: number, d: number) => (lang: Lang) =>
  `${num(w)(lang)} × ${num(h)(lang)} × ${num(d)(lang)} mm`;

export const YES = tr('Yes', 'Ja', 'Oui');
export const NO = tr('No', 'Nein', 'Non');
const yesNo = (value: boolean) => (value ? YES : NO);

/* Section names */
export const S = content.S;

/* Line names used by several kinds */
const N = {
  model: t('Model number', 'Modellnummer', 'Référence'),
  colour: t('Colour', 'Farbe', 'Coloris'),
  released: t('Year of release', 'Markteinführung', 'Année de sortie'),
  dimensions: t('Dimensions (W × H × D)', 'Abmessungen (B × H × T)', 'Dimensions (L × H × P)'),
  weight: t('Weight', 'Gewicht', 'Poids'),
  wifi: t('Wi-Fi', 'WLAN', 'Wi-Fi'),
  bluetooth: t('Bluetooth version', 'Bluetooth-Version', 'Version Bluetooth'),
  codecs: t('Audio codecs', 'Audio-Codecs', 'Codecs audio'),
  usb: t('USB', 'USB', 'USB'),
  hdmi: t('HDMI inputs', 'HDMI-Eingänge', 'Entrées HDMI'),
  consumption: t('Power consumption (typical)', 'Leistungsaufnahme (typisch)', 'Consommation (typique)'),
  standby: t('Standby power consumption', 'Leistungsaufnahme im Standby', 'Consommation en veille'),
  supply: t('Power supply', 'Stromversorgung', 'Alimentation électrique'),
  batteryLife: t('Battery life', 'Akkulaufzeit', 'Autonomie'),
  charging: t('Charging time', 'Ladezeit', 'Temps de charge'),
  quickCharge: t('Quick charge', 'Schnellladen', 'Charge rapide'),
  chargingPort: t('Charging port', 'Ladeanschluss', 'Port de charge'),
  water: t('Water resistance', 'Wasserbeständigkeit', 'Résistance à l’eau'),
  resolution: t('Resolution', 'Auflösung', 'Résolution'),
  screenSize: t('Screen size (diagonal)', 'Bildschirmdiagonale', 'Taille de l’écran (diagonale)'),
  refresh: t('Refresh rate', 'Bildwiederholfrequenz', 'Fréquence de rafraîchissement'),
  hdr: t('HDR formats', 'HDR-Formate', 'Formats HDR'),
  output: t('Audio output power', 'Audio-Ausgangsleistung', 'Puissance de sortie audio'),
  os: t('Operating system', 'Betriebssystem', 'Système d’exploitation'),
  voice: t('Voice assistant', 'Sprachassistent', 'Assistant vocal'),
  storage: t('Storage', 'Speicher', 'Stockage'),
  processor: t('Processor', 'Prozessor', 'Processeur'),
  memory: t('Memory (RAM)', 'Arbeitsspeicher (RAM)', 'Mémoire vive (RAM)'),
  noise: t('Operating noise', 'Betriebsgeräusch', 'Niveau sonore'),
  sensor: t('Image sensor', 'Bildsensor', 'Capteur d’image'),
  stabilisation: t('Image stabilisation', 'Bildstabilisierung', 'Stabilisation d’image'),
  videoFormat: t('Video recording', 'Videoaufnahme', 'Enregistrement vidéo'),
  driver: t('Driver unit', 'Treibereinheit', 'Transducteur'),
  frequency: t('Frequency response', 'Frequenzgang', 'Réponse en fréquence'),
  noiseCancelling: t('Noise cancelling', 'Geräuschunterdrückung', 'Réduction de bruit'),
  multipoint: t('Multipoint connection', 'Multipoint-Verbindung', 'Connexion multipoint'),
  channels: t('Channels', 'Kanäle', 'Canaux'),
  surround: t('Surround formats', 'Surround-Formate', 'Formats surround'),
};

/* Footnotes, numbered per sheet in the order a sheet lists them */
const F = {
  withoutStand: t('Without stand.', 'Ohne Standfuß.', 'Sans pied.'),
  tvPower: t(
    'Measured according to EN 62087 with the default picture mode; actual consumption depends on settings and content.',
    'Gemessen nach EN 62087 im Standard-Bildmodus; der tatsächliche Verbrauch hängt von Einstellungen und Inhalt ab.',
    'Mesurée selon la norme EN 62087 en mode d’image standard ; la consommation réelle dépend des réglages et du contenu.',
  ),
  hdmi21: t(
    '4K 120 Hz, VRR and ALLM are available on HDMI 3 and HDMI 4 only.',
    '4K 120 Hz, VRR und ALLM sind nur an HDMI 3 und HDMI 4 verfügbar.',
    '4K 120 Hz, VRR et ALLM sont disponibles uniquement sur HDMI 3 et HDMI 4.',
  ),
  battery: t(
    'Measured with the manufacturer’s test settings. Battery life varies with volume, features in use and ambient temperature.',
    'Gemessen mit den Testeinstellungen des Herstellers. Die Akkulaufzeit hängt von Lautstärke, genutzten Funktionen und Umgebungstemperatur ab.',
    'Mesurée avec les réglages de test du fabricant. L’autonomie varie selon le volume, les fonctions utilisées et la température ambiante.',
  ),
  ncBattery: t(
    'With noise cancelling on, at medium volume, using the AAC codec.',
    'Mit eingeschalteter Geräuschunterdrückung, mittlerer Lautstärke und AAC-Codec.',
    'Avec la réduction de bruit activée, à volume moyen, avec le codec AAC.',
  ),
  quickCharge: t(
    'Playback time after a 10-minute charge with a USB Power Delivery charger.',
    'Wiedergabezeit nach 10 Minuten Laden mit einem USB-Power-Delivery-Ladegerät.',
    'Durée de lecture après 10 minutes de charge avec un chargeur USB Power Delivery.',
  ),
  water: t(
    'Tested in fresh water at room temperature with all covers closed. Not resistant to salt water, soap or hot water.',
    'Getestet in Süßwasser bei Raumtemperatur mit geschlossenen Abdeckungen. Nicht beständig gegen Salzwasser, Seife oder heißes Wasser.',
    'Testé en eau douce à température ambiante, caches fermés. Non résistant à l’eau salée, au savon ou à l’eau chaude.',
  ),
  cipa: t(
    'Approximate number of still images per charge with the monitor, measured according to the CIPA standard.',
    'Ungefähre Anzahl Standbilder pro Akkuladung mit Monitor, gemessen nach CIPA-Standard.',
    'Nombre approximatif d’images fixes par charge avec l’écran, mesuré selon la norme CIPA.',
  ),
  stabilisation: t(
    'CIPA standard, pitch and yaw shake, with a 50 mm lens and long exposure NR off.',
    'CIPA-Standard, Nick- und Gierbewegung, mit 50-mm-Objektiv und ausgeschalteter Langzeit-Rauschminderung.',
    'Norme CIPA, tangage et lacet, avec un objectif 50 mm et la réduction de bruit en pose longue désactivée.',
  ),
  brightness: t(
    'Measured according to ISO 21118 in the brightest picture mode.',
    'Gemessen nach ISO 21118 im hellsten Bildmodus.',
    'Mesurée selon la norme ISO 21118 dans le mode d’image le plus lumineux.',
  ),
  lightSource: t(
    'Estimated time until brightness falls to half its initial value. This is not a warranty period.',
    'Geschätzte Zeit, bis die Helligkeit auf die Hälfte des Anfangswerts sinkt. Dies ist keine Garantiezeit.',
    'Durée estimée avant que la luminosité ne tombe à la moitié de sa valeur initiale. Il ne s’agit pas d’une durée de garantie.',
  ),
  responseTime: t(
    'Grey-to-grey, with Overdrive set to Fast.',
    'Grau zu Grau, mit Overdrive auf „Schnell“.',
    'Gris à gris, avec l’Overdrive réglé sur Rapide.',
  ),
  receiverPower: t(
    '8 ohms, 20 Hz – 20 kHz, 0.08 % THD, two channels driven.',
    '8 Ohm, 20 Hz – 20 kHz, 0,08 % Klirrfaktor, zwei Kanäle angesteuert.',
    '8 ohms, 20 Hz – 20 kHz, 0,08 % DHT, deux canaux en charge.',
  ),
  eightK: t(
    '8K output requires compatible content and an 8K display.',
    'Die 8K-Ausgabe erfordert kompatible Inhalte und ein 8K-Display.',
    'La sortie 8K nécessite un contenu compatible et un écran 8K.',
  ),
  fastCharge: t(
    'With a USB Power Delivery charger rated at the stated power (sold separately).',
    'Mit einem USB-Power-Delivery-Ladegerät der angegebenen Leistung (separat erhältlich).',
    'Avec un chargeur USB Power Delivery de la puissance indiquée (vendu séparément).',
  ),
  cadr: t(
    'Clean air delivery rate for smoke, measured according to AHAM AC-1 at the highest fan speed.',
    'Reinluftrate für Rauch, gemessen nach AHAM AC-1 bei höchster Lüfterstufe.',
    'Débit d’air purifié pour la fumée, mesuré selon AHAM AC-1 à la vitesse maximale.',
  ),
  suction: t(
    'Maximum suction in Max mode.',
    'Maximale Saugleistung im Modus „Max“.',
    'Aspiration maximale en mode Max.',
  ),
  laptopBattery: t(
    'Video playback at 150 nits with Wi-Fi on. Battery life decreases over time and with use.',
    'Videowiedergabe bei 150 Nits mit eingeschaltetem WLAN. Die Akkulaufzeit nimmt mit Zeit und Nutzung ab.',
    'Lecture vidéo à 150 nits, Wi-Fi activé. L’autonomie diminue avec le temps et l’utilisation.',
  ),
  keyboardBattery: t(
    'Estimated with two hours of typing per day, backlight off.',
    'Geschätzt bei zwei Stunden Tippen pro Tag, Beleuchtung aus.',
    'Estimation basée sur deux heures de frappe par jour, rétroéclairage éteint.',
  ),
};

function sizeOf(label: string): number {
  return Number.parseFloat(/^(\d+(?:\.\d+)?)"$/.exec(label)?.[1] ?? '0');
}

const top = (tier: string) => tier === 'Premium' || tier === 'Signature';
const entry = (tier: string) => tier === 'Essential';

type SheetBuilder = (input: SheetInput) => Sheet;

const tvSheet: SheetBuilder = ({ modelNumber, label, tier, random }) => {
  const inches = sizeOf(label) || 55;
  const cm = Math.round(inches * 2.54);
  const width = Math.round(inches * 22.2);
  // The same rules as the product's description (catalogue/finishes.ts productFeatures).
  const oled = isOledTv(modelNumber);
  const basic = isEntryTier(tier);
  // Notes are numbered by their place in `footnotes`: an entry set has no 4K 120 Hz note.
  const note = (n: number) => (basic ? n - 1 : n);
  return {
    footnotes: basic ? [F.withoutStand, F.tvPower] : [F.hdmi21, F.withoutStand, F.tvPower],
    sections: [
      {
        name: S.display,
        lines: [
          { name: N.screenSize, value: (lang) => `${num(inches)(lang)}" (${num(cm, 'cm')(lang)})` },
          { name: N.resolution, value: '3840 × 2160 (4K UHD)' },
          { name: N.refresh, value: entry(tier) ? '60 Hz' : tr('120 Hz (native)', '120 Hz (nativ)', '120 Hz (natif)') },
          { name: N.hdr, value: top(tier) ? 'HDR10, HLG, Dolby Vision, IMAX Enhanced' : 'HDR10, HLG, Dolby Vision' },
          {
            name: t('Backlight', 'Hintergrundbeleuchtung', 'Rétroéclairage'),
            value: oled
              ? tr('Self-lit OLED', 'Selbstleuchtendes OLED', 'OLED auto-émissif')
              : basic
                ? tr('Direct LED', 'Direct LED', 'LED directe')
                : tr(
                  'Full-array LED with local dimming',
                  'Full-Array-LED mit Local Dimming',
                  'LED full array avec local dimming',
                ),
          },
        ],
      },
      {
        name: S.sound,
        lines: [
          {
            name: N.output,
            value: entry(tier) ? '20 W (10 W + 10 W)' : top(tier) ? '60 W (2.2.2 ch)' : '30 W (2 × 15 W)',
          },
          { name: N.surround, value: 'Dolby Atmos, DTS:X' },
        ],
      },
      {
        name: S.connectivity,
        lines: [
          basic
            ? { name: N.hdmi, value: tr('3 (1 × eARC)', '3 (1 × eARC)', '3 (1 × eARC)') }
            : {
                name: N.hdmi,
                value: tr('4 (2 × HDMI 2.1, 1 × eARC)', '4 (2 × HDMI 2.1, 1 × eARC)', '4 (2 × HDMI 2.1, 1 × eARC)'),
                notes: [1],
              },
          { name: N.usb, value: '2 × USB 2.0' },
          { name: N.wifi, value: 'Wi-Fi 5 (802.11ac)' },
          { name: N.bluetooth, value: '5.0' },
          { name: t('Network (LAN)', 'Netzwerk (LAN)', 'Réseau (LAN)'), value: '10/100 Mbit/s' },
        ],
      },
      {
        name: S.smart,
        lines: [
          { name: N.os, value: 'Aurora Smart TV OS' },
          {
            name: N.voice,
            value: tr(
              'Built-in, hands-free microphone',
              'Integriert, freihändiges Mikrofon',
              'Intégré, micro mains libres',
            ),
          },
        ],
      },
      {
        name: S.power,
        lines: [
          {
            name: N.consumption,
            value: num(Math.round(inches * (oled ? 1.9 : 1.6) + random.int(0, 12)), 'W'),
            notes: [note(3)],
          },
          { name: N.standby, value: num(0.5, 'W', 1) },
          {
            name: t('Energy class (SDR)', 'Energieeffizienzklasse (SDR)', 'Classe énergétique (SDR)'),
            value: inches >= 75 ? 'G' : 'F',
          },
        ],
      },
      {
        name: S.dimensions,
        lines: [
          { name: N.dimensions, value: dims(width, Math.round(width * 0.58), oled ? 45 : 72), notes: [note(2)] },
          { name: N.weight, value: num(inches * 0.3 + random.int(0, 30) / 10, 'kg', 1), notes: [note(2)] },
        ],
      },
    ],
  };
};

const projectorSheet: SheetBuilder = ({ tier, random }) => ({
  footnotes: [F.brightness, F.lightSource],
  sections: [
    {
      name: S.picture,
      lines: [
        {
          name: N.resolution,
          value: tr('3840 × 2160 (native 4K)', '3840 × 2160 (natives 4K)', '3840 × 2160 (4K natif)'),
        },
        { name: t('Brightness', 'Helligkeit', 'Luminosité'), value: num(top(tier) ? 2700 : 1800, 'lm'), notes: [1] },
        {
          name: t('Light source', 'Lichtquelle', 'Source lumineuse'),
          value: tr('Laser diode', 'Laserdiode', 'Diode laser'),
        },
        {
          name: t('Light source life', 'Lebensdauer der Lichtquelle', 'Durée de vie de la source'),
          value: num(20000, 'h'),
          notes: [2],
        },
        { name: t('Screen size', 'Bildgröße', 'Taille d’image'), value: '60" – 300"' },
        { name: N.hdr, value: 'HDR10, HLG' },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.hdmi, value: tr('2 (HDMI 2.1, 4K 120 Hz)', '2 (HDMI 2.1, 4K 120 Hz)', '2 (HDMI 2.1, 4K 120 Hz)') },
        { name: t('Control', 'Steuerung', 'Contrôle'), value: 'RS-232C, LAN, IR' },
      ],
    },
    {
      name: S.general,
      lines: [
        { name: N.noise, value: num(top(tier) ? 24 : 26, 'dB') },
        { name: N.consumption, value: num(340 + random.int(0, 80), 'W') },
        { name: N.weight, value: num(13 + random.int(0, 40) / 10, 'kg', 1) },
      ],
    },
  ],
});

const monitorSheet: SheetBuilder = ({ label, tier }) => {
  const inches = sizeOf(label) || 27;
  return {
    footnotes: [F.responseTime],
    sections: [
      {
        name: S.display,
        lines: [
          { name: N.screenSize, value: `${inches}"` },
          { name: N.resolution, value: top(tier) ? '3840 × 2160' : '2560 × 1440' },
          { name: N.refresh, value: top(tier) ? '144 Hz' : '165 Hz' },
          { name: t('Response time', 'Reaktionszeit', 'Temps de réponse'), value: '1 ms', notes: [1] },
          { name: t('Panel type', 'Paneltyp', 'Type de dalle'), value: 'IPS' },
          { name: N.hdr, value: 'VESA DisplayHDR 600' },
        ],
      },
      {
        name: S.connectivity,
        lines: [
          { name: t('Video inputs', 'Videoeingänge', 'Entrées vidéo'), value: '2 × HDMI 2.1, 1 × DisplayPort 1.4' },
          {
            name: t('USB-C', 'USB-C', 'USB-C'),
            value: tr(
              'DisplayPort Alt Mode, 90 W charging',
              'DisplayPort Alt Mode, 90 W Laden',
              'DisplayPort Alt Mode, charge 90 W',
            ),
          },
          { name: t('USB hub', 'USB-Hub', 'Hub USB'), value: '3 × USB-A 5 Gbit/s' },
        ],
      },
      {
        name: S.power,
        lines: [
          { name: N.consumption, value: num(inches + 8, 'W') },
          { name: N.standby, value: num(0.3, 'W', 1) },
        ],
      },
    ],
  };
};

const soundbarSheet: SheetBuilder = ({ tier, random }) => ({
  footnotes: [F.tvPower],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.channels, value: entry(tier) ? '2.1' : top(tier) ? '7.1.2' : '5.1.2' },
        { name: N.output, value: num(entry(tier) ? 320 : top(tier) ? 585 : 450, 'W') },
        { name: N.surround, value: 'Dolby Atmos, DTS:X, Dolby TrueHD' },
        {
          name: t('Subwoofer', 'Subwoofer', 'Caisson de basses'),
          value: tr('Wireless, included', 'Kabellos, im Lieferumfang', 'Sans fil, inclus'),
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        {
          name: t('HDMI', 'HDMI', 'HDMI'),
          value: tr(
            '1 × eARC output, 1 × input (4K 120 Hz pass-through)',
            '1 × eARC-Ausgang, 1 × Eingang (4K-120-Hz-Durchleitung)',
            '1 sortie eARC, 1 entrée (passage 4K 120 Hz)',
          ),
        },
        { name: t('Optical input', 'Optischer Eingang', 'Entrée optique'), value: YES },
        { name: N.bluetooth, value: '5.2 (SBC, AAC, LDAC)' },
        {
          name: N.wifi,
          value: tr(
            'Wi-Fi 5, Chromecast built-in, AirPlay 2',
            'WLAN 5, Chromecast integriert, AirPlay 2',
            'Wi-Fi 5, Chromecast intégré, AirPlay 2',
          ),
        },
      ],
    },
    {
      name: S.power,
      lines: [
        { name: N.consumption, value: num(38 + random.int(0, 20), 'W'), notes: [1] },
        { name: N.standby, value: num(0.5, 'W', 1) },
      ],
    },
    {
      name: S.dimensions,
      lines: [
        { name: N.dimensions, value: dims(1210 - (entry(tier) ? 310 : 0), 64, 120) },
        { name: N.weight, value: num(entry(tier) ? 2.4 : 5.6, 'kg', 1) },
      ],
    },
  ],
});

const receiverSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.receiverPower, F.eightK],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.channels, value: entry(tier) ? '7.2' : top(tier) ? '11.2' : '9.2' },
        {
          name: t('Power output per channel', 'Ausgangsleistung pro Kanal', 'Puissance par canal'),
          value: num(entry(tier) ? 100 : 150, 'W'),
          notes: [1],
        },
        { name: N.surround, value: 'Dolby Atmos, DTS:X, IMAX Enhanced, 360 Spatial Sound' },
        { name: t('Room calibration', 'Raumeinmessung', 'Calibrage de la pièce'), value: 'D.C.A.C. IX' },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        {
          name: N.hdmi,
          value: tr(
            '6 inputs, 2 outputs (1 × eARC)',
            '6 Eingänge, 2 Ausgänge (1 × eARC)',
            '6 entrées, 2 sorties (1 × eARC)',
          ),
        },
        {
          name: t('Video pass-through', 'Video-Durchleitung', 'Passage vidéo'),
          value: '8K 60 Hz, 4K 120 Hz',
          notes: [2],
        },
        { name: t('Phono input', 'Phono-Eingang', 'Entrée phono'), value: 'MM' },
        {
          name: N.wifi,
          value: tr(
            'Yes, with Chromecast built-in and AirPlay 2',
            'Ja, mit Chromecast integriert und AirPlay 2',
            'Oui, avec Chromecast intégré et AirPlay 2',
          ),
        },
      ],
    },
    {
      name: S.power,
      lines: [
        { name: N.consumption, value: num(top(tier) ? 470 : 380, 'W') },
        { name: N.standby, value: num(0.3, 'W', 1) },
      ],
    },
  ],
});

/** Studio headphones on a cable: no battery, no Bluetooth, no noise cancelling (catalogue/finishes.ts says the same). */
const wiredHeadphonesSheet: SheetBuilder = ({ tier, random }) => ({
  footnotes: [],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.driver, value: tr('50 mm, dome type', '50 mm, Kalottenbauweise', '50 mm, type dôme') },
        { name: N.frequency, value: (lang) => `${num(5)(lang)} Hz – ${num(tier === 'Signature' ? 100000 : 80000)(lang)} Hz` },
        { name: t('Impedance', 'Impedanz', 'Impédance'), value: tier === 'Signature' ? '64 Ω' : '24 Ω' },
        { name: N.noiseCancelling, value: NO },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        {
          name: t('Cable', 'Kabel', 'Câble'),
          value: tr('Detachable, 3 m, 3.5 mm plug with 6.3 mm adapter', 'Abnehmbar, 3 m, 3,5-mm-Stecker mit 6,3-mm-Adapter', 'Amovible, 3 m, fiche 3,5 mm avec adaptateur 6,3 mm'),
        },
      ],
    },
    { name: S.dimensions, lines: [{ name: N.weight, value: num(220 + random.int(0, 60), 'g') }] },
  ],
});

const headphonesSheet: SheetBuilder = (input) => {
  if (isWiredHeadphones(input.categoryName)) return wiredHeadphonesSheet(input);
  const { tier, random } = input;
  const nc = !entry(tier);
  return {
    footnotes: nc ? [F.ncBattery, F.quickCharge] : [F.battery, F.quickCharge],
    sections: [
      {
        name: S.sound,
        lines: [
          { name: N.driver, value: tr('40 mm, dome type', '40 mm, Kalottenbauweise', '40 mm, type dôme') },
          { name: N.frequency, value: (lang) => `${num(4)(lang)} Hz – ${num(40000)(lang)} Hz` },
          {
            name: N.noiseCancelling,
            value: nc ? tr('Yes, with eight microphones', 'Ja, mit acht Mikrofonen', 'Oui, avec huit micros') : NO,
          },
        ],
      },
      {
        name: S.battery,
        lines: [
          {
            name: N.batteryLife,
            value: tr(
              `Up to ${nc ? 30 : 50} hours`,
              `Bis zu ${nc ? 30 : 50} Stunden`,
              `Jusqu’à ${nc ? 30 : 50} heures`,
            ),
            notes: [1],
          },
          {
            name: N.quickCharge,
            value: tr('10 minutes for 5 hours', '10 Minuten für 5 Stunden', '10 minutes pour 5 heures'),
            notes: [2],
          },
          { name: N.charging, value: tr('About 3.5 hours', 'Ca. 3,5 Stunden', 'Environ 3,5 heures') },
          { name: N.chargingPort, value: 'USB-C' },
        ],
      },
      {
        name: S.connectivity,
        lines: [
          { name: N.bluetooth, value: '5.3' },
          { name: N.codecs, value: 'SBC, AAC, LDAC' },
          { name: N.multipoint, value: YES },
          {
            name: t('Wired connection', 'Kabelverbindung', 'Connexion filaire'),
            value: tr(
              '3.5 mm jack (cable supplied)',
              '3,5-mm-Klinke (Kabel im Lieferumfang)',
              'Jack 3,5 mm (câble fourni)',
            ),
          },
        ],
      },
      { name: S.dimensions, lines: [{ name: N.weight, value: num(240 + random.int(0, 50), 'g') }] },
    ],
  };
};

const earbudsSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.ncBattery, F.water],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.driver, value: '8.4 mm' },
        { name: N.noiseCancelling, value: yesNo(!entry(tier)) },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr(
            '8 hours (24 hours with the charging case)',
            '8 Stunden (24 Stunden mit Ladeetui)',
            '8 heures (24 heures avec l’étui)',
          ),
          notes: [1],
        },
        {
          name: t('Charging case', 'Ladeetui', 'Étui de charge'),
          value: tr('USB-C and Qi wireless charging', 'USB-C und kabelloses Qi-Laden', 'USB-C et charge sans fil Qi'),
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.bluetooth, value: '5.3 (LE Audio ready)' },
        { name: N.codecs, value: 'SBC, AAC, LDAC, LC3' },
        { name: N.multipoint, value: YES },
        { name: N.water, value: 'IPX4', notes: [2] },
      ],
    },
    {
      name: S.dimensions,
      lines: [{ name: N.weight, value: tr('5.9 g per earbud', '5,9 g pro Ohrhörer', '5,9 g par écouteur') }],
    },
  ],
});

const speakerSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.battery, F.water],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.output, value: num(entry(tier) ? 20 : 60, 'W') },
        {
          name: t('Party Connect', 'Party Connect', 'Party Connect'),
          value: tr('Up to 100 speakers', 'Bis zu 100 Lautsprecher', 'Jusqu’à 100 enceintes'),
        },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr(
            `Up to ${entry(tier) ? 16 : 24} hours`,
            `Bis zu ${entry(tier) ? 16 : 24} Stunden`,
            `Jusqu’à ${entry(tier) ? 16 : 24} heures`,
          ),
          notes: [1],
        },
        {
          name: N.chargingPort,
          value: tr(
            'USB-C (also charges your phone)',
            'USB-C (lädt auch Ihr Smartphone)',
            'USB-C (recharge aussi votre téléphone)',
          ),
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.bluetooth, value: '5.2' },
        { name: N.codecs, value: 'SBC, AAC, LDAC' },
        { name: N.water, value: 'IP67', notes: [2] },
      ],
    },
  ],
});

const hifiSheet: SheetBuilder = () => ({
  footnotes: [],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: N.output, value: '2 × 50 W' },
        {
          name: t('Sources', 'Quellen', 'Sources'),
          value: tr(
            'CD, DAB+/FM, Bluetooth, USB, optical',
            'CD, DAB+/UKW, Bluetooth, USB, optisch',
            'CD, DAB+/FM, Bluetooth, USB, optique',
          ),
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.bluetooth, value: '5.0 (SBC, AAC, LDAC)' },
        {
          name: N.usb,
          value: tr('Playback of MP3, FLAC, WAV', 'Wiedergabe von MP3, FLAC, WAV', 'Lecture MP3, FLAC, WAV'),
        },
      ],
    },
    {
      name: S.power,
      lines: [
        { name: N.consumption, value: num(45, 'W') },
        { name: N.standby, value: num(0.5, 'W', 1) },
      ],
    },
  ],
});

const turntableSheet: SheetBuilder = () => ({
  footnotes: [],
  sections: [
    {
      name: S.general,
      lines: [
        {
          name: t('Drive', 'Antrieb', 'Entraînement'),
          value: tr('Belt drive', 'Riemenantrieb', 'Entraînement par courroie'),
        },
        { name: t('Speeds', 'Geschwindigkeiten', 'Vitesses'), value: '33⅓ / 45 rpm' },
        {
          name: t('Cartridge', 'Tonabnehmer', 'Cellule'),
          value: tr(
            'Moving magnet, replaceable stylus',
            'Moving Magnet, austauschbare Nadel',
            'Aimant mobile, pointe remplaçable',
          ),
        },
        {
          name: t('Phono pre-amplifier', 'Phono-Vorverstärker', 'Préampli phono'),
          value: tr('Built-in, switchable', 'Integriert, abschaltbar', 'Intégré, désactivable'),
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        {
          name: N.bluetooth,
          value: tr('5.0 transmitter (SBC, AAC)', '5.0-Sender (SBC, AAC)', 'Émetteur 5.0 (SBC, AAC)'),
        },
        {
          name: N.usb,
          value: tr(
            'USB-B for recording to a computer',
            'USB-B zum Aufnehmen am Computer',
            'USB-B pour numériser sur ordinateur',
          ),
        },
      ],
    },
  ],
});

const microphoneSheet: SheetBuilder = () => ({
  footnotes: [],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: t('Type', 'Typ', 'Type'), value: tr('Condenser', 'Kondensator', 'Condensateur') },
        { name: t('Polar pattern', 'Richtcharakteristik', 'Directivité'), value: tr('Cardioid', 'Niere', 'Cardioïde') },
        { name: N.frequency, value: (lang) => `${num(20)(lang)} Hz – ${num(20000)(lang)} Hz` },
        { name: t('Sample rate', 'Abtastrate', 'Fréquence d’échantillonnage'), value: '24 bit / 96 kHz' },
      ],
    },
    {
      name: S.connectivity,
      lines: [{ name: t('Connectors', 'Anschlüsse', 'Connecteurs'), value: 'XLR, USB-C, 3.5 mm' }],
    },
  ],
});

const cameraSheet: SheetBuilder = ({ tier, random }) => {
  const mp = top(tier) ? 61 : tier === 'Professional' ? 50 : 33;
  return {
    footnotes: [F.stabilisation, F.cipa],
    sections: [
      {
        name: S.camera,
        lines: [
          {
            name: N.sensor,
            value: tr(
              `Full-frame back-illuminated CMOS, ${mp} MP`,
              `Rückwärtig belichteter Vollformat-CMOS, ${mp} MP`,
              `CMOS plein format rétroéclairé, ${mp} Mpx`,
            ),
          },
          {
            name: t('ISO sensitivity', 'ISO-Empfindlichkeit', 'Sensibilité ISO'),
            value: (lang) => `ISO ${num(100)(lang)} – ${num(51200)(lang)}`,
          },
          {
            name: t('Autofocus', 'Autofokus', 'Autofocus'),
            value: tr(
              'Hybrid AF, 759 points, subject recognition',
              'Hybrid-AF, 759 Punkte, Motiverkennung',
              'AF hybride, 759 points, reconnaissance du sujet',
            ),
          },
          {
            name: t('Continuous shooting', 'Serienbilder', 'Rafale'),
            value: tr(
              `Up to ${top(tier) ? 30 : 10} fps`,
              `Bis zu ${top(tier) ? 30 : 10} B/s`,
              `Jusqu’à ${top(tier) ? 30 : 10} im./s`,
            ),
          },
          {
            name: N.stabilisation,
            value: tr('5-axis in-body, 5.5 stops', '5-Achsen im Gehäuse, 5,5 Stufen', '5 axes intégrée, 5,5 IL'),
            notes: [1],
          },
        ],
      },
      {
        name: S.video,
        lines: [{ name: N.videoFormat, value: top(tier) ? '8K 25p, 4K 120p, 10-bit 4:2:2' : '4K 60p, 10-bit 4:2:2' }],
      },
      {
        name: S.battery,
        lines: [
          { name: t('Battery', 'Akku', 'Batterie'), value: 'NP-FZ100' },
          {
            name: t('Shots per charge', 'Aufnahmen pro Akkuladung', 'Images par charge'),
            value: num(520 + random.int(0, 12) * 10),
            notes: [2],
          },
        ],
      },
      {
        name: S.dimensions,
        lines: [
          {
            name: N.weight,
            value: tr(
              `${650 + random.int(0, 80)} g (with battery and card)`,
              `${650 + random.int(0, 80)} g (mit Akku und Karte)`,
              `${650 + random.int(0, 80)} g (avec batterie et carte)`,
            ),
          },
        ],
      },
    ],
  };
};

const compactSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.cipa],
  sections: [
    {
      name: S.camera,
      lines: [
        {
          name: N.sensor,
          value: tr(
            '1.0-type stacked CMOS, 20.1 MP',
            'Gestapelter 1,0-Zoll-CMOS, 20,1 MP',
            'CMOS empilé type 1.0, 20,1 Mpx',
          ),
        },
        { name: t('Lens', 'Objektiv', 'Objectif'), value: top(tier) ? '24–600 mm F2.4–4' : '24–200 mm F2.8–4.5' },
        { name: N.videoFormat, value: '4K 30p' },
      ],
    },
    {
      name: S.battery,
      lines: [
        { name: t('Shots per charge', 'Aufnahmen pro Akkuladung', 'Images par charge'), value: num(260), notes: [1] },
      ],
    },
  ],
});

const camcorderSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.battery],
  sections: [
    {
      name: S.video,
      lines: [
        { name: N.videoFormat, value: top(tier) ? '4K 30p (XAVC S)' : 'Full HD 50p (XAVC S, AVCHD)' },
        { name: t('Optical zoom', 'Optischer Zoom', 'Zoom optique'), value: top(tier) ? '20×' : '30×' },
        {
          name: N.stabilisation,
          value: tr('Balanced Optical SteadyShot', 'Balanced Optical SteadyShot', 'Balanced Optical SteadyShot'),
        },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr('About 2 hours of recording', 'Ca. 2 Stunden Aufnahme', 'Environ 2 heures d’enregistrement'),
          notes: [1],
        },
      ],
    },
  ],
});

const lensSheet: SheetBuilder = ({ label, random }) => {
  const focal = /(\d+(?:-\d+)?) mm/.exec(label)?.[1] ?? '50';
  const aperture = /F(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?)/.exec(label)?.[1] ?? '2.8';
  return {
    footnotes: [],
    sections: [
      {
        name: S.optics,
        lines: [
          { name: t('Focal length', 'Brennweite', 'Focale'), value: `${focal} mm` },
          { name: t('Maximum aperture', 'Größte Blende', 'Ouverture maximale'), value: `F${aperture}` },
          {
            name: t('Lens mount', 'Objektivanschluss', 'Monture'),
            value: label.startsWith('E ')
              ? tr('E-mount (APS-C)', 'E-Mount (APS-C)', 'Monture E (APS-C)')
              : tr('E-mount (full frame)', 'E-Mount (Vollformat)', 'Monture E (plein format)'),
          },
          {
            name: t('Minimum focus distance', 'Naheinstellgrenze', 'Distance minimale de mise au point'),
            value: num(0.2 + random.int(0, 8) / 10, 'm', 2),
          },
          {
            name: t('Filter diameter', 'Filterdurchmesser', 'Diamètre de filtre'),
            value: num(49 + random.int(0, 4) * 9, 'mm'),
          },
          {
            name: N.stabilisation,
            value: label.includes('OSS')
              ? tr('Optical SteadyShot', 'Optical SteadyShot', 'Optical SteadyShot')
              : tr('Via the camera body', 'Über das Kameragehäuse', 'Par le boîtier'),
          },
        ],
      },
      { name: S.dimensions, lines: [{ name: N.weight, value: num(170 + random.int(0, 90) * 10, 'g') }] },
    ],
  };
};

const actionCamSheet: SheetBuilder = () => ({
  footnotes: [F.water, F.battery],
  sections: [
    {
      name: S.video,
      lines: [
        { name: N.videoFormat, value: '4K 30p, Full HD 120p' },
        {
          name: N.stabilisation,
          value: tr('Balanced Optical SteadyShot', 'Balanced Optical SteadyShot', 'Balanced Optical SteadyShot'),
        },
        {
          name: N.water,
          value: tr(
            '10 m without housing, 60 m with housing',
            '10 m ohne Gehäuse, 60 m mit Gehäuse',
            '10 m sans caisson, 60 m avec caisson',
          ),
          notes: [1],
        },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr('About 70 minutes of 4K recording', 'Ca. 70 Minuten 4K-Aufnahme', 'Environ 70 minutes en 4K'),
          notes: [2],
        },
      ],
    },
  ],
});

const phoneSheet: SheetBuilder = ({ tier, random }) => ({
  footnotes: [F.fastCharge, F.water],
  sections: [
    {
      name: S.display,
      lines: [
        { name: N.screenSize, value: top(tier) ? '6.5" OLED, 120 Hz' : '6.1" OLED, 120 Hz' },
        { name: N.resolution, value: top(tier) ? '3840 × 1644 (4K)' : '2520 × 1080 (Full HD+)' },
      ],
    },
    {
      name: S.performance,
      lines: [
        { name: N.memory, value: top(tier) ? '12 GB' : '8 GB' },
        {
          name: N.storage,
          value: top(tier)
            ? tr('256 GB, microSD up to 1 TB', '256 GB, microSD bis 1 TB', '256 Go, microSD jusqu’à 1 To')
            : tr('128 GB, microSD up to 1 TB', '128 GB, microSD bis 1 TB', '128 Go, microSD jusqu’à 1 To'),
        },
        { name: N.os, value: 'Android 14' },
      ],
    },
    {
      name: S.camera,
      lines: [
        {
          name: t('Main camera', 'Hauptkamera', 'Caméra principale'),
          value: tr(
            '48 MP, 24 mm, F1.9, optical stabilisation',
            '48 MP, 24 mm, F1,9, optische Stabilisierung',
            '48 Mpx, 24 mm, F1,9, stabilisation optique',
          ),
        },
      ],
    },
    {
      name: S.battery,
      lines: [
        { name: t('Capacity', 'Kapazität', 'Capacité'), value: num(5000, 'mAh') },
        { name: t('Fast charging', 'Schnellladen', 'Charge rapide'), value: '30 W USB PD', notes: [1] },
        { name: N.water, value: 'IP65/IP68', notes: [2] },
      ],
    },
    { name: S.dimensions, lines: [{ name: N.weight, value: num(183 + random.int(0, 10), 'g') }] },
  ],
});

const tabletSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.battery],
  sections: [
    {
      name: S.display,
      lines: [
        { name: N.screenSize, value: top(tier) ? '12.4" OLED' : '11" LCD' },
        { name: N.refresh, value: top(tier) ? '120 Hz' : '90 Hz' },
      ],
    },
    {
      name: S.performance,
      lines: [
        { name: N.storage, value: top(tier) ? '256 GB' : '128 GB' },
        { name: N.os, value: 'Android 14' },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr('Up to 14 hours of video', 'Bis zu 14 Stunden Video', 'Jusqu’à 14 heures de vidéo'),
          notes: [1],
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.wifi, value: 'Wi-Fi 6E' },
        { name: N.bluetooth, value: '5.3' },
      ],
    },
  ],
});

const watchSheet: SheetBuilder = () => ({
  footnotes: [F.battery, F.water],
  sections: [
    {
      name: S.display,
      lines: [
        {
          name: N.screenSize,
          value: tr('1.4" AMOLED, always-on', '1,4" AMOLED, Always-on', '1,4" AMOLED, toujours allumé'),
        },
      ],
    },
    {
      name: S.general,
      lines: [
        {
          name: t('Sensors', 'Sensoren', 'Capteurs'),
          value: tr(
            'Heart rate, SpO2, GPS, barometer',
            'Herzfrequenz, SpO2, GPS, Barometer',
            'Fréquence cardiaque, SpO2, GPS, baromètre',
          ),
        },
        { name: t('Compatibility', 'Kompatibilität', 'Compatibilité'), value: 'Android 10+, iOS 15+' },
        { name: N.water, value: '5 ATM', notes: [2] },
      ],
    },
    {
      name: S.battery,
      lines: [{ name: N.batteryLife, value: tr('Up to 7 days', 'Bis zu 7 Tage', 'Jusqu’à 7 jours'), notes: [1] }],
    },
  ],
});

const consoleSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.eightK],
  sections: [
    {
      name: S.performance,
      lines: [
        {
          name: N.processor,
          value: tr('8-core, up to 3.5 GHz', '8 Kerne, bis zu 3,5 GHz', '8 cœurs, jusqu’à 3,5 GHz'),
        },
        { name: N.storage, value: top(tier) ? '2 TB SSD' : '1 TB SSD' },
        {
          name: t('Video output', 'Videoausgabe', 'Sortie vidéo'),
          value: tr('4K 120 Hz, 8K', '4K 120 Hz, 8K', '4K 120 Hz, 8K'),
          notes: [1],
        },
        {
          name: t('Disc drive', 'Laufwerk', 'Lecteur'),
          value: entry(tier)
            ? tr('Digital edition (no drive)', 'Digital Edition (ohne Laufwerk)', 'Édition numérique (sans lecteur)')
            : 'Ultra HD Blu-ray',
        },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.wifi, value: 'Wi-Fi 6' },
        { name: N.bluetooth, value: '5.1' },
        { name: N.usb, value: '2 × USB-C, 2 × USB-A' },
      ],
    },
    { name: S.power, lines: [{ name: N.consumption, value: num(200, 'W') }] },
  ],
});

const controllerSheet: SheetBuilder = () => ({
  footnotes: [F.battery],
  sections: [
    {
      name: S.general,
      lines: [
        {
          name: t('Connection', 'Verbindung', 'Connexion'),
          value: tr('Bluetooth, USB-C cable', 'Bluetooth, USB-C-Kabel', 'Bluetooth, câble USB-C'),
        },
        {
          name: t('Feedback', 'Feedback', 'Retour'),
          value: tr(
            'Haptic feedback, adaptive triggers',
            'Haptisches Feedback, adaptive Trigger',
            'Retour haptique, gâchettes adaptatives',
          ),
        },
        { name: t('Headset jack', 'Kopfhöreranschluss', 'Prise casque'), value: '3.5 mm' },
      ],
    },
    {
      name: S.battery,
      lines: [
        { name: N.batteryLife, value: tr('Up to 12 hours', 'Bis zu 12 Stunden', 'Jusqu’à 12 heures'), notes: [1] },
        { name: N.charging, value: tr('About 3 hours', 'Ca. 3 Stunden', 'Environ 3 heures') },
      ],
    },
  ],
});

const laptopSheet: SheetBuilder = ({ tier, random }) => ({
  footnotes: [F.laptopBattery],
  sections: [
    {
      name: S.display,
      lines: [{ name: N.screenSize, value: top(tier) ? '14" OLED, 2880 × 1800' : '14" IPS, 1920 × 1200' }],
    },
    {
      name: S.performance,
      lines: [
        {
          name: N.processor,
          value: top(tier)
            ? tr('14-core, up to 5.0 GHz', '14 Kerne, bis zu 5,0 GHz', '14 cœurs, jusqu’à 5,0 GHz')
            : tr('10-core, up to 4.6 GHz', '10 Kerne, bis zu 4,6 GHz', '10 cœurs, jusqu’à 4,6 GHz'),
        },
        { name: N.memory, value: top(tier) ? '32 GB' : '16 GB' },
        { name: N.storage, value: top(tier) ? '1 TB SSD' : '512 GB SSD' },
        { name: N.os, value: 'Windows 11 Home' },
      ],
    },
    {
      name: S.battery,
      lines: [
        { name: N.batteryLife, value: tr('Up to 14 hours', 'Bis zu 14 Stunden', 'Jusqu’à 14 heures'), notes: [1] },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: t('Ports', 'Anschlüsse', 'Ports'), value: '2 × Thunderbolt 4, 1 × USB-A, HDMI 2.1, 3.5 mm' },
        { name: N.wifi, value: 'Wi-Fi 6E' },
      ],
    },
    { name: S.dimensions, lines: [{ name: N.weight, value: num(1.2 + random.int(0, 4) / 10, 'kg', 1) }] },
  ],
});

const keyboardSheet: SheetBuilder = () => ({
  footnotes: [F.keyboardBattery],
  sections: [
    {
      name: S.input,
      lines: [
        {
          name: t('Connection', 'Verbindung', 'Connexion'),
          value: tr(
            'Bluetooth (3 devices) and 2.4 GHz receiver',
            'Bluetooth (3 Geräte) und 2,4-GHz-Empfänger',
            'Bluetooth (3 appareils) et récepteur 2,4 GHz',
          ),
        },
        { name: t('Layouts', 'Tastaturlayouts', 'Dispositions'), value: 'UK, DE, FR' },
        {
          name: t('Backlight', 'Beleuchtung', 'Rétroéclairage'),
          value: tr('Adaptive white backlight', 'Adaptive weiße Beleuchtung', 'Rétroéclairage blanc adaptatif'),
        },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: N.batteryLife,
          value: tr(
            'Up to 10 days, 5 months with backlight off',
            'Bis zu 10 Tage, 5 Monate ohne Beleuchtung',
            'Jusqu’à 10 jours, 5 mois sans rétroéclairage',
          ),
          notes: [1],
        },
      ],
    },
  ],
});

const smartSpeakerSheet: SheetBuilder = () => ({
  footnotes: [],
  sections: [
    {
      name: S.sound,
      lines: [
        { name: t('Drivers', 'Treiber', 'Haut-parleurs'), value: '1 × woofer, 2 × tweeter' },
        {
          name: t('Microphones', 'Mikrofone', 'Microphones'),
          value: tr(
            '4 far-field microphones, mute switch',
            '4 Fernfeld-Mikrofone, Stummschalter',
            '4 micros longue portée, bouton de coupure',
          ),
        },
      ],
    },
    {
      name: S.smart,
      lines: [
        { name: N.voice, value: 'Google Assistant, Alexa' },
        { name: t('Multi-room', 'Multiroom', 'Multiroom'), value: YES },
      ],
    },
    {
      name: S.connectivity,
      lines: [
        { name: N.wifi, value: 'Wi-Fi 5' },
        { name: N.bluetooth, value: '5.0' },
      ],
    },
  ],
});

const robotSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.suction, F.battery],
  sections: [
    {
      name: S.cleaning,
      lines: [
        {
          name: t('Suction power', 'Saugleistung', 'Puissance d’aspiration'),
          value: num(top(tier) ? 6000 : 4000, 'Pa'),
          notes: [1],
        },
        {
          name: t('Navigation', 'Navigation', 'Navigation'),
          value: tr('LiDAR with room mapping', 'LiDAR mit Raumkarte', 'LiDAR avec cartographie'),
        },
        { name: t('Mopping', 'Wischfunktion', 'Lavage'), value: yesNo(!entry(tier)) },
        { name: t('Dust bin', 'Staubbehälter', 'Bac à poussière'), value: num(400, 'ml') },
      ],
    },
    {
      name: S.battery,
      lines: [
        {
          name: t('Run time', 'Laufzeit', 'Autonomie'),
          value: tr('Up to 180 minutes', 'Bis zu 180 Minuten', 'Jusqu’à 180 minutes'),
          notes: [2],
        },
      ],
    },
  ],
});

const securitySheet: SheetBuilder = () => ({
  footnotes: [F.water],
  sections: [
    {
      name: S.video,
      lines: [
        { name: N.resolution, value: '2560 × 1440 (2K)' },
        { name: t('Field of view', 'Sichtfeld', 'Champ de vision'), value: '130°' },
        {
          name: t('Night vision', 'Nachtsicht', 'Vision nocturne'),
          value: tr('Colour, up to 10 m', 'Farbe, bis zu 10 m', 'Couleur, jusqu’à 10 m'),
        },
      ],
    },
    {
      name: S.general,
      lines: [
        { name: N.water, value: 'IP65', notes: [1] },
        {
          name: N.storage,
          value: tr('microSD up to 256 GB, cloud', 'microSD bis 256 GB, Cloud', 'microSD jusqu’à 256 Go, cloud'),
        },
      ],
    },
  ],
});

const purifierSheet: SheetBuilder = ({ tier }) => ({
  footnotes: [F.cadr],
  sections: [
    {
      name: S.performance,
      lines: [
        {
          name: t('Clean air delivery rate', 'Reinluftrate (CADR)', 'Débit d’air purifié (CADR)'),
          value: num(top(tier) ? 480 : 320, 'm³/h'),
          notes: [1],
        },
        { name: t('Room size', 'Raumgröße', 'Surface de la pièce'), value: num(top(tier) ? 58 : 38, 'm²'), notes: [1] },
        {
          name: t('Filter', 'Filter', 'Filtre'),
          value: tr('HEPA H13 and activated carbon', 'HEPA H13 und Aktivkohle', 'HEPA H13 et charbon actif'),
        },
        { name: N.noise, value: '24 – 52 dB' },
      ],
    },
    { name: S.power, lines: [{ name: N.consumption, value: num(top(tier) ? 45 : 32, 'W') }] },
  ],
});

const SHEETS: Record<ProductKind, SheetBuilder> = {
  tv: tvSheet,
  projector: projectorSheet,
  monitor: monitorSheet,
  soundbar: soundbarSheet,
  receiver: receiverSheet,
  speaker: speakerSheet,
  hifi: hifiSheet,
  turntable: turntableSheet,
  microphone: microphoneSheet,
  headphones: headphonesSheet,
  earbuds: earbudsSheet,
  camera: cameraSheet,
  'compact-camera': compactSheet,
  camcorder: camcorderSheet,
  lens: lensSheet,
  'action-cam': actionCamSheet,
  phone: phoneSheet,
  tablet: tabletSheet,
  watch: watchSheet,
  console: consoleSheet,
  controller: controllerSheet,
  laptop: laptopSheet,
  keyboard: keyboardSheet,
  'smart-speaker': smartSpeakerSheet,
  'robot-vacuum': robotSheet,
  'security-camera': securitySheet,
  'air-purifier': purifierSheet,
};

export function sheetFor(input: SheetInput): Sheet {
  return SHEETS[input.kind](input);
}

/** The general section every sheet ends with. */
export function generalSection(modelNumber: string, colour: T3, year: number): SpecSection {
  return {
    name: S.general,
    lines: [
      { name: N.model, value: modelNumber },
      { name: N.colour, value: (lang) => colour[lang] },
      { name: N.released, value: String(year) },
    ],
  };
}
