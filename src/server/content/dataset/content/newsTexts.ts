import type { AppliesTo } from '../../store/applicability';
import type { SupportGroup, T3 } from '../catalogue/kinds';

/**
 * News and alerts that are not tied to one download: service news, app changes and notices. Firmware
 * announcements and quality notices are generated from the downloads and articles they point to.
 */
export interface NewsText {
  title: string;
  summary: string;
}

export type NewsTarget = { type: 'faq'; key: string } | { type: 'category' };

export interface NewsTemplate {
  key: string;
  newsType: 'news' | 'alert';
  groups: SupportGroup[] | 'all';
  /** The products of its groups it is for, when narrower: the kinds and model years it names (ADR 039). */
  appliesTo?: AppliesTo;
  date: string;
  popularity: number;
  target: NewsTarget;
  en: NewsText;
  de: NewsText;
  fr: NewsText;
}

const n = (title: string, summary: string): NewsText => ({ title, summary });

export const NEWS_TEMPLATES: NewsTemplate[] = [
  {
    key: 'support-scams',
    newsType: 'alert',
    groups: 'all',
    date: '2024-05-14',
    popularity: 90,
    target: { type: 'faq', key: 'find-model-number' },
    en: n(
      'Beware of fake support calls',
      'Aurora never calls you unprompted to ask for remote access, passwords or payment. Hang up and use the contact options on this site.',
    ),
    de: n(
      'Vorsicht vor falschen Support-Anrufen',
      'Aurora ruft Sie nie unaufgefordert an, um Fernzugriff, Passwörter oder Zahlungen zu verlangen. Legen Sie auf und nutzen Sie die Kontaktwege dieser Website.',
    ),
    fr: n(
      'Attention aux faux appels d’assistance',
      'Aurora ne vous appelle jamais spontanément pour demander un accès à distance, des mots de passe ou un paiement. Raccrochez et utilisez les contacts de ce site.',
    ),
  },
  {
    key: 'auto-updates',
    newsType: 'news',
    groups: 'all',
    date: '2024-03-05',
    popularity: 70,
    target: { type: 'faq', key: 'software-update' },
    en: n(
      'Turn on automatic updates',
      'Products that update automatically get security fixes and new features first. Here is how to switch it on.',
    ),
    de: n(
      'Automatische Updates aktivieren',
      'Produkte mit automatischen Updates erhalten Sicherheitskorrekturen und neue Funktionen zuerst. So schalten Sie es ein.',
    ),
    fr: n(
      'Activez les mises à jour automatiques',
      'Les produits mis à jour automatiquement reçoivent en premier les correctifs et nouveautés. Voici comment l’activer.',
    ),
  },
  {
    key: 'model-number-ready',
    newsType: 'news',
    groups: 'all',
    date: '2024-01-22',
    popularity: 60,
    target: { type: 'faq', key: 'find-model-number' },
    en: n(
      'Have your model number ready',
      'Finding your model number first makes every support request faster: manuals, downloads and repairs are all listed by model.',
    ),
    de: n(
      'Halten Sie Ihre Modellnummer bereit',
      'Mit der Modellnummer geht jede Support-Anfrage schneller: Anleitungen, Downloads und Reparaturen sind nach Modell sortiert.',
    ),
    fr: n(
      'Gardez votre référence à portée de main',
      'Avec la référence de votre modèle, chaque demande d’assistance est plus rapide : modes d’emploi, téléchargements et réparations sont classés par modèle.',
    ),
  },
  {
    key: 'tv-app-store',
    newsType: 'news',
    groups: ['display'],
    appliesTo: { kind: ['tv'], modelYear: [2022, 2023, 2024, 2025] },
    date: '2024-04-18',
    popularity: 66,
    target: { type: 'category' },
    en: n(
      'New streaming apps on Aurora TVs',
      'Three more streaming services are now available in the app store of 2022 and later TVs after the latest software update.',
    ),
    de: n(
      'Neue Streaming-Apps auf Aurora-Fernsehern',
      'Nach dem neuesten Software-Update sind drei weitere Streaming-Dienste im App-Store der Fernseher ab Modelljahr 2022 verfügbar.',
    ),
    fr: n(
      'Nouvelles applications de streaming sur les téléviseurs Aurora',
      'Trois nouveaux services de streaming sont disponibles dans la boutique des téléviseurs 2022 et ultérieurs après la dernière mise à jour.',
    ),
  },
  {
    key: 'tv-legacy-app',
    newsType: 'alert',
    groups: ['display'],
    appliesTo: { kind: ['tv'], modelYear: [2017, 2018, 2019] },
    date: '2024-06-03',
    popularity: 62,
    target: { type: 'category' },
    en: n(
      'Older video app ends on 2019 models',
      'The provider is ending its app on TVs from 2019 and earlier on 30 September. Use a streaming stick or the new app on later models.',
    ),
    de: n(
      'Ältere Video-App endet auf Modellen von 2019',
      'Der Anbieter stellt seine App auf Fernsehern bis Baujahr 2019 am 30. September ein. Nutzen Sie einen Streaming-Stick oder die neue App auf neueren Modellen.',
    ),
    fr: n(
      'Fin d’une ancienne application vidéo sur les modèles 2019',
      'Le fournisseur arrête son application sur les téléviseurs 2019 et antérieurs le 30 septembre. Utilisez une clé de streaming ou la nouvelle application.',
    ),
  },
  {
    key: 'audio-spatial',
    newsType: 'news',
    groups: ['audio'],
    date: '2024-02-27',
    popularity: 52,
    target: { type: 'category' },
    en: n(
      '360 Spatial Sound comes to more soundbars',
      'A free update adds 360 Spatial Sound Mapping to 2023 soundbars. Install it from the settings menu or via USB.',
    ),
    de: n(
      '360 Spatial Sound für weitere Soundbars',
      'Ein kostenloses Update bringt 360 Spatial Sound Mapping auf die Soundbars von 2023. Installieren Sie es über das Einstellungsmenü oder per USB.',
    ),
    fr: n(
      'Le 360 Spatial Sound arrive sur d’autres barres de son',
      'Une mise à jour gratuite ajoute le 360 Spatial Sound Mapping aux barres de son 2023. Installez-la depuis les réglages ou par USB.',
    ),
  },
  {
    key: 'audio-music-service',
    newsType: 'alert',
    groups: ['audio'],
    date: '2024-05-29',
    popularity: 48,
    target: { type: 'category' },
    en: n(
      'Internet radio service changes',
      'The built-in internet radio moves to a new provider. Saved favourites must be added again after the update.',
    ),
    de: n(
      'Änderungen beim Internetradio',
      'Das integrierte Internetradio wechselt den Anbieter. Gespeicherte Favoriten müssen nach dem Update neu angelegt werden.',
    ),
    fr: n(
      'Changement du service de radio internet',
      'La radio internet intégrée change de fournisseur. Les favoris enregistrés doivent être ajoutés à nouveau après la mise à jour.',
    ),
  },
  {
    key: 'hp-app',
    newsType: 'news',
    groups: ['headphones'],
    date: '2024-04-09',
    popularity: 64,
    target: { type: 'category' },
    en: n(
      'Aurora Sound app 11 is here',
      'The redesigned app adds a listening-level monitor, a custom equaliser with ten bands and easier multipoint switching.',
    ),
    de: n(
      'Die Aurora Sound App 11 ist da',
      'Die neu gestaltete App bietet eine Hörpegel-Anzeige, einen Zehn-Band-Equalizer und einfacheres Multipoint-Umschalten.',
    ),
    fr: n(
      'L’application Aurora Sound 11 est disponible',
      'L’application repensée ajoute un suivi du niveau d’écoute, un égaliseur dix bandes et un multipoint plus simple.',
    ),
  },
  {
    key: 'hp-android-pairing',
    newsType: 'alert',
    groups: ['headphones'],
    date: '2024-06-11',
    popularity: 58,
    target: { type: 'category' },
    en: n(
      'Pairing issue after an Android update',
      'Some phones fail to reconnect after a recent system update. Remove the headphones from Bluetooth and pair again until the fix arrives.',
    ),
    de: n(
      'Kopplungsproblem nach Android-Update',
      'Einige Smartphones verbinden sich nach einem Systemupdate nicht mehr. Entfernen Sie den Kopfhörer aus Bluetooth und koppeln Sie neu, bis die Korrektur verfügbar ist.',
    ),
    fr: n(
      'Problème d’appairage après une mise à jour Android',
      'Certains téléphones ne se reconnectent plus après une mise à jour système. Supprimez le casque du Bluetooth et appairez-le à nouveau en attendant le correctif.',
    ),
  },
  {
    key: 'cam-imaging-app',
    newsType: 'news',
    groups: ['camera'],
    date: '2024-03-19',
    popularity: 60,
    target: { type: 'category' },
    en: n(
      'Aurora Imaging app replaces Imaging Edge Mobile',
      'Move to the new app to keep transferring photos. Pairings are carried over automatically on supported cameras.',
    ),
    de: n(
      'Aurora Imaging App ersetzt Imaging Edge Mobile',
      'Wechseln Sie zur neuen App, um weiter Fotos zu übertragen. Kopplungen werden bei unterstützten Kameras automatisch übernommen.',
    ),
    fr: n(
      'L’application Aurora Imaging remplace Imaging Edge Mobile',
      'Passez à la nouvelle application pour continuer à transférer vos photos. Les appairages sont repris automatiquement.',
    ),
  },
  {
    key: 'cam-cards',
    newsType: 'alert',
    groups: ['camera'],
    date: '2024-01-30',
    popularity: 50,
    target: { type: 'category' },
    en: n(
      'Use CFexpress cards from the compatibility list',
      'Some third-party cards cause recording to stop in 4K 120p. Check the list of tested cards before shooting high frame rates.',
    ),
    de: n(
      'Nutzen Sie CFexpress-Karten aus der Kompatibilitätsliste',
      'Einige Fremdkarten stoppen die Aufnahme in 4K 120p. Prüfen Sie die Liste getesteter Karten vor Aufnahmen mit hoher Bildrate.',
    ),
    fr: n(
      'Utilisez des cartes CFexpress de la liste de compatibilité',
      'Certaines cartes tierces interrompent l’enregistrement en 4K 120p. Consultez la liste des cartes testées avant de filmer à haute cadence.',
    ),
  },
  {
    key: 'mob-android',
    newsType: 'news',
    groups: ['mobile'],
    date: '2024-05-07',
    popularity: 64,
    target: { type: 'category' },
    en: n(
      'Android 14 rollout schedule',
      'Android 14 is rolling out to 2023 smartphones and tablets in stages over the next six weeks.',
    ),
    de: n(
      'Zeitplan für Android 14',
      'Android 14 wird in den nächsten sechs Wochen schrittweise für Smartphones und Tablets von 2023 verteilt.',
    ),
    fr: n(
      'Calendrier de déploiement d’Android 14',
      'Android 14 est déployé par étapes sur les smartphones et tablettes 2023 au cours des six prochaines semaines.',
    ),
  },
  {
    key: 'mob-battery-health',
    newsType: 'news',
    groups: ['mobile'],
    date: '2024-02-13',
    popularity: 50,
    target: { type: 'category' },
    en: n(
      'Check your battery health',
      'A new battery health screen shows the remaining capacity so you know when a replacement is due.',
    ),
    de: n(
      'Akkuzustand prüfen',
      'Eine neue Anzeige zeigt die verbleibende Akkukapazität, damit Sie wissen, wann ein Austausch fällig ist.',
    ),
    fr: n(
      'Vérifiez l’état de votre batterie',
      'Un nouvel écran indique la capacité restante de la batterie pour savoir quand la remplacer.',
    ),
  },
  {
    key: 'game-system',
    newsType: 'news',
    groups: ['gaming'],
    date: '2024-04-24',
    popularity: 62,
    target: { type: 'category' },
    en: n(
      'System software update adds Discord voice chat',
      'Join voice channels straight from the console and share your screen with friends.',
    ),
    de: n(
      'Systemsoftware-Update bringt Discord-Sprachchat',
      'Treten Sie Sprachkanälen direkt an der Konsole bei und teilen Sie Ihren Bildschirm mit Freunden.',
    ),
    fr: n(
      'La mise à jour système ajoute le chat vocal Discord',
      'Rejoignez des salons vocaux depuis la console et partagez votre écran avec vos amis.',
    ),
  },
  {
    key: 'game-controller-drift',
    newsType: 'alert',
    groups: ['gaming'],
    date: '2024-06-19',
    popularity: 56,
    target: { type: 'category' },
    en: n(
      'Stick drift: calibrate before booking a repair',
      'The new calibration tool fixes most cases of stick drift. Run it from Settings > Accessories before you send the controller in.',
    ),
    de: n(
      'Stick-Drift: erst kalibrieren, dann Reparatur',
      'Das neue Kalibrierungswerkzeug behebt die meisten Fälle von Stick-Drift. Führen Sie es unter Einstellungen > Zubehör aus, bevor Sie den Controller einschicken.',
    ),
    fr: n(
      'Dérive des sticks : calibrez avant une réparation',
      'Le nouvel outil de calibrage corrige la plupart des dérives. Lancez-le depuis Paramètres > Accessoires avant d’envoyer la manette.',
    ),
  },
  {
    key: 'pc-bios',
    newsType: 'alert',
    groups: ['computer'],
    date: '2024-05-21',
    popularity: 58,
    target: { type: 'category' },
    en: n(
      'Important BIOS update for 2023 laptops',
      'A BIOS update improves battery standby time and fixes a rare wake-from-sleep failure. Install it with the charger connected.',
    ),
    de: n(
      'Wichtiges BIOS-Update für Laptops von 2023',
      'Ein BIOS-Update verbessert die Standby-Zeit und behebt einen seltenen Fehler beim Aufwachen. Installieren Sie es mit angeschlossenem Netzteil.',
    ),
    fr: n(
      'Mise à jour BIOS importante pour les portables 2023',
      'Une mise à jour du BIOS améliore l’autonomie en veille et corrige un rare échec de sortie de veille. Installez-la chargeur branché.',
    ),
  },
  {
    key: 'home-matter',
    newsType: 'news',
    groups: ['home'],
    date: '2024-04-02',
    popularity: 60,
    target: { type: 'category' },
    en: n(
      'Matter support for Aurora Home devices',
      'An update lets robot vacuums and air purifiers join Matter smart homes alongside your other devices.',
    ),
    de: n(
      'Matter-Unterstützung für Aurora Home-Geräte',
      'Ein Update bindet Saugroboter und Luftreiniger in Matter-Smart-Homes neben Ihren anderen Geräten ein.',
    ),
    fr: n(
      'Prise en charge de Matter pour les appareils Aurora Home',
      'Une mise à jour permet aux robots aspirateurs et purificateurs de rejoindre les maisons connectées Matter.',
    ),
  },
  {
    key: 'home-cloud',
    newsType: 'alert',
    groups: ['home'],
    date: '2024-03-26',
    popularity: 52,
    target: { type: 'category' },
    en: n(
      'Cloud recording plans are changing',
      'From 1 July, free cloud recording keeps clips for 7 days instead of 30. Save clips you want to keep to your phone.',
    ),
    de: n(
      'Cloud-Aufzeichnung ändert sich',
      'Ab 1. Juli speichert die kostenlose Cloud-Aufzeichnung Clips 7 statt 30 Tage. Sichern Sie wichtige Clips auf Ihrem Smartphone.',
    ),
    fr: n(
      'Les offres d’enregistrement cloud évoluent',
      'À partir du 1er juillet, l’enregistrement cloud gratuit conserve les clips 7 jours au lieu de 30. Enregistrez les clips importants sur votre téléphone.',
    ),
  },
];

export const FIRMWARE_NEWS: { title: T3; summary: T3 } = {
  title: {
    en: 'Software update {version} for {model}',
    de: 'Software-Update {version} für {model}',
    fr: 'Mise à jour logicielle {version} pour {model}',
  },
  summary: {
    en: 'A new software version is available for your {name}. Read the release notes and install it over the network or from USB.',
    de: 'Für Ihr Gerät {name} ist eine neue Softwareversion verfügbar. Lesen Sie die Versionshinweise und installieren Sie sie über das Netzwerk oder per USB.',
    fr: 'Une nouvelle version logicielle est disponible pour votre {name}. Consultez les notes de version et installez-la par le réseau ou par USB.',
  },
};
