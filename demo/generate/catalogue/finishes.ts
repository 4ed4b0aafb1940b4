import type { Finish } from '../render/illustrations';
import type { ProductKind, T3 } from './kinds';

export interface NamedFinish extends Finish {
  name: T3;
}

const f = (en: string, de: string, fr: string, body: string, detail: string, accent: string): NamedFinish => ({
  name: { en, de, fr },
  body,
  detail,
  accent,
});

/** Finishes a product can come in; dark ones suit screens and cameras, all suit small devices. */
export const DARK_FINISHES: NamedFinish[] = [
  f('Black', 'Schwarz', 'Noir', '#1f2328', '#3a4048', '#e23b3b'),
  f('Titanium Black', 'Titanschwarz', 'Noir titane', '#2b2f36', '#4d545e', '#43a0ff'),
  f('Graphite', 'Graphit', 'Graphite', '#3c4148', '#5b626c', '#ffb020'),
  f('Dark Silver', 'Dunkelsilber', 'Argent foncé', '#5f6670', '#3a4048', '#2ad1a3'),
];

export const LIGHT_FINISHES: NamedFinish[] = [
  f('Silver', 'Silber', 'Argent', '#c9ced6', '#8d96a3', '#2f80ed'),
  f('Platinum Silver', 'Platinsilber', 'Argent platine', '#dcdfe4', '#a7aeb8', '#1f2328'),
  f('White', 'Weiß', 'Blanc', '#f4f5f7', '#c3c8cf', '#2ab673'),
  f('Midnight Blue', 'Mitternachtsblau', 'Bleu nuit', '#233a66', '#14264a', '#8fc1ff'),
  f('Sand Beige', 'Sandbeige', 'Beige sable', '#d8c6a8', '#b09a78', '#5a4630'),
  f('Forest Green', 'Waldgrün', 'Vert forêt', '#2f5d46', '#1e3e2e', '#b8e0c8'),
  f('Smoky Pink', 'Rauchrosa', 'Rose fumé', '#d9a8b0', '#b47f88', '#5c2a33'),
  f('Orange', 'Orange', 'Orange', '#e4762c', '#b5541a', '#1f2328'),
];

const DARK_ONLY: ReadonlySet<ProductKind> = new Set<ProductKind>(['tv', 'projector', 'receiver', 'camera', 'lens', 'camcorder', 'monitor', 'microphone']);

export function finishesFor(kind: ProductKind): NamedFinish[] {
  return DARK_ONLY.has(kind) ? DARK_FINISHES : [...DARK_FINISHES, ...LIGHT_FINISHES];
}

/** A television of the A lines (model numbers 'AO-...') has an OLED panel; the others are LED. */
export const isOledTv = (modelNumber: string): boolean => modelNumber.startsWith('AO-');

/** Entry televisions: a 60 Hz panel without local dimming and three HDMI inputs (their spec sheets say so too). */
export const isEntryTier = (tier: string): boolean => tier === 'Essential';

/** Studio headphones on a cable (the category of that name). */
export const isWiredHeadphones = (categoryName: string): boolean => categoryName === 'wired-headphones';

/** Headphones without noise cancelling: the entry ones (their spec sheets say so too). */
const HEADPHONE_FEATURES: Record<'wired' | 'entry', T3> = {
  wired: {
    en: 'Closed-back studio headphones with 50 mm drivers, a detachable 3 m cable and hi-res sound for monitoring and mixing.',
    de: 'Geschlossene Studiokopfhörer mit 50-mm-Treibern, abnehmbarem 3-m-Kabel und Hi-Res-Klang für Monitoring und Mischen.',
    fr: 'Casque studio fermé avec transducteurs de 50 mm, câble amovible de 3 m et son haute résolution pour le monitoring et le mixage.',
  },
  entry: {
    en: 'Lightweight wireless headphones with up to 50 hours of battery life, quick charging, multipoint Bluetooth and hands-free calls.',
    de: 'Leichte kabellose Kopfhörer mit bis zu 50 Stunden Akkulaufzeit, Schnellladen, Multipoint-Bluetooth und Freisprechfunktion.',
    fr: 'Casque sans fil léger avec jusqu’à 50 heures d’autonomie, charge rapide, Bluetooth multipoint et appels mains libres.',
  },
};

/**
 * Televisions whose panel or tier is not the kind's sentence's: an OLED panel has no backlight to
 * dim, and an entry set has neither local dimming nor 4K 120 Hz (text/specSheets.ts reads the same rules).
 */
