import type { SupportGroup } from '../catalogue/kinds';

/**
 * Promotional banners of the support pages: category banners, a model banner, and the
 * operating-system banners shown next to downloads. The special message is the site-wide notice.
 */
export interface BannerText {
  title: string;
  text: string;
  linkText: string;
}

export type BannerTarget =
  | { type: 'faq'; key: string }
  | { type: 'category' }
  | { type: 'product-tab'; tab: 'downloads' | 'manuals' | 'faqs' | 'specifications' }
  | { type: 'search'; query: Record<'en' | 'de' | 'fr', string>; searchType: 'downloads' | 'faqs' | 'manuals' };

export interface BannerTemplate {
  key: string;
  /** 'all', support groups, 'model' (every product with firmware) or an operating-system family. */
  scope: 'all' | 'model' | SupportGroup[] | { os: string };
  theme: 'brand' | 'light' | 'accent';
  icon: 'shield' | 'update' | 'book' | 'chat' | 'recycle' | 'laptop' | 'phone';
  target: BannerTarget;
  popularity: number;
  en: BannerText;
  de: BannerText;
  fr: BannerText;
}

const b = (title: string, text: string, linkText: string): BannerText => ({ title, text, linkText });

export const OPERATING_SYSTEM_FAMILIES = ['windows', 'macos', 'linux', 'android', 'ios'] as const;
export type OperatingSystemFamily = (typeof OPERATING_SYSTEM_FAMILIES)[number];

