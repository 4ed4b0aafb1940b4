import type { T3 } from '../catalogue/kinds';

/**
 * Texts of the software pages: one page per application or driver, offering its download for
 * every platform it runs on. Headings are content (they are part of the page body), so they are
 * written per language here rather than taken from the site's UI strings.
 */
export const SOFTWARE_PAGE_HEADINGS: Record<'whatsNew' | 'platforms' | 'platform' | 'version' | 'released', T3> = {
  whatsNew: { en: 'What’s new', de: 'Neuerungen', fr: 'Nouveautés' },
  platforms: { en: 'Available for', de: 'Verfügbar für', fr: 'Disponible pour' },
  platform: { en: 'Operating system', de: 'Betriebssystem', fr: 'Système d’exploitation' },
  version: { en: 'Version', de: 'Version', fr: 'Version' },
  released: { en: 'Released', de: 'Veröffentlicht', fr: 'Publication' },
};

export const SOFTWARE_TITLE_SUFFIX: T3 = { en: 'download', de: 'Download', fr: 'téléchargement' };

/** Installation steps shown as numbered steps on every software page. */
export const SOFTWARE_INSTALL_STEPS: Record<keyof T3, string[]> = {
  en: [
    'Choose your operating system and download the file. Check that its size and SHA-256 checksum match the values shown.',
    'Close any application that uses the product, then unzip the downloaded file.',
    'Run the installer and read the licence agreement. The installation continues only if you accept it.',
    'Follow the on-screen instructions. Restart the computer or device if you are asked to, then connect your product.',
  ],
  de: [
    'Wählen Sie Ihr Betriebssystem und laden Sie die Datei herunter. Prüfen Sie, ob Größe und SHA-256-Prüfsumme mit den angezeigten Werten übereinstimmen.',
    'Schließen Sie alle Anwendungen, die das Produkt verwenden, und entpacken Sie die heruntergeladene Datei.',
    'Starten Sie das Installationsprogramm und lesen Sie die Lizenzvereinbarung. Die Installation wird nur fortgesetzt, wenn Sie ihr zustimmen.',
    'Folgen Sie den Anweisungen auf dem Bildschirm. Starten Sie Computer oder Gerät neu, wenn Sie dazu aufgefordert werden, und verbinden Sie dann Ihr Produkt.',
  ],
  fr: [
    'Choisissez votre système d’exploitation et téléchargez le fichier. Vérifiez que sa taille et sa somme de contrôle SHA-256 correspondent aux valeurs indiquées.',
    'Fermez les applications qui utilisent le produit, puis décompressez le fichier téléchargé.',
    'Lancez le programme d’installation et lisez le contrat de licence. L’installation ne se poursuit que si vous l’acceptez.',
    'Suivez les instructions à l’écran. Redémarrez l’ordinateur ou l’appareil si cela vous est demandé, puis connectez votre produit.',
  ],
};

/** Support topics of each software page, shared with the FAQ articles so related articles can be found. */
export const SOFTWARE_TOPICS: Readonly<Record<string, string[]>> = {
  'imaging-edge-desktop': ['software-update', 'connectivity'],
  'webcam-utility': ['connectivity', 'video'],
  'raw-codec': ['software-update', 'connectivity'],
  'sound-connect': ['bluetooth', 'noise-cancelling', 'software-update'],
  'audio-app': ['network', 'sound', 'software-update'],
  'transfer-companion': ['connectivity', 'battery'],
  'mobile-usb-driver': ['connectivity'],
  'remote-play': ['network', 'controller'],
  'controller-updater': ['controller', 'software-update'],
  'control-center': ['software-update', 'picture', 'connectivity'],
  'monitor-driver': ['picture', 'connections'],
  'home-bridge': ['network', 'setup'],
  'pro-display-control': ['integration', 'network'],
  'content-browser': ['video', 'connectivity'],
};