const TV_FEATURES: Record<'oled' | 'entry', T3> = {
  oled: {
    en: 'Self-lit OLED 4K HDR picture with perfect black, Dolby Vision and Dolby Atmos, four HDMI inputs including eARC and 4K 120 Hz for gaming.',
    de: 'Selbstleuchtendes OLED-4K-HDR-Bild mit perfektem Schwarz, Dolby Vision und Dolby Atmos, vier HDMI-Eingänge inklusive eARC und 4K 120 Hz für Gaming.',
    fr: 'Image OLED 4K HDR auto-émissive au noir parfait, Dolby Vision et Dolby Atmos, quatre entrées HDMI dont eARC et 4K 120 Hz pour le jeu.',
  },
  entry: {
    en: 'Sharp 4K HDR picture with Dolby Vision, Dolby Atmos sound, three HDMI inputs including eARC and a low-latency game mode.',
    de: 'Scharfes 4K-HDR-Bild mit Dolby Vision, Dolby-Atmos-Ton, drei HDMI-Eingänge inklusive eARC und ein Spielmodus mit geringer Latenz.',
    fr: 'Image 4K HDR nette avec Dolby Vision, son Dolby Atmos, trois entrées HDMI dont eARC et un mode jeu à faible latence.',
  },
};

/** The sentence that says what one product does, in its description and its manuals. */
export function productFeatures(kind: ProductKind, tier: string, modelNumber: string, categoryName: string): T3 {
  if (kind === 'tv' && isOledTv(modelNumber)) return TV_FEATURES.oled;
  if (kind === 'tv' && isEntryTier(tier)) return TV_FEATURES.entry;
  if (kind === 'headphones' && isWiredHeadphones(categoryName)) return HEADPHONE_FEATURES.wired;
  if (kind === 'headphones' && isEntryTier(tier)) return HEADPHONE_FEATURES.entry;
  return KIND_FEATURES[kind];
}

