import type { ProductKind, SupportGroup, T3 } from '../catalogue/kinds';

/**
 * Applications and drivers shared by many products, one download per operating system (as real
 * support sites list them). Per-product firmware is generated from the product itself.
 */
export const OPERATING_SYSTEMS = {
  win11: 'Windows 11',
  win10: 'Windows 10',
  mac14: 'macOS 14',
  mac13: 'macOS 13',
  linux: 'Linux',
  android: 'Android',
  device: 'Device firmware',
} as const;

export type DownloadCategory = 'Firmware' | 'Software' | 'Drivers' | 'Apps';

export interface SoftwareVariant {
  platform: 'windows' | 'macos' | 'linux' | 'android';
  version: string;
  date: string;
}

export interface SoftwareDefinition {
  key: string;
  name: string;
  category: DownloadCategory;
  groups: SupportGroup[];
  kinds?: ProductKind[];
  /** Restrict to products of these categories (e.g. professional only). */
  categories?: string[];
  description: T3;
  notes: T3;
  variants: SoftwareVariant[];
}

export const PLATFORM_OS: Record<SoftwareVariant['platform'], string[]> = {
  windows: [OPERATING_SYSTEMS.win11, OPERATING_SYSTEMS.win10],
  macos: [OPERATING_SYSTEMS.mac14, OPERATING_SYSTEMS.mac13],
  linux: [OPERATING_SYSTEMS.linux],
  android: [OPERATING_SYSTEMS.android],
};

export const PLATFORM_LABEL: Record<SoftwareVariant['platform'], T3> = {
  windows: { en: 'for Windows', de: 'für Windows', fr: 'pour Windows' },
  macos: { en: 'for macOS', de: 'für macOS', fr: 'pour macOS' },
  linux: { en: 'for Linux', de: 'für Linux', fr: 'pour Linux' },
  android: { en: 'for Android', de: 'für Android', fr: 'pour Android' },
};

