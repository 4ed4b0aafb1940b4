import type { ProductKind, T3 } from '../catalogue/kinds';

/**
 * How products work together. A profile describes one way of connecting two products (HDMI eARC,
 * a lens mount, Bluetooth audio...) with the features that connection gives and what must be set up
 * first. Pairings say which kinds of product connect through which profile.
 */
export interface CompatibilityProfile {
  key: string;
  connection: T3;
  summary: T3;
  features: Array<{ key: string; name: T3; note?: T3 }>;
  requirements: T3[];
}

const t = (en: string, de: string, fr: string): T3 => ({ en, de, fr });

export const PROFILES: CompatibilityProfile[] = [
  {
    key: 'hdmi-earc',
    connection: t(
      'HDMI cable to the TV’s eARC/ARC input',
      'HDMI-Kabel zum eARC/ARC-Eingang des Fernsehers',
      'Câble HDMI vers l’entrée eARC/ARC du téléviseur',
    ),
    summary: t(
      'Sound from the TV and its apps plays through the audio system, and one remote controls both.',
      'Der Ton des Fernsehers und seiner Apps läuft über das Audiosystem, und eine Fernbedienung steuert beide.',
      'Le son du téléviseur et de ses applications passe par le système audio, et une seule télécommande pilote les deux.',
    ),
    features: [
      {
        key: 'atmos',
        name: t('Dolby Atmos from TV apps', 'Dolby Atmos aus TV-Apps', 'Dolby Atmos depuis les applications TV'),
      },
      {
        key: 'cec',
        name: t(
          'One-remote control (Aurora Link)',
          'Steuerung mit einer Fernbedienung (Aurora Link)',
          'Commande avec une télécommande (Aurora Link)',
        ),
      },
      {
        key: 'lipsync',
        name: t('Automatic lip-sync', 'Automatische Lippensynchronisation', 'Synchronisation labiale automatique'),
      },
      {
        key: 'acoustic-center',
        name: t(
          'Acoustic Center Sync (TV speakers as centre)',
          'Acoustic Center Sync (TV-Lautsprecher als Center)',
          'Acoustic Center Sync (haut-parleurs TV en centre)',
        ),
        note: t(
          'Needs a 2022 or later TV with the centre speaker input.',
          'Erfordert einen Fernseher ab 2022 mit Center-Lautsprechereingang.',
          'Nécessite un téléviseur 2022 ou ultérieur avec entrée centrale.',
        ),
      },
    ],
    requirements: [
      t(
        'Turn on HDMI device control on both products.',
        'Schalten Sie an beiden Produkten die HDMI-Gerätesteuerung ein.',
        'Activez le contrôle des appareils HDMI sur les deux produits.',
      ),
      t(
        'Set the TV’s audio output to Audio system.',
        'Stellen Sie die Audioausgabe des Fernsehers auf Audiosystem.',
        'Réglez la sortie audio du téléviseur sur Système audio.',
      ),
    ],
  },
  {
    key: 'hdmi-gaming',
    connection: t('Ultra High Speed HDMI cable', 'Ultra-High-Speed-HDMI-Kabel', 'Câble HDMI Ultra High Speed'),
    summary: t(
      'Play in 4K with high frame rates and low latency.',
      'Spielen Sie in 4K mit hohen Bildraten und geringer Latenz.',
      'Jouez en 4K avec une fréquence élevée et une faible latence.',
    ),
    features: [
      {
        key: '4k120',
        name: t('4K at 120 Hz', '4K mit 120 Hz', '4K à 120 Hz'),
        note: t('On HDMI 2.1 inputs only.', 'Nur an HDMI-2.1-Eingängen.', 'Uniquement sur les entrées HDMI 2.1.'),
      },
      {
        key: 'vrr',
        name: t('Variable refresh rate (VRR)', 'Variable Bildwiederholrate (VRR)', 'Fréquence variable (VRR)'),
      },
      {
        key: 'allm',
        name: t('Auto Low Latency Mode', 'Automatischer Low-Latency-Modus', 'Mode faible latence automatique'),
      },
      { key: 'hdr-tone', name: t('Auto HDR tone mapping', 'Automatisches HDR-Tonemapping', 'Mappage HDR automatique') },
    ],
    requirements: [
      t(
        'Turn on Enhanced HDMI format for the input you use.',
        'Aktivieren Sie das erweiterte HDMI-Format für den genutzten Eingang.',
        'Activez le format HDMI amélioré pour l’entrée utilisée.',
      ),
      t(
        'Install the latest software on both products.',
        'Installieren Sie auf beiden Produkten die neueste Software.',
        'Installez le dernier logiciel sur les deux produits.',
      ),
    ],
  },
  {
    key: 'bluetooth-audio',
    connection: t('Bluetooth', 'Bluetooth', 'Bluetooth'),
    summary: t(
      'Stream audio wirelessly and control playback from either device.',
      'Streamen Sie Audio kabellos und steuern Sie die Wiedergabe an beiden Geräten.',
      'Diffusez l’audio sans fil et contrôlez la lecture depuis les deux appareils.',
    ),
    features: [
      {
        key: 'ldac',
        name: t('High-resolution audio (LDAC)', 'High-Resolution-Audio (LDAC)', 'Audio haute résolution (LDAC)'),
        note: t('Android devices only.', 'Nur Android-Geräte.', 'Appareils Android uniquement.'),
      },
      { key: 'calls', name: t('Hands-free calls', 'Freisprechen', 'Appels mains libres') },
      {
        key: 'multipoint',
        name: t(
          'Multipoint with a second device',
          'Multipoint mit einem zweiten Gerät',
          'Multipoint avec un second appareil',
        ),
      },
      {
        key: 'app',
        name: t(
          'Settings in the Aurora Sound app',
          'Einstellungen in der Aurora Sound App',
          'Réglages dans l’application Aurora Sound',
        ),
      },
    ],
    requirements: [
      t(
        'Bluetooth 4.2 or later on the source device.',
        'Bluetooth 4.2 oder neuer am Quellgerät.',
        'Bluetooth 4.2 ou ultérieur sur l’appareil source.',
      ),
    ],
  },
  {
    key: 'lens-mount',
    connection: t('E-mount', 'E-Mount', 'Monture E'),
    summary: t(
      'Full autofocus and aperture control with in-camera lens corrections.',
      'Voller Autofokus und Blendensteuerung mit kamerainterner Objektivkorrektur.',
      'Autofocus complet et contrôle de l’ouverture avec corrections intégrées.',
    ),
    features: [
      {
        key: 'af',
        name: t(
          'Fast hybrid autofocus with subject recognition',
          'Schneller Hybrid-AF mit Motiverkennung',
          'AF hybride rapide avec reconnaissance du sujet',
        ),
      },
      {
        key: 'stabilisation',
        name: t(
          'Combined lens and body stabilisation',
          'Kombinierte Objektiv- und Gehäusestabilisierung',
          'Stabilisation combinée objectif et boîtier',
        ),
      },
      {
        key: 'corrections',
        name: t(
          'Distortion and vignetting correction',
          'Verzeichnungs- und Vignettierungskorrektur',
          'Correction de distorsion et de vignetage',
        ),
      },
      {
        key: 'breathing',
        name: t('Focus breathing compensation', 'Kompensation des Focus Breathing', 'Compensation du focus breathing'),
        note: t(
          'Requires camera software 2.0 or later.',
          'Erfordert Kamerasoftware 2.0 oder neuer.',
          'Nécessite le logiciel de l’appareil 2.0 ou ultérieur.',
        ),
      },
    ],
    requirements: [
      t(
        'Update the camera and lens firmware to the latest version.',
        'Aktualisieren Sie Kamera- und Objektiv-Firmware auf die neueste Version.',
        'Mettez à jour le micrologiciel de l’appareil et de l’objectif.',
      ),
    ],
  },
  {
    key: 'usb-c-display',
    connection: t(
      'USB-C cable (DisplayPort Alt Mode)',
      'USB-C-Kabel (DisplayPort Alt Mode)',
      'Câble USB-C (DisplayPort Alt Mode)',
    ),
    summary: t(
      'One cable carries picture, power and USB.',
      'Ein Kabel überträgt Bild, Strom und USB.',
      'Un seul câble transporte l’image, l’alimentation et l’USB.',
    ),
    features: [
      { key: 'video', name: t('Picture up to 4K 60 Hz', 'Bild bis 4K 60 Hz', 'Image jusqu’à 4K 60 Hz') },
      { key: 'charging', name: t('Charging up to 90 W', 'Laden mit bis zu 90 W', 'Charge jusqu’à 90 W') },
      {
        key: 'hub',
        name: t(
          'Keyboard and mouse through the USB hub',
          'Tastatur und Maus über den USB-Hub',
          'Clavier et souris via le hub USB',
        ),
      },
    ],
    requirements: [
      t(
        'A USB-C port with DisplayPort Alt Mode.',
        'Ein USB-C-Anschluss mit DisplayPort Alt Mode.',
        'Un port USB-C avec DisplayPort Alt Mode.',
      ),
    ],
  },
  {
    key: 'controller',
    connection: t('Bluetooth or USB-C cable', 'Bluetooth oder USB-C-Kabel', 'Bluetooth ou câble USB-C'),
    summary: t(
      'Play with full controller features.',
      'Spielen Sie mit allen Controller-Funktionen.',
      'Jouez avec toutes les fonctions de la manette.',
    ),
    features: [
      { key: 'haptics', name: t('Haptic feedback', 'Haptisches Feedback', 'Retour haptique') },
      {
        key: 'triggers',
        name: t('Adaptive triggers', 'Adaptive Trigger', 'Gâchettes adaptatives'),
        note: t(
          'On the console and supported PC games.',
          'An der Konsole und in unterstützten PC-Spielen.',
          'Sur la console et les jeux PC compatibles.',
        ),
      },
      {
        key: 'audio',
        name: t(
          'Headset audio through the controller',
          'Headset-Ton über den Controller',
          'Audio du casque via la manette',
        ),
      },
    ],
    requirements: [
      t('Pair once with the USB cable.', 'Einmal per USB-Kabel koppeln.', 'Appairez une fois avec le câble USB.'),
    ],
  },
  {
    key: 'companion-app',
    connection: t(
      'Aurora app over Bluetooth and Wi-Fi',
      'Aurora App über Bluetooth und WLAN',
      'Application Aurora en Bluetooth et Wi-Fi',
    ),
    summary: t(
      'Control the device from your phone and receive its notifications and files.',
      'Steuern Sie das Gerät vom Smartphone und erhalten Sie Benachrichtigungen und Dateien.',
      'Contrôlez l’appareil depuis le téléphone et recevez ses notifications et fichiers.',
    ),
    features: [
      { key: 'notifications', name: t('Notifications', 'Benachrichtigungen', 'Notifications') },
      {
        key: 'transfer',
        name: t('File and photo transfer', 'Datei- und Fotoübertragung', 'Transfert de fichiers et photos'),
      },
      {
        key: 'remote',
        name: t(
          'Remote control from the phone',
          'Fernsteuerung vom Smartphone',
          'Contrôle à distance depuis le téléphone',
        ),
      },
    ],
    requirements: [
      t('Android 10 or iOS 15 and later.', 'Android 10 oder iOS 15 und neuer.', 'Android 10 ou iOS 15 et ultérieur.'),
    ],
  },
  {
    key: 'voice',
    connection: t(
      'Aurora Home skill for your voice assistant',
      'Aurora Home Skill für Ihren Sprachassistenten',
      'Skill Aurora Home pour votre assistant vocal',
    ),
    summary: t(
      'Start, stop and check the device by voice.',
      'Starten, stoppen und prüfen Sie das Gerät per Sprache.',
      'Démarrez, arrêtez et vérifiez l’appareil à la voix.',
    ),
    features: [
      { key: 'commands', name: t('Voice commands', 'Sprachbefehle', 'Commandes vocales') },
      {
        key: 'routines',
        name: t('Routines with other devices', 'Routinen mit anderen Geräten', 'Routines avec d’autres appareils'),
      },
      { key: 'status', name: t('Status announcements', 'Statusansagen', 'Annonces d’état') },
    ],
    requirements: [
      t(
        'Both devices in the same Aurora Home account.',
        'Beide Geräte im selben Aurora Home-Konto.',
        'Les deux appareils dans le même compte Aurora Home.',
      ),
    ],
  },
  {
    key: 'analogue',
    connection: t('RCA cable (PHONO or LINE)', 'Cinch-Kabel (PHONO oder LINE)', 'Câble RCA (PHONO ou LINE)'),
    summary: t(
      'Play records through the amplifier with the right pre-amplifier setting.',
      'Spielen Sie Schallplatten über den Verstärker mit passender Vorverstärker-Einstellung.',
      'Écoutez vos disques via l’amplificateur avec le bon réglage de préampli.',
    ),
    features: [
      { key: 'phono', name: t('Phono input (MM)', 'Phono-Eingang (MM)', 'Entrée phono (MM)') },
      {
        key: 'ground',
        name: t('Ground terminal against hum', 'Erdungsklemme gegen Brummen', 'Borne de masse contre le ronflement'),
      },
    ],
    requirements: [
      t(
        'Set the turntable’s PHONO/LINE switch to match the input.',
        'Stellen Sie den PHONO/LINE-Schalter passend zum Eingang ein.',
        'Réglez le sélecteur PHONO/LINE selon l’entrée utilisée.',
      ),
    ],
  },
  {
    key: 'keyboard',
    connection: t(
      'Bluetooth or 2.4 GHz receiver',
      'Bluetooth oder 2,4-GHz-Empfänger',
      'Bluetooth ou récepteur 2,4 GHz',
    ),
    summary: t(
      'Type and switch between up to three devices.',
      'Tippen und zwischen bis zu drei Geräten wechseln.',
      'Tapez et passez d’un appareil à l’autre, jusqu’à trois.',
    ),
    features: [
      {
        key: 'switch',
        name: t('Easy-Switch between devices', 'Easy-Switch zwischen Geräten', 'Easy-Switch entre appareils'),
      },
      {
        key: 'media',
        name: t('Media and function keys', 'Medien- und Funktionstasten', 'Touches média et de fonction'),
      },
    ],
    requirements: [
      t(
        'Bluetooth Low Energy on the device.',
        'Bluetooth Low Energy am Gerät.',
        'Bluetooth Low Energy sur l’appareil.',
      ),
    ],
  },
  {
    key: 'microphone',
    connection: t(
      'Multi Interface Shoe or 3.5 mm cable',
      'Multi-Interface-Schuh oder 3,5-mm-Kabel',
      'Griffe multi-interface ou câble 3,5 mm',
    ),
    summary: t(
      'Record clear sound directly with your video.',
      'Nehmen Sie klaren Ton direkt mit dem Video auf.',
      'Enregistrez un son clair directement avec la vidéo.',
    ),
    features: [
      {
        key: 'digital',
        name: t('Digital audio through the shoe', 'Digitaler Ton über den Schuh', 'Audio numérique via la griffe'),
      },
      { key: 'power', name: t('Powered by the camera', 'Stromversorgung durch die Kamera', 'Alimenté par l’appareil') },
    ],
    requirements: [
      t(
        'Set Audio Rec Level to manual for the best results.',
        'Stellen Sie den Tonaufnahmepegel für beste Ergebnisse manuell ein.',
        'Réglez le niveau d’enregistrement audio en manuel.',
      ),
    ],
  },
];