/** One sentence per kind that says what the product does (televisions: the LED sets above entry level; see productFeatures). */
const KIND_FEATURES: Record<ProductKind, T3> = {
  tv: {
    en: 'Bright 4K HDR picture with local dimming, Dolby Vision and Dolby Atmos, four HDMI inputs including eARC and 4K 120 Hz for gaming.',
    de: 'Helles 4K-HDR-Bild mit Local Dimming, Dolby Vision und Dolby Atmos, vier HDMI-Eingänge inklusive eARC und 4K 120 Hz für Gaming.',
    fr: 'Image 4K HDR lumineuse avec local dimming, Dolby Vision et Dolby Atmos, quatre entrées HDMI dont eARC et 4K 120 Hz pour le jeu.',
  },
  projector: {
    en: 'Native 4K projection with a laser light source, motorised lens shift and low fan noise for dedicated home cinemas.',
    de: 'Native 4K-Projektion mit Laserlichtquelle, motorisiertem Lens-Shift und leisem Lüfter für Heimkinoräume.',
    fr: 'Projection 4K native avec source laser, décalage d’objectif motorisé et ventilation silencieuse pour salles home cinéma.',
  },
  soundbar: {
    en: 'Dolby Atmos and DTS:X surround from a single bar, with HDMI eARC, Bluetooth and Wi-Fi music streaming.',
    de: 'Dolby-Atmos- und DTS:X-Surround aus einer einzigen Soundbar, mit HDMI eARC, Bluetooth und WLAN-Musikstreaming.',
    fr: 'Son surround Dolby Atmos et DTS:X depuis une seule barre, avec HDMI eARC, Bluetooth et streaming Wi-Fi.',
  },
  receiver: {
    en: 'Multichannel receiver with 8K HDMI pass-through, room calibration and support for Dolby Atmos speaker layouts.',
    de: 'Mehrkanal-Receiver mit 8K-HDMI-Durchleitung, Raumeinmessung und Unterstützung für Dolby-Atmos-Lautsprecher.',
    fr: 'Amplificateur multicanal avec passage HDMI 8K, calibrage de la pièce et prise en charge des configurations Dolby Atmos.',
  },
  headphones: {
    en: 'Industry-leading noise cancelling, up to 30 hours of battery life, multipoint Bluetooth and clear hands-free calls.',
    de: 'Branchenführendes Noise Cancelling, bis zu 30 Stunden Akkulaufzeit, Multipoint-Bluetooth und klare Freisprech-Telefonate.',
    fr: 'Réduction de bruit de premier plan, jusqu’à 30 heures d’autonomie, Bluetooth multipoint et appels mains libres clairs.',
  },
  earbuds: {
    en: 'Compact earbuds with active noise cancelling, a pocket-sized charging case, IPX4 splash resistance and wireless charging.',
    de: 'Kompakte In-Ears mit aktivem Noise Cancelling, kleinem Ladeetui, IPX4-Spritzwasserschutz und kabellosem Laden.',
    fr: 'Écouteurs compacts à réduction de bruit active, étui de charge de poche, résistance IPX4 et charge sans fil.',
  },
  speaker: {
    en: 'Portable Bluetooth speaker with deep bass, IP67 water and dust resistance and up to 24 hours of playback.',
    de: 'Tragbarer Bluetooth-Lautsprecher mit kräftigem Bass, IP67-Schutz gegen Wasser und Staub und bis zu 24 Stunden Wiedergabe.',
    fr: 'Enceinte Bluetooth portable aux basses profondes, étanche IP67 et jusqu’à 24 heures d’écoute.',
  },
  hifi: {
    en: 'All-in-one hi-fi system with CD, DAB+/FM radio, Bluetooth and USB playback.',
    de: 'Kompakte HiFi-Anlage mit CD, DAB+/UKW-Radio, Bluetooth und USB-Wiedergabe.',
    fr: 'Chaîne hi-fi tout-en-un avec CD, radio DAB+/FM, Bluetooth et lecture USB.',
  },
  turntable: {
    en: 'Belt-drive turntable with built-in phono stage, USB output for digitising records and optional Bluetooth.',
    de: 'Plattenspieler mit Riemenantrieb, integriertem Phono-Vorverstärker, USB-Ausgang zum Digitalisieren und optionalem Bluetooth.',
    fr: 'Platine à courroie avec préampli phono intégré, sortie USB pour numériser les vinyles et Bluetooth en option.',
  },
  camera: {
    en: 'Full-frame sensor with real-time tracking autofocus, 5-axis in-body stabilisation and 4K 60p video.',
    de: 'Vollformatsensor mit Echtzeit-Tracking-Autofokus, 5-Achsen-Bildstabilisierung im Gehäuse und 4K-60p-Video.',
    fr: 'Capteur plein format avec autofocus de suivi en temps réel, stabilisation 5 axes et vidéo 4K 60p.',
  },
  'compact-camera': {
    en: 'Pocketable 1.0-type sensor camera with a bright zoom lens, fast autofocus and 4K video.',
    de: 'Kompaktkamera mit 1-Zoll-Sensor, lichtstarkem Zoomobjektiv, schnellem Autofokus und 4K-Video.',
    fr: 'Compact avec capteur de type 1.0, zoom lumineux, autofocus rapide et vidéo 4K.',
  },
  camcorder: {
    en: 'Camcorder with optical zoom, Balanced Optical SteadyShot and long recording times on memory cards.',
    de: 'Camcorder mit optischem Zoom, Balanced Optical SteadyShot und langen Aufnahmezeiten auf Speicherkarten.',
    fr: 'Caméscope avec zoom optique, stabilisation Balanced Optical SteadyShot et longues durées d’enregistrement.',
  },
  lens: {
    en: 'E-mount lens with fast, quiet linear motors, dust and moisture resistant design and excellent corner sharpness.',
    de: 'E-Mount-Objektiv mit schnellen, leisen Linearmotoren, staub- und feuchtigkeitsgeschützt und mit hoher Randschärfe.',
    fr: 'Objectif monture E avec moteurs linéaires rapides et silencieux, résistant à la poussière et à l’humidité, très piqué dans les angles.',
  },
  'action-cam': {
    en: 'Waterproof action camera with 4K recording, optical stabilisation and a live-view remote.',
    de: 'Wasserdichte Action-Cam mit 4K-Aufnahme, optischer Stabilisierung und Live-View-Fernbedienung.',
    fr: 'Caméra d’action étanche avec enregistrement 4K, stabilisation optique et télécommande avec visée.',
  },
  phone: {
    en: '5G smartphone with a 21:9 OLED display, triple camera with optical zoom and a 5,000 mAh battery.',
    de: '5G-Smartphone mit 21:9-OLED-Display, Dreifachkamera mit optischem Zoom und 5.000-mAh-Akku.',
    fr: 'Smartphone 5G avec écran OLED 21:9, triple appareil photo à zoom optique et batterie de 5 000 mAh.',
  },
  tablet: {
    en: 'Android tablet with a sharp display, stereo speakers and pen support for notes and drawing.',
    de: 'Android-Tablet mit scharfem Display, Stereolautsprechern und Stift-Unterstützung für Notizen und Zeichnungen.',
    fr: 'Tablette Android à l’écran net, avec haut-parleurs stéréo et prise en charge du stylet.',
  },
  watch: {
    en: 'Smartwatch with heart-rate and sleep tracking, built-in GPS and up to a week of battery life.',
    de: 'Smartwatch mit Herzfrequenz- und Schlaf-Tracking, integriertem GPS und bis zu einer Woche Akkulaufzeit.',
    fr: 'Montre connectée avec suivi du rythme cardiaque et du sommeil, GPS intégré et jusqu’à une semaine d’autonomie.',
  },
  console: {
    en: 'Game console with an ultra-fast SSD, 4K 120 Hz output, ray tracing and 3D audio.',
    de: 'Spielkonsole mit ultraschneller SSD, 4K-120-Hz-Ausgabe, Raytracing und 3D-Audio.',
    fr: 'Console de jeu avec SSD ultra-rapide, sortie 4K 120 Hz, ray tracing et audio 3D.',
  },
  controller: {
    en: 'Wireless controller with haptic feedback, adaptive triggers, a built-in microphone and USB-C charging.',
    de: 'Wireless-Controller mit haptischem Feedback, adaptiven Triggern, integriertem Mikrofon und USB-C-Ladung.',
    fr: 'Manette sans fil avec retour haptique, gâchettes adaptatives, micro intégré et charge USB-C.',
  },
  laptop: {
    en: 'Lightweight laptop with an all-day battery, a bright display, Wi-Fi 6E and two Thunderbolt ports.',
    de: 'Leichter Laptop mit ganztägiger Akkulaufzeit, hellem Display, Wi-Fi 6E und zwei Thunderbolt-Anschlüssen.',
    fr: 'Ordinateur portable léger avec autonomie d’une journée, écran lumineux, Wi-Fi 6E et deux ports Thunderbolt.',
  },
  monitor: {
    en: 'IPS monitor with accurate colours, high refresh rate, USB-C with power delivery and a height-adjustable stand.',
    de: 'IPS-Monitor mit präzisen Farben, hoher Bildwiederholrate, USB-C mit Power Delivery und höhenverstellbarem Standfuß.',
    fr: 'Écran IPS aux couleurs précises, haute fréquence de rafraîchissement, USB-C avec alimentation et pied réglable en hauteur.',
  },
  keyboard: {
    en: 'Quiet wireless keyboard with multi-device switching, backlit keys and months of battery life.',
    de: 'Leise kabellose Tastatur mit Mehrgeräte-Umschaltung, beleuchteten Tasten und monatelanger Akkulaufzeit.',
    fr: 'Clavier sans fil silencieux, multi-appareils, rétroéclairé et avec des mois d’autonomie.',
  },
  'smart-speaker': {
    en: 'Voice-controlled smart speaker with room-filling sound, multi-room audio and smart home control.',
    de: 'Sprachgesteuerter smarter Lautsprecher mit raumfüllendem Klang, Multiroom-Audio und Smart-Home-Steuerung.',
    fr: 'Enceinte connectée à commande vocale, son ample, multiroom et pilotage de la maison connectée.',
  },
  'robot-vacuum': {
    en: 'Robot vacuum with laser navigation, multi-floor maps, no-go zones and automatic carpet boost.',
    de: 'Saugroboter mit Lasernavigation, Karten für mehrere Etagen, Sperrzonen und automatischer Teppichverstärkung.',
    fr: 'Aspirateur robot à navigation laser, cartes multi-étages, zones interdites et puissance renforcée sur tapis.',
  },
  'security-camera': {
    en: 'Wi-Fi security camera with 2K video, colour night vision, person detection and two-way audio.',
    de: 'WLAN-Überwachungskamera mit 2K-Video, Farbnachtsicht, Personenerkennung und Gegensprechfunktion.',
    fr: 'Caméra de sécurité Wi-Fi avec vidéo 2K, vision nocturne couleur, détection de personnes et audio bidirectionnel.',
  },
  'air-purifier': {
    en: 'HEPA air purifier with an air quality sensor, quiet night mode and app control.',
    de: 'Luftreiniger mit HEPA-Filter, Luftqualitätssensor, leisem Nachtmodus und App-Steuerung.',
    fr: 'Purificateur d’air HEPA avec capteur de qualité de l’air, mode nuit silencieux et pilotage par application.',
  },
  microphone: {
    en: 'Professional microphone with low self-noise, digital audio interface and robust metal housing.',
    de: 'Professionelles Mikrofon mit geringem Eigenrauschen, digitaler Audioschnittstelle und robustem Metallgehäuse.',
    fr: 'Microphone professionnel à faible bruit propre, interface audio numérique et boîtier métal robuste.',
  },
};