export const SOFTWARE: SoftwareDefinition[] = [
  {
    key: 'imaging-edge-desktop',
    name: 'Aurora Imaging Edge Desktop',
    category: 'Software',
    groups: ['camera'],
    kinds: ['camera', 'compact-camera'],
    description: {
      en: 'Browse, develop RAW files and shoot tethered from your computer.',
      de: 'Bilder durchsuchen, RAW-Dateien entwickeln und tethered vom Computer aus fotografieren.',
      fr: 'Parcourez vos images, développez les fichiers RAW et pilotez l’appareil depuis l’ordinateur.',
    },
    notes: {
      en: 'Adds support for the latest cameras and improves RAW development speed.',
      de: 'Unterstützt die neuesten Kameras und beschleunigt die RAW-Entwicklung.',
      fr: 'Prend en charge les derniers appareils et accélère le développement RAW.',
    },
    variants: [
      { platform: 'windows', version: '3.6.1', date: '2024-03-12' },
      { platform: 'macos', version: '3.6.1', date: '2024-03-12' },
    ],
  },
  {
    key: 'webcam-utility',
    name: 'Aurora Webcam Utility',
    category: 'Software',
    groups: ['camera'],
    kinds: ['camera', 'compact-camera', 'camcorder'],
    description: {
      en: 'Use your camera as a high-quality webcam for video calls and streaming over USB.',
      de: 'Nutzen Sie Ihre Kamera per USB als hochwertige Webcam für Videoanrufe und Streaming.',
      fr: 'Utilisez votre appareil comme webcam de haute qualité en USB pour les appels vidéo et le streaming.',
    },
    notes: {
      en: 'Improves stability with video conferencing applications.',
      de: 'Verbessert die Stabilität mit Videokonferenz-Anwendungen.',
      fr: 'Améliore la stabilité avec les applications de visioconférence.',
    },
    variants: [
      { platform: 'windows', version: '1.7.0', date: '2023-11-20' },
      { platform: 'macos', version: '1.7.0', date: '2023-11-20' },
    ],
  },
  {
    key: 'raw-codec',
    name: 'Aurora RAW Driver',
    category: 'Drivers',
    groups: ['camera'],
    kinds: ['camera', 'compact-camera'],
    description: {
      en: 'Shows thumbnails and previews of ARW RAW files in File Explorer and the Photos app.',
      de: 'Zeigt Miniaturansichten und Vorschauen von ARW-RAW-Dateien im Explorer und in der Fotos-App.',
      fr: 'Affiche les miniatures et aperçus des fichiers RAW ARW dans l’Explorateur et l’application Photos.',
    },
    notes: {
      en: 'Adds compressed RAW support for recent models.',
      de: 'Unterstützt komprimierte RAW-Dateien neuerer Modelle.',
      fr: 'Ajoute la prise en charge du RAW compressé des modèles récents.',
    },
    variants: [{ platform: 'windows', version: '4.1.0', date: '2024-01-18' }],
  },
  {
    key: 'sound-connect',
    name: 'Aurora Sound Connect',
    category: 'Apps',
    groups: ['headphones'],
    description: {
      en: 'Adjust noise cancelling, the equaliser and update your headphones from your phone.',
      de: 'Noise Cancelling und Equalizer anpassen und den Kopfhörer vom Smartphone aus aktualisieren.',
      fr: 'Réglez la réduction de bruit et l’égaliseur et mettez à jour votre casque depuis votre téléphone.',
    },
    notes: {
      en: 'Adds multipoint settings and a new listening-habit overview.',
      de: 'Neue Multipoint-Einstellungen und eine Übersicht der Hörgewohnheiten.',
      fr: 'Ajoute les réglages multipoint et un aperçu des habitudes d’écoute.',
    },
    variants: [{ platform: 'android', version: '11.2.0', date: '2024-04-02' }],
  },
  {
    key: 'audio-app',
    name: 'Aurora Audio',
    category: 'Apps',
    groups: ['audio'],
    kinds: ['soundbar', 'receiver', 'speaker', 'hifi'],
    description: {
      en: 'Control your soundbar, speaker or receiver, set up Wi-Fi and install updates.',
      de: 'Soundbar, Lautsprecher oder Receiver steuern, WLAN einrichten und Updates installieren.',
      fr: 'Pilotez votre barre de son, enceinte ou amplificateur, configurez le Wi-Fi et installez les mises à jour.',
    },
    notes: {
      en: 'Adds a sound field calibration wizard.',
      de: 'Neuer Assistent zur Einmessung des Schallfelds.',
      fr: 'Ajoute un assistant de calibrage du champ sonore.',
    },
    variants: [{ platform: 'android', version: '5.4.1', date: '2024-02-14' }],
  },
  {
    key: 'transfer-companion',
    name: 'Aurora Transfer Companion',
    category: 'Software',
    groups: ['mobile'],
    kinds: ['phone', 'tablet'],
    description: {
      en: 'Back up photos, music and contacts from your phone or tablet to your computer.',
      de: 'Fotos, Musik und Kontakte vom Smartphone oder Tablet auf dem Computer sichern.',
      fr: 'Sauvegardez photos, musique et contacts de votre téléphone ou tablette sur l’ordinateur.',
    },
    notes: {
      en: 'Faster transfers over USB-C and support for the latest Android version.',
      de: 'Schnellere Übertragung über USB-C und Unterstützung der neuesten Android-Version.',
      fr: 'Transferts plus rapides en USB-C et prise en charge de la dernière version d’Android.',
    },
    variants: [
      { platform: 'windows', version: '2.3.4', date: '2024-01-09' },
      { platform: 'macos', version: '2.3.4', date: '2024-01-09' },
      { platform: 'linux', version: '2.3.4', date: '2024-01-09' },
    ],
  },
  {
    key: 'mobile-usb-driver',
    name: 'Aurora Mobile USB Driver',
    category: 'Drivers',
    groups: ['mobile'],
    kinds: ['phone', 'tablet'],
    description: {
      en: 'USB driver for file transfer and developer debugging on Windows.',
      de: 'USB-Treiber für Dateiübertragung und Entwickler-Debugging unter Windows.',
      fr: 'Pilote USB pour le transfert de fichiers et le débogage sous Windows.',
    },
    notes: {
      en: 'Signed for the latest Windows 11 releases.',
      de: 'Signiert für die neuesten Windows-11-Versionen.',
      fr: 'Signé pour les dernières versions de Windows 11.',
    },
    variants: [{ platform: 'windows', version: '1.0.9', date: '2023-09-28' }],
  },
  {
    key: 'remote-play',
    name: 'Aurora Remote Play',
    category: 'Software',
    groups: ['gaming'],
    kinds: ['console'],
    description: {
      en: 'Stream and play your console games on your computer or phone over your home network.',
      de: 'Konsolenspiele über das Heimnetz auf Computer oder Smartphone streamen und spielen.',
      fr: 'Jouez à vos jeux de console sur ordinateur ou téléphone via le réseau domestique.',
    },
    notes: {
      en: 'Lower latency and 1080p 60 fps streaming.',
      de: 'Geringere Latenz und Streaming mit 1080p bei 60 fps.',
      fr: 'Latence réduite et streaming 1080p à 60 i/s.',
    },
    variants: [
      { platform: 'windows', version: '7.0.0', date: '2024-02-27' },
      { platform: 'macos', version: '7.0.0', date: '2024-02-27' },
      { platform: 'android', version: '7.0.0', date: '2024-02-27' },
    ],
  },
  {
    key: 'controller-updater',
    name: 'Aurora Controller Firmware Updater',
    category: 'Firmware',
    groups: ['gaming'],
    kinds: ['controller'],
    description: {
      en: 'Update your wireless controller from a Windows PC over USB.',
      de: 'Wireless-Controller vom Windows-PC aus per USB aktualisieren.',
      fr: 'Mettez à jour votre manette sans fil depuis un PC Windows en USB.',
    },
    notes: {
      en: 'Improves wireless stability and reduces input latency.',
      de: 'Verbessert die Funkstabilität und verringert die Eingabelatenz.',
      fr: 'Améliore la stabilité sans fil et réduit la latence.',
    },
    variants: [{ platform: 'windows', version: '0.14.2', date: '2024-03-05' }],
  },
  {
    key: 'control-center',
    name: 'Aurora Control Center',
    category: 'Software',
    groups: ['computer', 'display'],
    kinds: ['laptop', 'keyboard', 'monitor'],
    description: {
      en: 'Update drivers and firmware, customise keys and adjust monitor settings from your desktop.',
      de: 'Treiber und Firmware aktualisieren, Tasten anpassen und Monitoreinstellungen vom Desktop aus ändern.',
      fr: 'Mettez à jour pilotes et micrologiciel, personnalisez les touches et réglez l’écran depuis le bureau.',
    },
    notes: {
      en: 'Adds per-application key profiles and monitor colour presets.',
      de: 'Neue Tastenprofile pro Anwendung und Farbvoreinstellungen für Monitore.',
      fr: 'Ajoute des profils de touches par application et des préréglages de couleur.',
    },
    variants: [
      { platform: 'windows', version: '5.2.0', date: '2024-04-10' },
      { platform: 'macos', version: '5.2.0', date: '2024-04-10' },
      { platform: 'linux', version: '5.2.0', date: '2024-04-10' },
    ],
  },
  {
    key: 'monitor-driver',
    name: 'Aurora Monitor Driver',
    category: 'Drivers',
    groups: ['display'],
    kinds: ['monitor'],
    description: {
      en: 'Colour profile (ICC) and display information file so Windows recognises all refresh rates.',
      de: 'Farbprofil (ICC) und Monitor-Informationsdatei, damit Windows alle Bildwiederholraten erkennt.',
      fr: 'Profil couleur (ICC) et fichier d’information pour que Windows reconnaisse toutes les fréquences.',
    },
    notes: {
      en: 'Adds profiles for the latest monitors.',
      de: 'Profile für die neuesten Monitore.',
      fr: 'Ajoute les profils des écrans les plus récents.',
    },
    variants: [{ platform: 'windows', version: '2.1.0', date: '2023-12-01' }],
  },
  {
    key: 'home-bridge',
    name: 'Aurora Home Bridge',
    category: 'Software',
    groups: ['home'],
    description: {
      en: 'Run a local bridge on a Linux computer or Raspberry Pi to control Aurora devices without the cloud.',
      de: 'Lokale Bridge auf einem Linux-Computer oder Raspberry Pi, um Aurora-Geräte ohne Cloud zu steuern.',
      fr: 'Passerelle locale sur ordinateur Linux ou Raspberry Pi pour piloter vos appareils Aurora sans le cloud.',
    },
    notes: {
      en: 'Adds Matter support and local automations.',
      de: 'Unterstützt Matter und lokale Automationen.',
      fr: 'Ajoute la prise en charge de Matter et des automatisations locales.',
    },
    variants: [{ platform: 'linux', version: '1.4.2', date: '2024-03-20' }],
  },
  {
    key: 'pro-display-control',
    name: 'Aurora Pro Display Control',
    category: 'Software',
    groups: ['display'],
    categories: ['professional-displays', 'professional-projectors'],
    description: {
      en: 'Monitor and control professional displays and projectors on your network.',
      de: 'Professionelle Displays und Projektoren im Netzwerk überwachen und steuern.',
      fr: 'Surveillez et pilotez les écrans et projecteurs professionnels de votre réseau.',
    },
    notes: {
      en: 'Adds scheduled power on/off and e-mail alerts.',
      de: 'Zeitgesteuertes Ein-/Ausschalten und E-Mail-Benachrichtigungen.',
      fr: 'Ajoute la mise sous/hors tension programmée et les alertes par e-mail.',
    },
    variants: [
      { platform: 'windows', version: '3.0.2', date: '2024-02-02' },
      { platform: 'linux', version: '3.0.2', date: '2024-02-02' },
    ],
  },
  {
    key: 'content-browser',
    name: 'Aurora Content Browser',
    category: 'Software',
    groups: ['camera'],
    categories: ['broadcast-cameras'],
    description: {
      en: 'Browse, check and copy clips from professional camcorders and cinema cameras.',
      de: 'Clips von Profi-Camcordern und Cinema-Kameras sichten, prüfen und kopieren.',
      fr: 'Parcourez, vérifiez et copiez les clips des caméscopes et caméras cinéma professionnels.',
    },
    notes: {
      en: 'Adds support for S-Cinetone metadata.',
      de: 'Unterstützt S-Cinetone-Metadaten.',
      fr: 'Prend en charge les métadonnées S-Cinetone.',
    },
    variants: [
      { platform: 'windows', version: '2.8.0', date: '2024-01-25' },
      { platform: 'macos', version: '2.8.0', date: '2024-01-25' },
    ],
  },
];

export const FIRMWARE_NOTES: T3[] = [
  {
    en: 'Improves overall stability and performance.',
    de: 'Verbessert die allgemeine Stabilität und Leistung.',
    fr: 'Améliore la stabilité et les performances générales.',
  },
  {
    en: 'Improves Bluetooth and Wi-Fi connection stability.',
    de: 'Verbessert die Stabilität von Bluetooth- und WLAN-Verbindungen.',
    fr: 'Améliore la stabilité des connexions Bluetooth et Wi-Fi.',
  },
  {
    en: 'Fixes an issue where the product could not start after standby in rare cases.',
    de: 'Behebt ein Problem, durch das das Produkt in seltenen Fällen nach dem Standby nicht startete.',
    fr: 'Corrige un problème qui empêchait dans de rares cas le produit de démarrer après la veille.',
  },
  {
    en: 'Adds new settings and improves the accuracy of the battery indicator.',
    de: 'Fügt neue Einstellungen hinzu und verbessert die Genauigkeit der Akkuanzeige.',
    fr: 'Ajoute de nouveaux réglages et améliore la précision de l’indicateur de batterie.',
  },
];