export const BANNER_TEMPLATES: BannerTemplate[] = [
  {
    key: 'model-number',
    scope: 'all',
    theme: 'light',
    icon: 'book',
    target: { type: 'faq', key: 'find-model-number' },
    popularity: 60,
    en: b(
      'Not sure which model you have?',
      'The model number is on the rating label. With it, you get exactly the right manuals and downloads.',
      'Find your model number',
    ),
    de: b(
      'Unsicher, welches Modell Sie haben?',
      'Die Modellnummer steht auf dem Typenschild. Damit finden Sie genau die richtigen Anleitungen und Downloads.',
      'Modellnummer finden',
    ),
    fr: b(
      'Vous ne connaissez pas votre modèle ?',
      'La référence figure sur la plaque signalétique. Elle vous donne les bons modes d’emploi et téléchargements.',
      'Trouver votre référence',
    ),
  },
  {
    key: 'stay-updated',
    scope: 'model',
    theme: 'brand',
    icon: 'update',
    target: { type: 'product-tab', tab: 'downloads' },
    popularity: 80,
    en: b(
      'Keep your product up to date',
      'New software brings fixes and features. Check the latest version for your model.',
      'See downloads',
    ),
    de: b(
      'Halten Sie Ihr Produkt aktuell',
      'Neue Software bringt Korrekturen und Funktionen. Prüfen Sie die neueste Version für Ihr Modell.',
      'Zu den Downloads',
    ),
    fr: b(
      'Gardez votre produit à jour',
      'Les nouveaux logiciels apportent correctifs et fonctions. Vérifiez la dernière version pour votre modèle.',
      'Voir les téléchargements',
    ),
  },
  {
    key: 'tv-soundbar',
    scope: ['display'],
    theme: 'accent',
    icon: 'chat',
    target: {
      type: 'search',
      query: { en: 'soundbar eARC', de: 'Soundbar eARC', fr: 'barre de son eARC' },
      searchType: 'faqs',
    },
    popularity: 50,
    en: b(
      'Better sound in minutes',
      'Connect a soundbar to the eARC input and control both with one remote.',
      'How to connect',
    ),
    de: b(
      'Besserer Ton in wenigen Minuten',
      'Schließen Sie eine Soundbar am eARC-Eingang an und steuern Sie beide mit einer Fernbedienung.',
      'So wird’s angeschlossen',
    ),
    fr: b(
      'Un meilleur son en quelques minutes',
      'Reliez une barre de son à l’entrée eARC et pilotez les deux avec une télécommande.',
      'Comment la connecter',
    ),
  },
  {
    key: 'audio-app',
    scope: ['audio', 'headphones'],
    theme: 'accent',
    icon: 'phone',
    target: {
      type: 'search',
      query: { en: 'Aurora Sound app', de: 'Aurora Sound App', fr: 'application Aurora Sound' },
      searchType: 'downloads',
    },
    popularity: 50,
    en: b(
      'Get the Aurora Sound app',
      'Personalise the sound, update the software and find your headphones from your phone.',
      'Download the app',
    ),
    de: b(
      'Holen Sie sich die Aurora Sound App',
      'Klang anpassen, Software aktualisieren und Kopfhörer wiederfinden – alles vom Smartphone aus.',
      'App herunterladen',
    ),
    fr: b(
      'Téléchargez l’application Aurora Sound',
      'Personnalisez le son, mettez à jour le logiciel et retrouvez votre casque depuis votre téléphone.',
      'Télécharger l’application',
    ),
  },
  {
    key: 'camera-care',
    scope: ['camera'],
    theme: 'light',
    icon: 'shield',
    target: { type: 'category' },
    popularity: 45,
    en: b(
      'Lenses for every shot',
      'Check which lenses work with your camera body, with full autofocus and stabilisation.',
      'Browse lenses',
    ),
    de: b(
      'Objektive für jedes Motiv',
      'Prüfen Sie, welche Objektive mit Ihrem Kameragehäuse voll funktionieren – mit Autofokus und Stabilisierung.',
      'Objektive ansehen',
    ),
    fr: b(
      'Des objectifs pour chaque prise de vue',
      'Vérifiez quels objectifs fonctionnent avec votre boîtier, autofocus et stabilisation compris.',
      'Voir les objectifs',
    ),
  },
  {
    key: 'recycling',
    scope: ['mobile', 'computer', 'gaming', 'home'],
    theme: 'light',
    icon: 'recycle',
    target: { type: 'category' },
    popularity: 40,
    en: b(
      'Batteries last longer with a little care',
      'Avoid full discharges and extreme temperatures. Turn on battery care where your product offers it.',
      'See your products',
    ),
    de: b(
      'Akkus halten mit etwas Pflege länger',
      'Vermeiden Sie Tiefentladung und extreme Temperaturen. Aktivieren Sie die Akkupflege, wo Ihr Produkt sie anbietet.',
      'Zu Ihren Produkten',
    ),
    fr: b(
      'Les batteries durent plus longtemps avec un peu de soin',
      'Évitez les décharges complètes et les températures extrêmes. Activez l’entretien de la batterie si votre produit le propose.',
      'Voir vos produits',
    ),
  },
  {
    key: 'os-windows',
    scope: { os: 'windows' },
    theme: 'brand',
    icon: 'laptop',
    target: { type: 'search', query: { en: 'Windows', de: 'Windows', fr: 'Windows' }, searchType: 'downloads' },
    popularity: 50,
    en: b(
      'Software for Windows',
      'Drivers and apps for Windows 11 and Windows 10, tested with the latest Windows updates.',
      'Windows downloads',
    ),
    de: b(
      'Software für Windows',
      'Treiber und Apps für Windows 11 und Windows 10, getestet mit den neuesten Windows-Updates.',
      'Windows-Downloads',
    ),
    fr: b(
      'Logiciels pour Windows',
      'Pilotes et applications pour Windows 11 et Windows 10, testés avec les dernières mises à jour.',
      'Téléchargements Windows',
    ),
  },
  {
    key: 'os-macos',
    scope: { os: 'macos' },
    theme: 'brand',
    icon: 'laptop',
    target: { type: 'search', query: { en: 'macOS', de: 'macOS', fr: 'macOS' }, searchType: 'downloads' },
    popularity: 50,
    en: b('Software for macOS', 'Our apps support macOS 14 and 13 on Apple silicon and Intel Macs.', 'macOS downloads'),
    de: b(
      'Software für macOS',
      'Unsere Apps unterstützen macOS 14 und 13 auf Macs mit Apple Silicon und Intel.',
      'macOS-Downloads',
    ),
    fr: b(
      'Logiciels pour macOS',
      'Nos applications prennent en charge macOS 14 et 13 sur Mac Apple silicon et Intel.',
      'Téléchargements macOS',
    ),
  },
  {
    key: 'os-linux',
    scope: { os: 'linux' },
    theme: 'brand',
    icon: 'laptop',
    target: { type: 'search', query: { en: 'Linux', de: 'Linux', fr: 'Linux' }, searchType: 'downloads' },
    popularity: 40,
    en: b(
      'Using Linux?',
      'Command-line tools and drivers are available for current Ubuntu and Fedora releases.',
      'Linux downloads',
    ),
    de: b(
      'Sie nutzen Linux?',
      'Kommandozeilen-Werkzeuge und Treiber gibt es für aktuelle Ubuntu- und Fedora-Versionen.',
      'Linux-Downloads',
    ),
    fr: b(
      'Vous utilisez Linux ?',
      'Des outils en ligne de commande et des pilotes sont disponibles pour les versions actuelles d’Ubuntu et Fedora.',
      'Téléchargements Linux',
    ),
  },
  {
    key: 'os-android',
    scope: { os: 'android' },
    theme: 'accent',
    icon: 'phone',
    target: {
      type: 'search',
      query: { en: 'Android app', de: 'Android App', fr: 'application Android' },
      searchType: 'downloads',
    },
    popularity: 45,
    en: b(
      'Aurora apps for Android',
      'Set up, update and control your products from your Android phone or tablet.',
      'Android apps',
    ),
    de: b(
      'Aurora Apps für Android',
      'Produkte einrichten, aktualisieren und steuern – vom Android-Smartphone oder -Tablet aus.',
      'Android-Apps',
    ),
    fr: b(
      'Applications Aurora pour Android',
      'Configurez, mettez à jour et contrôlez vos produits depuis votre téléphone ou tablette Android.',
      'Applications Android',
    ),
  },
  {
    key: 'os-ios',
    scope: { os: 'ios' },
    theme: 'accent',
    icon: 'phone',
    target: {
      type: 'search',
      query: { en: 'iPhone app', de: 'iPhone App', fr: 'application iPhone' },
      searchType: 'faqs',
    },
    popularity: 45,
    en: b(
      'Using an iPhone or iPad?',
      'Our apps are on the App Store. Bluetooth products pair with iOS 15 and later.',
      'Help for iPhone users',
    ),
    de: b(
      'Sie nutzen ein iPhone oder iPad?',
      'Unsere Apps finden Sie im App Store. Bluetooth-Produkte koppeln mit iOS 15 und neuer.',
      'Hilfe für iPhone-Nutzer',
    ),
    fr: b(
      'Vous utilisez un iPhone ou un iPad ?',
      'Nos applications sont sur l’App Store. Les produits Bluetooth s’appairent avec iOS 15 et ultérieur.',
      'Aide pour iPhone',
    ),
  },
];

export const SPECIAL_MESSAGE = {
  key: 'support-scams-2024',
  severity: 'warning' as const,
  published: '2024-05-14',
  en: b(
    'Protect yourself from support scams',
    'Aurora will never call, text or email you unprompted to ask for remote access to your device, your passwords or payment by gift card. If in doubt, hang up and contact us through this site.',
    'Find your model number before you contact us',
  ),
  de: b(
    'Schützen Sie sich vor Support-Betrug',
    'Aurora wird Sie nie unaufgefordert anrufen, Ihnen schreiben oder mailen, um Fernzugriff auf Ihr Gerät, Ihre Passwörter oder eine Zahlung per Geschenkkarte zu verlangen. Legen Sie im Zweifel auf und kontaktieren Sie uns über diese Website.',
    'Finden Sie vor der Kontaktaufnahme Ihre Modellnummer',
  ),
  fr: b(
    'Protégez-vous des arnaques à l’assistance',
    'Aurora ne vous appellera, ne vous écrira ni ne vous enverra jamais d’e-mail de sa propre initiative pour demander un accès à distance, vos mots de passe ou un paiement par carte cadeau. En cas de doute, raccrochez et contactez-nous via ce site.',
    'Trouvez votre référence avant de nous contacter',
  ),
};
