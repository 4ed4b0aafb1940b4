import type { ProductKind, T3 } from './kinds';

/**
 * The demo catalogue's category tree and product lines. Model numbers follow the patterns real
 * support visitors type (prefix, size, series, year letter: 'AT-55X89K'), for the fictional
 * brand Aurora.
 */
export interface ProductVariant {
  model: string;
  /** Size or variant shown in the product name, e.g. '55"' or '24-70 mm F2.8'. */
  label: string;
}

export interface ProductLine {
  series: string;
  year: number;
  /** Marketing tier, shown in names and descriptions. */
  tier: T3;
  variants: ProductVariant[];
}

export interface LeafCategory {
  name: string;
  title: T3;
  description: T3;
  kind: ProductKind;
  /** Noun used in product names: 'Smart TV', 'Smart-TV', 'Téléviseur'. */
  noun: T3;
  lines: ProductLine[];
  channel?: 'pro' | 'mobile' | 'con';
  /** Other top categories that also list this one: a visitor who picks Audio finds soundbars too. */
  alsoUnder?: string[];
}

export interface TopCategory {
  name: string;
  title: T3;
  description: T3;
  color: string;
  /** Kind whose illustration represents the category. */
  kind: ProductKind;
  children: LeafCategory[];
}

const t = (en: string, de: string, fr: string): T3 => ({ en, de, fr });

/** 'AT-', [43, 55], 'X75K' -> AT-43X75K, AT-55X75K with labels 43", 55". */
function sized(prefix: string, sizes: number[], series: string, unit = '"'): ProductVariant[] {
  return sizes.map((size) => ({ model: `${prefix}${size}${series}`, label: `${size}${unit}` }));
}

function models(...codes: string[]): ProductVariant[] {
  return codes.map((model) => ({ model, label: '' }));
}

function line(series: string, year: number, tier: T3, variants: ProductVariant[]): ProductLine {
  return { series, year, tier, variants };
}

const TIER = {
  entry: t('Essential', 'Essential', 'Essentiel'),
  mid: t('Advanced', 'Advanced', 'Avancé'),
  high: t('Premium', 'Premium', 'Premium'),
  flagship: t('Signature', 'Signature', 'Signature'),
  pro: t('Professional', 'Professional', 'Professionnel'),
};