/** Which kinds connect to which, and through which profile (one direction; the reverse is listed too). */
export const PAIRINGS: Array<{ from: ProductKind[]; to: ProductKind[]; profile: string }> = [
  { from: ['tv', 'projector'], to: ['soundbar', 'receiver'], profile: 'hdmi-earc' },
  { from: ['soundbar', 'receiver'], to: ['tv', 'projector'], profile: 'hdmi-earc' },
  { from: ['tv', 'monitor'], to: ['console'], profile: 'hdmi-gaming' },
  { from: ['console'], to: ['tv', 'monitor'], profile: 'hdmi-gaming' },
  { from: ['phone', 'tablet', 'laptop', 'tv'], to: ['headphones', 'earbuds'], profile: 'bluetooth-audio' },
  { from: ['headphones', 'earbuds'], to: ['phone', 'tablet', 'laptop'], profile: 'bluetooth-audio' },
  { from: ['phone', 'tablet'], to: ['speaker'], profile: 'bluetooth-audio' },
  { from: ['speaker'], to: ['phone', 'tablet'], profile: 'bluetooth-audio' },
  { from: ['camera'], to: ['lens'], profile: 'lens-mount' },
  { from: ['lens'], to: ['camera'], profile: 'lens-mount' },
  { from: ['laptop'], to: ['monitor'], profile: 'usb-c-display' },
  { from: ['monitor'], to: ['laptop'], profile: 'usb-c-display' },
  { from: ['console', 'laptop'], to: ['controller'], profile: 'controller' },
  { from: ['controller'], to: ['console', 'laptop'], profile: 'controller' },
  { from: ['phone'], to: ['watch', 'action-cam', 'compact-camera'], profile: 'companion-app' },
  { from: ['watch', 'action-cam', 'compact-camera'], to: ['phone'], profile: 'companion-app' },
  { from: ['robot-vacuum', 'air-purifier', 'security-camera'], to: ['smart-speaker'], profile: 'voice' },
  { from: ['smart-speaker'], to: ['robot-vacuum', 'air-purifier', 'security-camera'], profile: 'voice' },
  { from: ['turntable'], to: ['receiver', 'hifi'], profile: 'analogue' },
  { from: ['hifi'], to: ['turntable'], profile: 'analogue' },
  { from: ['keyboard'], to: ['laptop', 'tablet'], profile: 'keyboard' },
  { from: ['camcorder', 'camera'], to: ['microphone'], profile: 'microphone' },
  { from: ['microphone'], to: ['camcorder', 'camera'], profile: 'microphone' },
];

/** Features an entry-level model of a kind does not offer through a profile. */
export const ENTRY_LIMITS: Record<string, string[]> = {
  'hdmi-earc': ['acoustic-center'],
  'hdmi-gaming': ['4k120', 'vrr'],
  'bluetooth-audio': ['multipoint'],
  'lens-mount': ['breathing'],
};
