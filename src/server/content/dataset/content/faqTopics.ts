import type { T3 } from '../catalogue/kinds';

/** Names of the FAQ topics, used as titles of the automatic FAQ bundles. */
export const FAQ_TOPIC_LABELS: Record<string, T3> = {
  /** Title of the automatic bundle without a topic: a model's most visited FAQs. */
  'most-viewed': { en: 'Most viewed', de: 'Meistgelesen', fr: 'Les plus consultés' },
  'product-information': { en: 'Product information', de: 'Produktinformationen', fr: 'Informations produit' },
  'software-update': { en: 'Software updates', de: 'Software-Updates', fr: 'Mises à jour logicielles' },
  warranty: { en: 'Warranty and registration', de: 'Garantie und Registrierung', fr: 'Garantie et enregistrement' },
  picture: { en: 'Picture', de: 'Bild', fr: 'Image' },
  connections: { en: 'Connections', de: 'Anschlüsse', fr: 'Connexions' },
  power: { en: 'Power', de: 'Stromversorgung', fr: 'Alimentation' },
  network: { en: 'Network and internet', de: 'Netzwerk und Internet', fr: 'Réseau et internet' },
  setup: { en: 'Setup', de: 'Einrichtung', fr: 'Installation' },
  'remote-control': { en: 'Remote control', de: 'Fernbedienung', fr: 'Télécommande' },
  sound: { en: 'Sound', de: 'Ton', fr: 'Son' },
  bluetooth: { en: 'Bluetooth', de: 'Bluetooth', fr: 'Bluetooth' },
  pairing: { en: 'Pairing', de: 'Kopplung', fr: 'Appairage' },
  connectivity: { en: 'Connectivity', de: 'Verbindungen', fr: 'Connectivité' },
  battery: { en: 'Battery', de: 'Akku', fr: 'Batterie' },
  charging: { en: 'Charging', de: 'Laden', fr: 'Charge' },
  'noise-cancelling': { en: 'Noise cancelling', de: 'Geräuschunterdrückung', fr: 'Réduction de bruit' },
  video: { en: 'Video recording', de: 'Videoaufnahme', fr: 'Enregistrement vidéo' },
  temperature: { en: 'Temperature', de: 'Temperatur', fr: 'Température' },
  lens: { en: 'Lenses', de: 'Objektive', fr: 'Objectifs' },
  controller: { en: 'Controllers', de: 'Controller', fr: 'Manettes' },
  system: { en: 'System', de: 'System', fr: 'Système' },
  integration: { en: 'Smart home and apps', de: 'Smart Home und Apps', fr: 'Maison connectée et applications' },
  maintenance: { en: 'Care and maintenance', de: 'Pflege und Wartung', fr: 'Entretien' },
};

/** Which curated bundle an article belongs to, by its first topic. */
export const BUNDLE_TYPE_OF_TOPIC: Record<string, 'getting-started' | 'troubleshooting' | 'everyday-use'> = {
  setup: 'getting-started',
  network: 'getting-started',
  pairing: 'getting-started',
  bluetooth: 'getting-started',
  'product-information': 'getting-started',
  'software-update': 'getting-started',
  integration: 'getting-started',
  picture: 'troubleshooting',
  sound: 'troubleshooting',
  connections: 'troubleshooting',
  connectivity: 'troubleshooting',
  power: 'troubleshooting',
  controller: 'troubleshooting',
  lens: 'troubleshooting',
  system: 'troubleshooting',
  video: 'troubleshooting',
  temperature: 'troubleshooting',
  'remote-control': 'troubleshooting',
  battery: 'everyday-use',
  charging: 'everyday-use',
  maintenance: 'everyday-use',
  warranty: 'everyday-use',
  'noise-cancelling': 'everyday-use',
};

export const BUNDLE_TITLES: Record<'getting-started' | 'troubleshooting' | 'everyday-use', T3> = {
  'getting-started': { en: 'Getting started: {noun}', de: 'Erste Schritte: {noun}', fr: 'Bien démarrer : {noun}' },
  troubleshooting: { en: 'Troubleshooting: {noun}', de: 'Fehlerbehebung: {noun}', fr: 'Dépannage : {noun}' },
  'everyday-use': {
    en: 'Everyday use and care: {noun}',
    de: 'Alltag und Pflege: {noun}',
    fr: 'Utilisation et entretien : {noun}',
  },
};