export const TAXONOMY: TopCategory[] = [
  {
    name: 'tv-home-cinema',
    title: t('TV & Home Cinema', 'TV & Heimkino', 'TV & Home Cinéma'),
    description: t(
      'Support for televisions, projectors, soundbars and AV receivers.',
      'Support für Fernseher, Projektoren, Soundbars und AV-Receiver.',
      'Assistance pour téléviseurs, projecteurs, barres de son et amplificateurs AV.',
    ),
    color: '#1d3b72',
    kind: 'tv',
    children: [
      {
        name: 'televisions',
        title: t('Televisions', 'Fernseher', 'Téléviseurs'),
        description: t('4K LED and OLED TVs.', '4K-LED- und OLED-Fernseher.', 'Téléviseurs LED et OLED 4K.'),
        kind: 'tv',
        noun: t('4K HDR Smart TV', '4K HDR Smart-TV', 'Téléviseur 4K HDR'),
        lines: [
          line('X75J', 2021, TIER.entry, sized('AT-', [43, 50, 55, 65], 'X75J')),
          line('X80J', 2021, TIER.mid, sized('AT-', [43, 50, 55, 65, 75], 'X80J')),
          line('X89J', 2021, TIER.mid, sized('AT-', [50, 55, 65, 75], 'X89J')),
          line('A80J', 2021, TIER.high, sized('AO-', [55, 65, 77], 'A80J')),
          line('X75K', 2022, TIER.entry, sized('AT-', [43, 50, 55, 65, 75], 'X75K')),
          line('X85K', 2022, TIER.mid, sized('AT-', [43, 50, 55, 65, 75, 85], 'X85K')),
          line('X90K', 2022, TIER.high, sized('AT-', [55, 65, 75, 85], 'X90K')),
          line('A95K', 2022, TIER.flagship, sized('AO-', [55, 65], 'A95K')),
          line('X80L', 2023, TIER.mid, sized('AT-', [43, 50, 55, 65, 75, 85], 'X80L')),
          line('A80L', 2023, TIER.high, sized('AO-', [55, 65, 77, 83], 'A80L')),
          line('X95L', 2023, TIER.high, sized('AT-', [65, 75, 85], 'X95L')),
          line('A75L', 2023, TIER.high, sized('AO-', [55, 65, 77], 'A75L')),
          line('Z9M', 2024, TIER.flagship, sized('AT-', [65, 75, 85], 'Z9M')),
        ],
      },
      {
        name: 'home-projectors',
        title: t('Home Projectors', 'Heimkino-Projektoren', 'Projecteurs home cinéma'),
        description: t('4K SXRD and laser projectors.', '4K-Laser-Projektoren.', 'Projecteurs 4K et laser.'),
        kind: 'projector',
        noun: t('4K Home Cinema Projector', '4K-Heimkino-Projektor', 'Projecteur home cinéma 4K'),
        lines: [
          line('HW', 2021, TIER.mid, models('APJ-HW45ES', 'APJ-HW65ES')),
          line('XW', 2022, TIER.high, models('APJ-XW5000ES', 'APJ-XW6000ES', 'APJ-XW7000ES')),
          line('VW', 2023, TIER.flagship, models('APJ-VW290ES', 'APJ-VW590ES', 'APJ-VW890ES')),
        ],
      },
      {
        name: 'soundbars',
        title: t('Soundbars', 'Soundbars', 'Barres de son'),
        description: t('Dolby Atmos soundbars and subwoofers.', 'Dolby-Atmos-Soundbars und Subwoofer.', 'Barres de son Dolby Atmos et caissons de basses.'),
        kind: 'soundbar',
        alsoUnder: ['audio'],
        noun: t('Soundbar', 'Soundbar', 'Barre de son'),
        lines: [
          line('S', 2021, TIER.entry, models('ASB-S100F', 'ASB-S200F', 'ASB-S350', 'ASB-S400')),
          line('G', 2022, TIER.mid, models('ASB-G700', 'ASB-G900')),
          line('A', 2023, TIER.high, models('ASB-A3000', 'ASB-A5000', 'ASB-A7000', 'ASB-A9000')),
          line('B', 2024, TIER.flagship, models('ASB-B8', 'ASB-B9')),
        ],
      },
      {
        name: 'av-receivers',
        title: t('AV Receivers', 'AV-Receiver', 'Amplificateurs AV'),
        description: t('Multichannel AV receivers.', 'Mehrkanal-AV-Receiver.', 'Amplificateurs AV multicanaux.'),
        kind: 'receiver',
        noun: t('AV Receiver', 'AV-Receiver', 'Amplificateur AV'),
        lines: [
          line('DH', 2021, TIER.entry, models('AVR-DH590', 'AVR-DH790')),
          line('AN', 2022, TIER.mid, models('AVR-AN1000', 'AVR-AN1080')),
          line('ES', 2023, TIER.high, models('AVR-ES3200', 'AVR-ES5200', 'AVR-ES7200', 'AVR-ES9200')),
        ],
      },
    ],
  },
  {
    name: 'headphones',
    title: t('Headphones', 'Kopfhörer', 'Casques et écouteurs'),
    description: t(
      'Support for wireless headphones, earbuds and wired headphones.',
      'Support für kabellose Kopfhörer, In-Ears und kabelgebundene Kopfhörer.',
      'Assistance pour casques sans fil, écouteurs et casques filaires.',
    ),
    color: '#6b2d8c',
    kind: 'headphones',
    children: [
      {
        name: 'wireless-headphones',
        title: t('Wireless Headphones', 'Kabellose Kopfhörer', 'Casques sans fil'),
        description: t('Noise cancelling over-ear headphones.', 'Over-Ear-Kopfhörer mit Noise Cancelling.', 'Casques circum-auriculaires à réduction de bruit.'),
        kind: 'headphones',
        noun: t('Wireless Noise Cancelling Headphones', 'Kabellose Noise-Cancelling-Kopfhörer', 'Casque sans fil à réduction de bruit'),
        lines: [
          line('1000X', 2021, TIER.flagship, models('AWH-1000XM4', 'AWH-1000XM5', 'AWH-1000XM6')),
          line('900N', 2022, TIER.high, models('AWH-900N', 'AWH-910N')),
          line('CH', 2022, TIER.entry, models('AWH-CH520', 'AWH-CH720N')),
          line('XB', 2023, TIER.mid, models('AWH-XB910N', 'AWH-ULT900N')),
          line('H', 2023, TIER.mid, models('AWH-H810', 'AWH-H910N', 'AWH-H920N', 'AWH-H1000')),
        ],
      },
      {
        name: 'true-wireless-earbuds',
        title: t('True Wireless Earbuds', 'True-Wireless-In-Ears', 'Écouteurs true wireless'),
        description: t('Truly wireless earbuds with charging case.', 'Komplett kabellose In-Ears mit Ladeetui.', 'Écouteurs sans fil avec étui de charge.'),
        kind: 'earbuds',
        noun: t('Truly Wireless Earbuds', 'True-Wireless-Kopfhörer', 'Écouteurs sans fil'),
        lines: [
          line('1000X', 2021, TIER.flagship, models('AWF-1000XM3', 'AWF-1000XM4', 'AWF-1000XM5')),
          line('C', 2022, TIER.entry, models('AWF-C500', 'AWF-C510', 'AWF-C700N')),
          line('LS', 2023, TIER.mid, models('AWF-LS900N', 'AWF-LS910N')),
          line('XB', 2023, TIER.mid, models('AWF-XB700', 'AWF-ULT10')),
          line('SP', 2024, TIER.mid, models('AWF-SP800N', 'AWF-SP900')),
        ],
      },
      {
        name: 'wired-headphones',
        title: t('Wired Headphones', 'Kabelgebundene Kopfhörer', 'Casques filaires'),
        description: t('Studio and hi-res wired headphones.', 'Studio- und Hi-Res-Kopfhörer mit Kabel.', 'Casques filaires studio et haute résolution.'),
        kind: 'headphones',
        noun: t('Hi-Res Headphones', 'Hi-Res-Kopfhörer', 'Casque haute résolution'),
        lines: [
          line('MDR', 2021, TIER.pro, models('AMDR-7506', 'AMDR-M1ST', 'AMDR-MV1')),
          line('Z', 2022, TIER.flagship, models('AMDR-Z1R', 'AMDR-Z7M2', 'AMDR-EX15AP')),
        ],
      },
    ],
  },
  {
    name: 'audio',
    title: t('Audio', 'Audio', 'Audio'),
    description: t(
      'Support for wireless speakers, hi-fi systems and turntables.',
      'Support für kabellose Lautsprecher, HiFi-Anlagen und Plattenspieler.',
      'Assistance pour enceintes sans fil, chaînes hi-fi et platines vinyle.',
    ),
    color: '#b3541e',
    kind: 'speaker',
    children: [
      {
        name: 'wireless-speakers',
        title: t('Wireless Speakers', 'Kabellose Lautsprecher', 'Enceintes sans fil'),
        description: t('Portable Bluetooth and party speakers.', 'Tragbare Bluetooth- und Party-Lautsprecher.', 'Enceintes Bluetooth portables et de soirée.'),
        kind: 'speaker',
        noun: t('Wireless Speaker', 'Kabelloser Lautsprecher', 'Enceinte sans fil'),
        lines: [
          line('XB', 2021, TIER.entry, models('ASRS-XB13', 'ASRS-XB23', 'ASRS-XB33', 'ASRS-XB43')),
          line('XE', 2022, TIER.mid, models('ASRS-XE200', 'ASRS-XE300')),
          line('XG', 2022, TIER.high, models('ASRS-XG300', 'ASRS-XG500')),
          line('ULT', 2024, TIER.high, models('ASRS-ULT10', 'ASRS-ULT30', 'ASRS-ULT50', 'ASRS-ULT70')),
          line('XP', 2023, TIER.high, models('ASRS-XP500', 'ASRS-XP700')),
        ],
      },
      {
        name: 'hifi-systems',
        title: t('Hi-Fi Systems', 'HiFi-Anlagen', 'Chaînes hi-fi'),
        description: t('Micro and mini hi-fi systems.', 'Mikro- und Mini-HiFi-Anlagen.', 'Micro et mini chaînes hi-fi.'),
        kind: 'hifi',
        noun: t('Hi-Fi System', 'HiFi-Anlage', 'Chaîne hi-fi'),
        lines: [
          line('CMT', 2021, TIER.mid, models('ACMT-SBT40D', 'ACMT-SBT100', 'ACMT-X3CD')),
          line('MHC', 2022, TIER.high, models('AMHC-V13', 'AMHC-V43D', 'AMHC-V73D', 'AMHC-V83D')),
        ],
      },
      {
        name: 'turntables',
        title: t('Turntables', 'Plattenspieler', 'Platines vinyle'),
        description: t('Belt-drive turntables with USB and Bluetooth.', 'Plattenspieler mit Riemenantrieb, USB und Bluetooth.', 'Platines à entraînement par courroie avec USB et Bluetooth.'),
        kind: 'turntable',
        noun: t('Turntable', 'Plattenspieler', 'Platine vinyle'),
        lines: [line('LX', 2021, TIER.mid, models('APS-LX310BT', 'APS-LX500BT', 'APS-HX500', 'APS-HX700'))],
      },
    ],
  },
  {
    name: 'cameras',
    title: t('Cameras', 'Kameras', 'Appareils photo'),
    description: t(
      'Support for interchangeable-lens cameras, compact cameras, camcorders and lenses.',
      'Support für Systemkameras, Kompaktkameras, Camcorder und Objektive.',
      'Assistance pour hybrides, compacts, caméscopes et objectifs.',
    ),
    color: '#2f4f4f',
    kind: 'camera',
    children: [
      {
        name: 'interchangeable-lens-cameras',
        title: t('Interchangeable Lens Cameras', 'Systemkameras', 'Appareils photo hybrides'),
        description: t('Full-frame and APS-C mirrorless cameras.', 'Spiegellose Vollformat- und APS-C-Kameras.', 'Hybrides plein format et APS-C.'),
        kind: 'camera',
        noun: t('Mirrorless Camera', 'Spiegellose Systemkamera', 'Appareil photo hybride'),
        lines: [
          line('7', 2021, TIER.high, models('ALC-7M3', 'ALC-7M4', 'ALC-7RM4', 'ALC-7RM5', 'ALC-7SM3', 'ALC-7CM2')),
          line('9', 2022, TIER.flagship, models('ALC-9M2', 'ALC-9M3', 'ALC-1M2')),
          line('6000', 2021, TIER.entry, models('ALC-6100', 'ALC-6400', 'ALC-6600', 'ALC-6700')),
          line('ZV', 2023, TIER.mid, models('ALC-ZVE10', 'ALC-ZVE10M2', 'ALC-ZVE1')),
          line('7C', 2024, TIER.high, models('ALC-7CR', 'ALC-6700M2')),
        ],
      },
      {
        name: 'compact-cameras',
        title: t('Compact Cameras', 'Kompaktkameras', 'Appareils photo compacts'),
        description: t('Premium compact and travel zoom cameras.', 'Premium-Kompakt- und Reisezoomkameras.', 'Compacts experts et superzooms de voyage.'),
        kind: 'compact-camera',
        noun: t('Compact Camera', 'Kompaktkamera', 'Appareil photo compact'),
        lines: [
          line('RX', 2021, TIER.high, models('ADSC-RX100M5A', 'ADSC-RX100M6', 'ADSC-RX100M7', 'ADSC-RX10M4')),
          line('HX', 2021, TIER.entry, models('ADSC-HX99', 'ADSC-HX350', 'ADSC-WX500')),
          line('ZV', 2022, TIER.mid, models('ADSC-ZV1', 'ADSC-ZV1M2')),
        ],
      },
      {
        name: 'camcorders',
        title: t('Camcorders', 'Camcorder', 'Caméscopes'),
        description: t('4K and Full HD handycams.', '4K- und Full-HD-Camcorder.', 'Caméscopes 4K et Full HD.'),
        kind: 'camcorder',
        noun: t('Handycam Camcorder', 'Handycam-Camcorder', 'Caméscope Handycam'),
        lines: [
          line('CX', 2021, TIER.entry, models('AHDR-CX405', 'AHDR-CX625', 'AHDR-PJ410')),
          line('AX', 2022, TIER.high, models('AFDR-AX43A', 'AFDR-AX53', 'AFDR-AX700')),
        ],
      },
      {
        name: 'lenses',
        title: t('Lenses', 'Objektive', 'Objectifs'),
        description: t('E-mount prime and zoom lenses.', 'E-Mount-Festbrennweiten und Zoomobjektive.', 'Objectifs fixes et zooms monture E.'),
        kind: 'lens',
        noun: t('Lens', 'Objektiv', 'Objectif'),
        lines: [
          line('G Master', 2021, TIER.flagship, [
            { model: 'AEL2470GM2', label: 'FE 24-70 mm F2.8 GM II' },
            { model: 'AEL70200GM2', label: 'FE 70-200 mm F2.8 GM OSS II' },
            { model: 'AEL1635GM', label: 'FE 16-35 mm F2.8 GM' },
            { model: 'AEL50F12GM', label: 'FE 50 mm F1.2 GM' },
            { model: 'AEL85F14GM', label: 'FE 85 mm F1.4 GM' },
            { model: 'AEL135F18GM', label: 'FE 135 mm F1.8 GM' },
          ]),
          line('G', 2022, TIER.high, [
            { model: 'AEL2070G', label: 'FE 20-70 mm F4 G' },
            { model: 'AEL70200G2', label: 'FE 70-200 mm F4 Macro G OSS II' },
            { model: 'AEL40F25G', label: 'FE 40 mm F2.5 G' },
            { model: 'AEL24F28G', label: 'FE 24 mm F2.8 G' },
          ]),
          line('Standard', 2021, TIER.entry, [
            { model: 'AEL50F18F', label: 'FE 50 mm F1.8' },
            { model: 'AEL28F20', label: 'FE 28 mm F2' },
            { model: 'AEL1855', label: 'E 18-55 mm F3.5-5.6 OSS' },
            { model: 'AEL18135', label: 'E 18-135 mm F3.5-5.6 OSS' },
            { model: 'AEL55210', label: 'E 55-210 mm F4.5-6.3 OSS' },
            { model: 'AEL35F18', label: 'E 35 mm F1.8 OSS' },
          ]),
        ],
      },
      {
        name: 'action-cameras',
        title: t('Action Cameras', 'Action-Cams', 'Caméras d’action'),
        description: t('Waterproof 4K action cameras.', 'Wasserdichte 4K-Action-Cams.', 'Caméras d’action 4K étanches.'),
        kind: 'action-cam',
        noun: t('Action Camera', 'Action-Cam', 'Caméra d’action'),
        lines: [line('AS', 2021, TIER.mid, models('AFDR-X3000', 'AHDR-AS50', 'AHDR-AS300', 'ARX0M2', 'AFDR-X3500'))],
      },
    ],
  },
  {
    name: 'mobile',
    title: t('Mobile', 'Mobilgeräte', 'Mobile'),
    description: t(
      'Support for smartphones, tablets and smartwatches.',
      'Support für Smartphones, Tablets und Smartwatches.',
      'Assistance pour smartphones, tablettes et montres connectées.',
    ),
    color: '#0f6e5a',
    kind: 'phone',
    children: [
      {
        name: 'smartphones',
        title: t('Smartphones', 'Smartphones', 'Smartphones'),
        description: t('Aurora Nova smartphones.', 'Aurora Nova Smartphones.', 'Smartphones Aurora Nova.'),
        kind: 'phone',
        noun: t('Smartphone', 'Smartphone', 'Smartphone'),
        channel: 'mobile',
        lines: [
          line('Nova 1', 2022, TIER.flagship, models('AQ-N1M4', 'AQ-N1M5', 'AQ-N1M6')),
          line('Nova 5', 2022, TIER.high, models('AQ-N5M4', 'AQ-N5M5')),
          line('Nova 10', 2023, TIER.mid, models('AQ-N10M4', 'AQ-N10M5', 'AQ-N10M6')),
          line('Nova Pro', 2024, TIER.pro, models('AQ-NPRO', 'AQ-NPROI')),
          line('Nova Compact', 2021, TIER.entry, models('AQ-NC1', 'AQ-NC2')),
        ],
      },
      {
        name: 'tablets',
        title: t('Tablets', 'Tablets', 'Tablettes'),
        description: t('Android tablets for work and play.', 'Android-Tablets für Arbeit und Freizeit.', 'Tablettes Android pour le travail et les loisirs.'),
        kind: 'tablet',
        noun: t('Tablet', 'Tablet', 'Tablette'),
        channel: 'mobile',
        lines: [
          line('Tab S', 2022, TIER.high, [
            { model: 'ATB-S11', label: '11"' },
            { model: 'ATB-S13', label: '13"' },
          ]),
          line('Tab Z', 2023, TIER.flagship, [
            { model: 'ATB-Z4', label: '10.1"' },
            { model: 'ATB-Z5', label: '12.4"' },
          ]),
          line('Tab E', 2021, TIER.entry, [
            { model: 'ATB-E8', label: '8"' },
            { model: 'ATB-E10', label: '10"' },
          ]),
        ],
      },
      {
        name: 'smartwatches',
        title: t('Smartwatches', 'Smartwatches', 'Montres connectées'),
        description: t('Fitness and smart watches.', 'Fitness- und Smartwatches.', 'Montres de sport et connectées.'),
        kind: 'watch',
        noun: t('Smartwatch', 'Smartwatch', 'Montre connectée'),
        channel: 'mobile',
        lines: [
          line('Pulse', 2022, TIER.mid, models('ASW-P2', 'ASW-P3', 'ASW-P3L')),
          line('Active', 2023, TIER.high, models('ASW-A1', 'ASW-A2', 'ASW-A2X')),
        ],
      },
    ],
  },
  {
    name: 'gaming',
    title: t('Gaming', 'Gaming', 'Jeux vidéo'),
    description: t(
      'Support for game consoles, controllers and gaming headsets.',
      'Support für Spielkonsolen, Controller und Gaming-Headsets.',
      'Assistance pour consoles, manettes et casques gaming.',
    ),
    color: '#1b2a8a',
    kind: 'console',
    children: [
      {
        name: 'consoles',
        title: t('Consoles', 'Konsolen', 'Consoles'),
        description: t('Home and portable game consoles.', 'Heim- und Handheld-Konsolen.', 'Consoles de salon et portables.'),
        kind: 'console',
        noun: t('Game Console', 'Spielkonsole', 'Console de jeu'),
        lines: [
          line('AGC-1000', 2021, TIER.high, models('AGC-1016A', 'AGC-1116A', 'AGC-1216A')),
          line('AGC-2000', 2023, TIER.flagship, models('AGC-2016', 'AGC-2116B', 'AGC-7016')),
        ],
      },
      {
        name: 'controllers',
        title: t('Controllers', 'Controller', 'Manettes'),
        description: t('Wireless controllers and accessories.', 'Kabellose Controller und Zubehör.', 'Manettes sans fil et accessoires.'),
        kind: 'controller',
        noun: t('Wireless Controller', 'Wireless-Controller', 'Manette sans fil'),
        lines: [line('ZCT', 2021, TIER.mid, models('AGC-ZCT1', 'AGC-ZCT2', 'AGC-ZCP1', 'AGC-ZCM1', 'AGC-ZCE1', 'AGC-ZCS1'))],
      },
      {
        name: 'gaming-headsets',
        title: t('Gaming Headsets', 'Gaming-Headsets', 'Casques gaming'),
        description: t('Wireless gaming headsets with 3D audio.', 'Kabellose Gaming-Headsets mit 3D-Audio.', 'Casques gaming sans fil avec audio 3D.'),
        kind: 'headphones',
        noun: t('Gaming Headset', 'Gaming-Headset', 'Casque gaming'),
        lines: [
          line('INZ', 2022, TIER.high, models('AGH-H9', 'AGH-H7', 'AGH-H5', 'AGH-H3')),
          line('Pulse', 2023, TIER.mid, models('AGH-P3D', 'AGH-PEX')),
        ],
      },
    ],
  },
  {
    name: 'computers-monitors',
    title: t('Computers & Monitors', 'Computer & Monitore', 'Ordinateurs & écrans'),
    description: t(
      'Support for laptops, monitors, keyboards and mice.',
      'Support für Laptops, Monitore, Tastaturen und Mäuse.',
      'Assistance pour ordinateurs portables, écrans, claviers et souris.',
    ),
    color: '#374151',
    kind: 'monitor',
    children: [
      {
        name: 'laptops',
        title: t('Laptops', 'Laptops', 'Ordinateurs portables'),
        description: t('Lightweight laptops for work and study.', 'Leichte Laptops für Arbeit und Studium.', 'Ordinateurs portables légers pour le travail et les études.'),
        kind: 'laptop',
        noun: t('Laptop', 'Laptop', 'Ordinateur portable'),
        lines: [
          line('Pro', 2022, TIER.high, models('ANB-P13G2', 'ANB-P14G2', 'ANB-P16G2')),
          line('Air', 2023, TIER.mid, models('ANB-A13G3', 'ANB-A14G3', 'ANB-A15G3')),
          line('Flip', 2021, TIER.entry, models('ANB-F14G1', 'ANB-F14G2', 'ANB-F15G1', 'ANB-F15G2')),
        ],
      },
      {
        name: 'monitors',
        title: t('Monitors', 'Monitore', 'Écrans'),
        description: t('Gaming and productivity monitors.', 'Gaming- und Office-Monitore.', 'Écrans gaming et bureautiques.'),
        kind: 'monitor',
        noun: t('Monitor', 'Monitor', 'Écran'),
        lines: [
          line('M9', 2022, TIER.high, models('AMN-U27M90', 'AMN-U32M90')),
          line('M3', 2022, TIER.mid, models('AMN-F27M30', 'AMN-F24M30', 'AMN-Q27M30')),
          line('P', 2023, TIER.high, models('AMN-U27P70', 'AMN-U32P70', 'AMN-Q34P70W')),
          line('E', 2021, TIER.entry, models('AMN-F22E10', 'AMN-F24E10', 'AMN-F27E10', 'AMN-F27E20')),
        ],
      },
      {
        name: 'keyboards-mice',
        title: t('Keyboards & Mice', 'Tastaturen & Mäuse', 'Claviers et souris'),
        description: t('Wireless keyboards and mice.', 'Kabellose Tastaturen und Mäuse.', 'Claviers et souris sans fil.'),
        kind: 'keyboard',
        noun: t('Wireless Keyboard', 'Kabellose Tastatur', 'Clavier sans fil'),
        lines: [line('K', 2022, TIER.mid, models('AKB-K100', 'AKB-K300', 'AKB-K500M', 'AKB-K700', 'AKB-K900', 'AKB-G1'))],
      },
    ],
  },
  {
    name: 'smart-home',
    title: t('Smart Home & Appliances', 'Smart Home & Haushalt', 'Maison connectée & électroménager'),
    description: t(
      'Support for smart speakers, robot vacuums, security cameras and air purifiers.',
      'Support für smarte Lautsprecher, Saugroboter, Überwachungskameras und Luftreiniger.',
      'Assistance pour enceintes connectées, aspirateurs robots, caméras de sécurité et purificateurs d’air.',
    ),
    color: '#2e7d32',
    kind: 'smart-speaker',
    children: [
      {
        name: 'smart-speakers',
        title: t('Smart Speakers', 'Smarte Lautsprecher', 'Enceintes connectées'),
        description: t('Voice-controlled smart speakers and displays.', 'Sprachgesteuerte smarte Lautsprecher und Displays.', 'Enceintes et écrans connectés à commande vocale.'),
        kind: 'smart-speaker',
        noun: t('Smart Speaker', 'Smarter Lautsprecher', 'Enceinte connectée'),
        lines: [line('Home', 2022, TIER.mid, models('AHS-100', 'AHS-200', 'AHS-300', 'AHS-MINI', 'AHS-MAX', 'AHS-D8'))],
      },
      {
        name: 'robot-vacuums',
        title: t('Robot Vacuums', 'Saugroboter', 'Aspirateurs robots'),
        description: t('Robot vacuums with mapping.', 'Saugroboter mit Raumkarte.', 'Aspirateurs robots avec cartographie.'),
        kind: 'robot-vacuum',
        noun: t('Robot Vacuum', 'Saugroboter', 'Aspirateur robot'),
        lines: [line('RV', 2022, TIER.mid, models('ARV-S5', 'ARV-S7', 'ARV-S7MAX', 'ARV-S9', 'ARV-E3', 'ARV-E5'))],
      },
      {
        name: 'security-cameras',
        title: t('Security Cameras', 'Überwachungskameras', 'Caméras de sécurité'),
        description: t('Indoor and outdoor Wi-Fi cameras.', 'WLAN-Kameras für innen und außen.', 'Caméras Wi-Fi intérieures et extérieures.'),
        kind: 'security-camera',
        noun: t('Security Camera', 'Überwachungskamera', 'Caméra de sécurité'),
        lines: [line('Guard', 2023, TIER.mid, models('ASC-IN2', 'ASC-IN3', 'ASC-OUT2', 'ASC-OUT3', 'ASC-DB1', 'ASC-FL1'))],
      },
      {
        name: 'air-purifiers',
        title: t('Air Purifiers', 'Luftreiniger', 'Purificateurs d’air'),
        description: t('HEPA air purifiers.', 'Luftreiniger mit HEPA-Filter.', 'Purificateurs d’air HEPA.'),
        kind: 'air-purifier',
        noun: t('Air Purifier', 'Luftreiniger', 'Purificateur d’air'),
        lines: [line('AP', 2023, TIER.mid, models('AAP-200', 'AAP-300', 'AAP-400', 'AAP-600', 'AAP-800'))],
      },
    ],
  },
  {
    name: 'professional',
    title: t('Professional', 'Professional', 'Professionnel'),
    description: t(
      'Support for professional displays, projectors, broadcast cameras and microphones.',
      'Support für professionelle Displays, Projektoren, Broadcast-Kameras und Mikrofone.',
      'Assistance pour écrans, projecteurs, caméras broadcast et microphones professionnels.',
    ),
    color: '#7a1c1c',
    kind: 'microphone',
    children: [
      {
        name: 'professional-displays',
        title: t('Professional Displays', 'Professionelle Displays', 'Écrans professionnels'),
        description: t('4K signage and meeting-room displays.', '4K-Displays für Digital Signage und Besprechungsräume.', 'Écrans 4K pour affichage dynamique et salles de réunion.'),
        kind: 'tv',
        noun: t('4K Professional Display', '4K-Profi-Display', 'Écran professionnel 4K'),
        channel: 'pro',
        lines: [
          line('BZ30', 2022, TIER.pro, sized('AFW-', [43, 50, 55, 65, 75], 'BZ30L')),
          line('BZ40', 2023, TIER.pro, sized('AFW-', [65, 75, 85, 98], 'BZ40L')),
        ],
      },
      {
        name: 'professional-projectors',
        title: t('Professional Projectors', 'Profi-Projektoren', 'Projecteurs professionnels'),
        description: t('Laser installation projectors.', 'Laser-Installationsprojektoren.', 'Projecteurs laser d’installation.'),
        kind: 'projector',
        noun: t('Laser Projector', 'Laser-Projektor', 'Projecteur laser'),
        channel: 'pro',
        lines: [line('FHZ', 2022, TIER.pro, models('APJ-FHZ65', 'APJ-FHZ85', 'APJ-FHZ101', 'APJ-FHZ131', 'APJ-GTZ380', 'APJ-PHZ61'))],
      },
      {
        name: 'broadcast-cameras',
        title: t('Broadcast & Cinema Cameras', 'Broadcast- & Cinema-Kameras', 'Caméras broadcast et cinéma'),
        description: t('Camcorders and cinema cameras for production.', 'Camcorder und Cinema-Kameras für Produktionen.', 'Caméscopes et caméras cinéma pour la production.'),
        kind: 'camcorder',
        noun: t('Professional Camcorder', 'Profi-Camcorder', 'Caméscope professionnel'),
        channel: 'pro',
        lines: [line('PXW', 2022, TIER.pro, models('APXW-Z190', 'APXW-Z280', 'APXW-FX9', 'AILME-FX3', 'AILME-FX6', 'AILME-FX30'))],
      },
      {
        name: 'microphones',
        title: t('Microphones', 'Mikrofone', 'Microphones'),
        description: t('Wireless and shotgun microphones.', 'Funk- und Richtmikrofone.', 'Microphones sans fil et canons.'),
        kind: 'microphone',
        noun: t('Microphone', 'Mikrofon', 'Microphone'),
        channel: 'pro',
        lines: [line('ECM', 2022, TIER.pro, models('AECM-B10', 'AECM-G1', 'AECM-W3', 'AECM-M1', 'AC-800G', 'AURX-P40'))],
      },
    ],
  },
];
