import type { SupportGroup } from '../catalogue/kinds';

/** Languages the demo manuals are written in. */
export const MANUAL_LANGUAGES = ['en', 'de', 'fr'] as const;
export type ManualLanguage = (typeof MANUAL_LANGUAGES)[number];

export interface ManualLabels {
  operatingInstructions: string;
  quickStart: string;
  safety: string;
  inTheBox: string;
  setup: string;
  troubleshooting: string;
  specifications: string;
  model: string;
  released: string;
  colour: string;
  symptom: string;
  solution: string;
  footer: string;
}

export const LABELS: Record<ManualLanguage, ManualLabels> = {
  en: {
    operatingInstructions: 'Operating Instructions',
    quickStart: 'Quick Start Guide',
    safety: 'Safety information',
    inTheBox: 'In the box',
    setup: 'Getting started',
    troubleshooting: 'Troubleshooting',
    specifications: 'Specifications',
    model: 'Model',
    released: 'Released',
    colour: 'Colour',
    symptom: 'Problem',
    solution: 'Solution',
    footer: 'Aurora Electronics – keep this manual for future reference.',
  },
  de: {
    operatingInstructions: 'Bedienungsanleitung',
    quickStart: 'Kurzanleitung',
    safety: 'Sicherheitshinweise',
    inTheBox: 'Lieferumfang',
    setup: 'Erste Schritte',
    troubleshooting: 'Fehlerbehebung',
    specifications: 'Technische Daten',
    model: 'Modell',
    released: 'Markteinführung',
    colour: 'Farbe',
    symptom: 'Problem',
    solution: 'Lösung',
    footer: 'Aurora Electronics – bewahren Sie diese Anleitung zum späteren Nachschlagen auf.',
  },
  fr: {
    operatingInstructions: 'Mode d’emploi',
    quickStart: 'Guide de démarrage rapide',
    safety: 'Consignes de sécurité',
    inTheBox: 'Contenu de l’emballage',
    setup: 'Mise en route',
    troubleshooting: 'Dépannage',
    specifications: 'Caractéristiques techniques',
    model: 'Modèle',
    released: 'Date de sortie',
    colour: 'Couleur',
    symptom: 'Problème',
    solution: 'Solution',
    footer: 'Aurora Electronics – conservez ce mode d’emploi pour toute consultation ultérieure.',
  },
};

export const SAFETY: Record<ManualLanguage, string[]> = {
  en: [
    'Read these instructions before using the product and keep them for future reference.',
    'To reduce the risk of fire or electric shock, do not expose the product to rain, moisture, dripping or splashing liquids.',
    'Do not install the product in a confined space such as a bookcase or built-in cabinet. Keep ventilation openings free.',
    'Use only the supplied power adaptor or cable. Unplug the product during lightning storms or when it is unused for long periods.',
    'Do not open the housing. Refer all servicing to qualified service personnel.',
    'Batteries must not be exposed to excessive heat such as sunshine or fire. Dispose of used batteries according to local regulations.',
  ],
  de: [
    'Lesen Sie diese Anleitung vor dem Gebrauch des Produkts und bewahren Sie sie zum späteren Nachschlagen auf.',
    'Um Brand- oder Stromschlaggefahr zu verringern, setzen Sie das Produkt weder Regen noch Feuchtigkeit, Tropf- oder Spritzwasser aus.',
    'Stellen Sie das Produkt nicht an einem beengten Ort wie einem Bücherregal oder Einbauschrank auf. Halten Sie die Lüftungsöffnungen frei.',
    'Verwenden Sie nur das mitgelieferte Netzteil bzw. Netzkabel. Ziehen Sie bei Gewitter oder längerer Nichtbenutzung den Netzstecker.',
    'Öffnen Sie das Gehäuse nicht. Überlassen Sie Wartungsarbeiten ausschließlich qualifiziertem Fachpersonal.',
    'Akkus und Batterien dürfen keiner übermäßigen Hitze wie direktem Sonnenlicht oder Feuer ausgesetzt werden. Entsorgen Sie verbrauchte Batterien gemäß den örtlichen Vorschriften.',
  ],
  fr: [
    'Lisez ces instructions avant d’utiliser le produit et conservez-les pour toute consultation ultérieure.',
    'Pour réduire les risques d’incendie ou d’électrocution, n’exposez pas le produit à la pluie, à l’humidité, aux gouttes ou aux éclaboussures.',
    'N’installez pas le produit dans un espace confiné comme une bibliothèque ou un meuble encastré. Ne bouchez pas les orifices de ventilation.',
    'Utilisez uniquement l’adaptateur ou le cordon d’alimentation fourni. Débranchez le produit pendant les orages ou en cas d’inutilisation prolongée.',
    'N’ouvrez pas le boîtier. Confiez toute réparation à un personnel qualifié.',
    'N’exposez pas les batteries à une chaleur excessive (soleil, feu). Éliminez les piles usagées conformément à la réglementation locale.',
  ],
};

export interface GroupManualText {
  inTheBox: string[];
  setup: string[];
  /** [problem, solution] pairs. */
  troubleshooting: Array<[string, string]>;
}

export const GROUP_TEXT: Record<SupportGroup, Record<ManualLanguage, GroupManualText>> = {
  display: {
    en: {
      inTheBox: ['Display unit', 'Remote control with two AAA batteries', 'Table-top stand and screws', 'Power cord', 'Quick Start Guide'],
      setup: [
        'Attach the stand to the display on a soft, flat surface with the screen facing down, using the supplied screws.',
        'Place the display on a stable surface, at least 10 cm from the wall, and connect the power cord.',
        'Connect your set-top box, soundbar or games console to an HDMI input. Use HDMI 3 (eARC) for a soundbar.',
        'Press the power button on the remote control. The initial setup screen appears.',
        'Select your language and country, then connect to your Wi-Fi network or a LAN cable.',
        'Run the channel search and check for a software update when prompted to complete setup.',
      ],
      troubleshooting: [
        ['There is no picture but there is sound.', 'Check that the picture-off power-saving mode is disabled and that the correct input is selected.'],
        ['The remote control does not work.', 'Replace the batteries, remove obstacles in front of the sensor and re-pair the voice remote in Settings.'],
        ['The display turns off by itself.', 'Check the sleep timer and the idle standby setting, and update the software to the latest version.'],
      ],
    },
    de: {
      inTheBox: ['Anzeigegerät', 'Fernbedienung mit zwei AAA-Batterien', 'Standfuß und Schrauben', 'Netzkabel', 'Kurzanleitung'],
      setup: [
        'Befestigen Sie den Standfuß mit den mitgelieferten Schrauben, während das Gerät mit dem Bildschirm nach unten auf einer weichen, ebenen Fläche liegt.',
        'Stellen Sie das Gerät auf eine stabile Fläche, mindestens 10 cm von der Wand entfernt, und schließen Sie das Netzkabel an.',
        'Schließen Sie Receiver, Soundbar oder Spielkonsole an einen HDMI-Eingang an. Verwenden Sie HDMI 3 (eARC) für eine Soundbar.',
        'Drücken Sie die Ein/Aus-Taste auf der Fernbedienung. Der Bildschirm für die Ersteinrichtung erscheint.',
        'Wählen Sie Sprache und Land und verbinden Sie das Gerät mit Ihrem WLAN oder einem LAN-Kabel.',
        'Führen Sie den Sendersuchlauf durch und suchen Sie bei Aufforderung nach einem Software-Update, um die Einrichtung abzuschließen.',
      ],
      troubleshooting: [
        ['Kein Bild, aber Ton ist vorhanden.', 'Prüfen Sie, ob der Energiesparmodus „Bild aus“ deaktiviert und der richtige Eingang gewählt ist.'],
        ['Die Fernbedienung funktioniert nicht.', 'Wechseln Sie die Batterien, entfernen Sie Hindernisse vor dem Sensor und koppeln Sie die Sprachfernbedienung in den Einstellungen neu.'],
        ['Das Gerät schaltet sich von selbst aus.', 'Prüfen Sie den Sleep-Timer und die Leerlauf-Standby-Einstellung und aktualisieren Sie die Software.'],
      ],
    },
    fr: {
      inTheBox: ['Écran', 'Télécommande avec deux piles AAA', 'Pied de table et vis', 'Cordon d’alimentation', 'Guide de démarrage rapide'],
      setup: [
        'Fixez le pied à l’aide des vis fournies, l’écran posé face vers le bas sur une surface plane et douce.',
        'Placez l’appareil sur une surface stable, à au moins 10 cm du mur, puis branchez le cordon d’alimentation.',
        'Raccordez votre décodeur, barre de son ou console à une entrée HDMI. Utilisez HDMI 3 (eARC) pour une barre de son.',
        'Appuyez sur la touche marche/arrêt de la télécommande. L’écran de configuration initiale s’affiche.',
        'Choisissez la langue et le pays, puis connectez-vous à votre réseau Wi-Fi ou à un câble réseau.',
        'Lancez la recherche des chaînes et recherchez une mise à jour logicielle lorsque cela vous est proposé.',
      ],
      troubleshooting: [
        ['Il y a du son mais pas d’image.', 'Vérifiez que le mode d’économie « image désactivée » est désactivé et que la bonne entrée est sélectionnée.'],
        ['La télécommande ne fonctionne pas.', 'Remplacez les piles, dégagez le capteur et réassociez la télécommande vocale dans les paramètres.'],
        ['L’appareil s’éteint tout seul.', 'Vérifiez la minuterie d’arrêt et la mise en veille automatique, puis mettez le logiciel à jour.'],
      ],
    },
  },
  audio: {
    en: {
      inTheBox: ['Main unit', 'Power cord or adaptor', 'Remote control (selected models)', 'Optical or HDMI cable (selected models)', 'Reference Guide'],
      setup: [
        'Place the unit on a flat surface away from walls that could block the sound, and connect the power.',
        'Connect the unit to your TV with an HDMI cable using the TV’s eARC/ARC input, or with an optical cable.',
        'Switch on the unit and select the input with the INPUT button until the display shows TV or BT.',
        'To pair a phone, hold the BLUETOOTH button for two seconds and select the model in your phone’s Bluetooth menu.',
        'Install the Aurora Audio app to update the software, adjust the sound field and connect to Wi-Fi.',
      ],
      troubleshooting: [
        ['There is no sound from the TV.', 'Enable eARC/ARC and set the TV’s audio output to the external speaker; try the optical cable if the problem persists.'],
        ['The Bluetooth connection keeps dropping.', 'Move the devices closer together, away from microwave ovens and Wi-Fi routers, and delete and re-pair the device.'],
        ['The sound is out of sync with the picture.', 'Adjust the A/V sync setting in the sound menu and set the TV’s digital audio format to PCM.'],
      ],
    },
    de: {
      inTheBox: ['Hauptgerät', 'Netzkabel oder Netzteil', 'Fernbedienung (bestimmte Modelle)', 'Optisches oder HDMI-Kabel (bestimmte Modelle)', 'Referenzhandbuch'],
      setup: [
        'Stellen Sie das Gerät auf eine ebene Fläche ohne Wände, die den Klang abschirmen, und schließen Sie die Stromversorgung an.',
        'Verbinden Sie das Gerät über ein HDMI-Kabel mit dem eARC/ARC-Eingang Ihres Fernsehers oder über ein optisches Kabel.',
        'Schalten Sie das Gerät ein und wählen Sie mit der Taste INPUT den Eingang, bis im Display TV oder BT erscheint.',
        'Zum Koppeln eines Smartphones halten Sie die BLUETOOTH-Taste zwei Sekunden gedrückt und wählen das Modell im Bluetooth-Menü des Telefons.',
        'Installieren Sie die App Aurora Audio, um die Software zu aktualisieren, das Schallfeld anzupassen und das WLAN einzurichten.',
      ],
      troubleshooting: [
        ['Kein Ton vom Fernseher.', 'Aktivieren Sie eARC/ARC und stellen Sie den Audioausgang des Fernsehers auf externe Lautsprecher; versuchen Sie bei Bedarf das optische Kabel.'],
        ['Die Bluetooth-Verbindung bricht ab.', 'Verringern Sie den Abstand der Geräte, halten Sie Abstand zu Mikrowellen und WLAN-Routern und koppeln Sie das Gerät neu.'],
        ['Ton und Bild sind nicht synchron.', 'Passen Sie die A/V-Synchronisierung im Tonmenü an und stellen Sie das digitale Audioformat des Fernsehers auf PCM.'],
      ],
    },
    fr: {
      inTheBox: ['Unité principale', 'Cordon ou adaptateur secteur', 'Télécommande (certains modèles)', 'Câble optique ou HDMI (certains modèles)', 'Guide de référence'],
      setup: [
        'Placez l’appareil sur une surface plane, loin des parois qui pourraient bloquer le son, puis branchez l’alimentation.',
        'Raccordez l’appareil à l’entrée eARC/ARC de votre téléviseur avec un câble HDMI, ou avec un câble optique.',
        'Allumez l’appareil et choisissez l’entrée avec la touche INPUT jusqu’à ce que l’afficheur indique TV ou BT.',
        'Pour associer un téléphone, maintenez la touche BLUETOOTH enfoncée deux secondes puis choisissez le modèle dans le menu Bluetooth du téléphone.',
        'Installez l’application Aurora Audio pour mettre à jour le logiciel, régler le champ sonore et vous connecter au Wi-Fi.',
      ],
      troubleshooting: [
        ['Le téléviseur ne produit aucun son.', 'Activez l’eARC/ARC et réglez la sortie audio du téléviseur sur l’enceinte externe ; essayez le câble optique si besoin.'],
        ['La connexion Bluetooth se coupe.', 'Rapprochez les appareils, éloignez-les des micro-ondes et des routeurs Wi-Fi, puis supprimez et réassociez l’appareil.'],
        ['Le son est décalé par rapport à l’image.', 'Réglez la synchronisation A/V dans le menu son et choisissez le format audio numérique PCM sur le téléviseur.'],
      ],
    },
  },
  headphones: {
    en: {
      inTheBox: ['Headphones or earbuds', 'Charging case or carrying case', 'USB Type-C cable', 'Earbud tips in several sizes (selected models)', 'Reference Guide'],
      setup: [
        'Charge the headphones fully before first use; the indicator turns off when charging is complete.',
        'Switch the headphones on. On first use they enter pairing mode automatically and the indicator flashes blue twice repeatedly.',
        'On your phone, open the Bluetooth settings and select the model name.',
        'Install the Aurora Sound Connect app to turn on noise cancelling, adjust the equaliser and update the software.',
        'To pair another device later, hold the power button for seven seconds until the indicator flashes.',
      ],
      troubleshooting: [
        ['The headphones cannot be paired.', 'Delete the pairing from your phone, put the headphones back in pairing mode and keep them within one metre of the phone.'],
        ['One earbud does not charge.', 'Clean the charging contacts with a dry cotton swab and check that the earbud sits correctly in the case.'],
        ['Noise cancelling seems weak.', 'Make sure the ear pads or tips seal well, select the correct tip size and run the optimiser in the app.'],
      ],
    },
    de: {
      inTheBox: ['Kopfhörer oder In-Ears', 'Ladeetui oder Transportetui', 'USB-Type-C-Kabel', 'Ohrstöpsel in mehreren Größen (bestimmte Modelle)', 'Referenzhandbuch'],
      setup: [
        'Laden Sie den Kopfhörer vor dem ersten Gebrauch vollständig auf; die Anzeige erlischt, wenn der Ladevorgang abgeschlossen ist.',
        'Schalten Sie den Kopfhörer ein. Beim ersten Gebrauch wechselt er automatisch in den Kopplungsmodus und die Anzeige blinkt wiederholt zweimal blau.',
        'Öffnen Sie auf Ihrem Smartphone die Bluetooth-Einstellungen und wählen Sie den Modellnamen.',
        'Installieren Sie die App Aurora Sound Connect, um Noise Cancelling einzuschalten, den Equalizer anzupassen und die Software zu aktualisieren.',
        'Um später ein weiteres Gerät zu koppeln, halten Sie die Ein/Aus-Taste sieben Sekunden gedrückt, bis die Anzeige blinkt.',
      ],
      troubleshooting: [
        ['Der Kopfhörer lässt sich nicht koppeln.', 'Löschen Sie die Kopplung auf dem Smartphone, versetzen Sie den Kopfhörer erneut in den Kopplungsmodus und halten Sie ihn maximal einen Meter vom Telefon entfernt.'],
        ['Ein Ohrhörer lädt nicht.', 'Reinigen Sie die Ladekontakte mit einem trockenen Wattestäbchen und prüfen Sie, ob der Ohrhörer richtig im Etui sitzt.'],
        ['Noise Cancelling wirkt schwach.', 'Achten Sie auf guten Sitz der Ohrpolster bzw. Ohrstöpsel, wählen Sie die richtige Größe und führen Sie den Optimierer in der App aus.'],
      ],
    },
    fr: {
      inTheBox: ['Casque ou écouteurs', 'Étui de charge ou de transport', 'Câble USB Type-C', 'Embouts de plusieurs tailles (certains modèles)', 'Guide de référence'],
      setup: [
        'Chargez complètement le casque avant la première utilisation ; le témoin s’éteint lorsque la charge est terminée.',
        'Allumez le casque. À la première utilisation, il passe automatiquement en mode d’association et le témoin clignote deux fois en bleu de manière répétée.',
        'Sur votre téléphone, ouvrez les réglages Bluetooth et choisissez le nom du modèle.',
        'Installez l’application Aurora Sound Connect pour activer la réduction de bruit, régler l’égaliseur et mettre à jour le logiciel.',
        'Pour associer un autre appareil, maintenez la touche marche/arrêt enfoncée sept secondes jusqu’à ce que le témoin clignote.',
      ],
      troubleshooting: [
        ['Impossible d’associer le casque.', 'Supprimez l’association sur le téléphone, remettez le casque en mode d’association et gardez-le à moins d’un mètre du téléphone.'],
        ['Un écouteur ne se recharge pas.', 'Nettoyez les contacts de charge avec un coton-tige sec et vérifiez que l’écouteur est bien en place dans l’étui.'],
        ['La réduction de bruit semble faible.', 'Vérifiez l’étanchéité des coussinets ou embouts, choisissez la bonne taille et lancez l’optimiseur dans l’application.'],
      ],
    },
  },
  camera: {
    en: {
      inTheBox: ['Camera or lens', 'Rechargeable battery pack (cameras)', 'USB Type-C cable', 'Shoulder strap or lens hood', 'Body cap or lens caps', 'Startup Guide'],
      setup: [
        'Insert the charged battery pack and a memory card (UHS-II or V60 recommended for 4K video).',
        'Attach the lens by aligning the white index marks and turning it clockwise until it clicks.',
        'Switch the camera on and set the language, area and date and time.',
        'Format the memory card in the camera menu before first use. Formatting deletes all data on the card.',
        'Pair the camera with the Aurora Imaging Mobile app to transfer pictures and update the firmware.',
      ],
      troubleshooting: [
        ['The camera does not turn on.', 'Charge the battery, check that it is inserted the right way round and that the battery cover is closed.'],
        ['Pictures are blurred.', 'Turn on image stabilisation, use a faster shutter speed and check that the focus mode suits the subject.'],
        ['The memory card is not recognised.', 'Use a card that is compatible with the camera and format it in the camera, not on a computer.'],
      ],
    },
    de: {
      inTheBox: ['Kamera oder Objektiv', 'Wiederaufladbarer Akku (Kameras)', 'USB-Type-C-Kabel', 'Schultergurt oder Gegenlichtblende', 'Gehäuse- oder Objektivdeckel', 'Einführungsanleitung'],
      setup: [
        'Setzen Sie den geladenen Akku und eine Speicherkarte ein (für 4K-Video wird UHS-II oder V60 empfohlen).',
        'Setzen Sie das Objektiv an, indem Sie die weißen Markierungen ausrichten und es im Uhrzeigersinn drehen, bis es einrastet.',
        'Schalten Sie die Kamera ein und stellen Sie Sprache, Region sowie Datum und Uhrzeit ein.',
        'Formatieren Sie die Speicherkarte vor dem ersten Gebrauch im Kameramenü. Beim Formatieren werden alle Daten gelöscht.',
        'Koppeln Sie die Kamera mit der App Aurora Imaging Mobile, um Bilder zu übertragen und die Firmware zu aktualisieren.',
      ],
      troubleshooting: [
        ['Die Kamera lässt sich nicht einschalten.', 'Laden Sie den Akku, prüfen Sie, ob er richtig herum eingesetzt und die Akkuabdeckung geschlossen ist.'],
        ['Die Bilder sind unscharf.', 'Schalten Sie den Bildstabilisator ein, wählen Sie eine kürzere Verschlusszeit und prüfen Sie den Fokusmodus.'],
        ['Die Speicherkarte wird nicht erkannt.', 'Verwenden Sie eine kompatible Karte und formatieren Sie sie in der Kamera, nicht am Computer.'],
      ],
    },
    fr: {
      inTheBox: ['Appareil photo ou objectif', 'Batterie rechargeable (appareils)', 'Câble USB Type-C', 'Bandoulière ou pare-soleil', 'Bouchon de boîtier ou d’objectif', 'Guide de démarrage'],
      setup: [
        'Insérez la batterie chargée et une carte mémoire (UHS-II ou V60 recommandée pour la vidéo 4K).',
        'Montez l’objectif en alignant les repères blancs et tournez-le dans le sens horaire jusqu’au déclic.',
        'Allumez l’appareil puis réglez la langue, la région, la date et l’heure.',
        'Formatez la carte mémoire dans le menu de l’appareil avant la première utilisation. Le formatage efface toutes les données.',
        'Associez l’appareil à l’application Aurora Imaging Mobile pour transférer les photos et mettre à jour le micrologiciel.',
      ],
      troubleshooting: [
        ['L’appareil ne s’allume pas.', 'Chargez la batterie, vérifiez son sens d’insertion et que le couvercle du logement est fermé.'],
        ['Les photos sont floues.', 'Activez la stabilisation, utilisez une vitesse d’obturation plus rapide et vérifiez le mode de mise au point.'],
        ['La carte mémoire n’est pas reconnue.', 'Utilisez une carte compatible et formatez-la dans l’appareil, et non sur un ordinateur.'],
      ],
    },
  },
  mobile: {
    en: {
      inTheBox: ['Device', 'USB Type-C cable', 'SIM tray tool (phones)', 'Charging cradle (watches)', 'Quick Start Guide'],
      setup: [
        'Charge the device for at least 30 minutes before first use.',
        'Insert your nano SIM card in the tray, if your model has one, and press and hold the power key until the device vibrates.',
        'Follow the setup assistant to choose your language, connect to Wi-Fi and sign in to your account.',
        'Copy your data from your old device with the transfer tool shown during setup.',
        'Go to Settings > System > Software update to install the latest version.',
      ],
      troubleshooting: [
        ['The battery drains quickly.', 'Check battery usage by app in Settings, turn on adaptive battery and lower the screen brightness.'],
        ['The device does not charge.', 'Use the supplied cable, clean the USB port and try another power adaptor rated at least 18 W.'],
        ['The device freezes.', 'Hold the power and volume up keys for ten seconds to force a restart, then install pending updates.'],
      ],
    },
    de: {
      inTheBox: ['Gerät', 'USB-Type-C-Kabel', 'SIM-Werkzeug (Smartphones)', 'Ladeschale (Uhren)', 'Kurzanleitung'],
      setup: [
        'Laden Sie das Gerät vor dem ersten Gebrauch mindestens 30 Minuten lang.',
        'Legen Sie Ihre Nano-SIM-Karte in den Kartenhalter ein, falls vorhanden, und halten Sie die Ein/Aus-Taste gedrückt, bis das Gerät vibriert.',
        'Folgen Sie dem Einrichtungsassistenten, um die Sprache zu wählen, das WLAN zu verbinden und sich anzumelden.',
        'Übertragen Sie Ihre Daten vom alten Gerät mit dem Übertragungswerkzeug, das bei der Einrichtung angezeigt wird.',
        'Öffnen Sie Einstellungen > System > Software-Update, um die neueste Version zu installieren.',
      ],
      troubleshooting: [
        ['Der Akku entlädt sich schnell.', 'Prüfen Sie den Akkuverbrauch pro App in den Einstellungen, aktivieren Sie den adaptiven Akku und verringern Sie die Helligkeit.'],
        ['Das Gerät lädt nicht.', 'Verwenden Sie das mitgelieferte Kabel, reinigen Sie den USB-Anschluss und probieren Sie ein anderes Netzteil mit mindestens 18 W.'],
        ['Das Gerät reagiert nicht mehr.', 'Halten Sie Ein/Aus- und Lauter-Taste zehn Sekunden gedrückt, um einen Neustart zu erzwingen, und installieren Sie ausstehende Updates.'],
      ],
    },
    fr: {
      inTheBox: ['Appareil', 'Câble USB Type-C', 'Outil d’éjection SIM (téléphones)', 'Socle de charge (montres)', 'Guide de démarrage rapide'],
      setup: [
        'Chargez l’appareil au moins 30 minutes avant la première utilisation.',
        'Insérez votre carte nano-SIM dans le tiroir, si votre modèle en possède un, puis maintenez la touche marche/arrêt jusqu’à la vibration.',
        'Suivez l’assistant pour choisir la langue, vous connecter au Wi-Fi et à votre compte.',
        'Transférez vos données depuis votre ancien appareil avec l’outil proposé pendant la configuration.',
        'Ouvrez Paramètres > Système > Mise à jour logicielle pour installer la dernière version.',
      ],
      troubleshooting: [
        ['La batterie se décharge vite.', 'Vérifiez la consommation par application dans les paramètres, activez la batterie adaptative et baissez la luminosité.'],
        ['L’appareil ne se recharge pas.', 'Utilisez le câble fourni, nettoyez le port USB et essayez un autre adaptateur d’au moins 18 W.'],
        ['L’appareil se bloque.', 'Maintenez les touches marche/arrêt et volume + pendant dix secondes pour forcer le redémarrage, puis installez les mises à jour.'],
      ],
    },
  },
  gaming: {
    en: {
      inTheBox: ['Console or controller', 'HDMI cable (consoles)', 'AC power cord (consoles)', 'USB Type-C cable', 'Safety Guide'],
      setup: [
        'Connect the console to your TV with the supplied HDMI cable and connect the power cord.',
        'Connect the controller to the console with the USB cable and press the AG button to pair it.',
        'Follow the on-screen instructions to choose your language, connect to the internet and sign in.',
        'Allow the console to download the latest system software before playing.',
        'To pair a controller wirelessly later, hold the CREATE and AG buttons until the light bar flashes.',
      ],
      troubleshooting: [
        ['The controller does not connect.', 'Connect it with the USB cable and press the AG button; if that fails, press the reset button on the back for five seconds.'],
        ['There is no picture on the TV.', 'Hold the power button for seven seconds to start in safe mode and choose Change Video Output.'],
        ['Games download slowly.', 'Use a wired LAN connection, pause other downloads and restart your router.'],
      ],
    },
    de: {
      inTheBox: ['Konsole oder Controller', 'HDMI-Kabel (Konsolen)', 'Netzkabel (Konsolen)', 'USB-Type-C-Kabel', 'Sicherheitsleitfaden'],
      setup: [
        'Verbinden Sie die Konsole mit dem mitgelieferten HDMI-Kabel mit dem Fernseher und schließen Sie das Netzkabel an.',
        'Verbinden Sie den Controller per USB-Kabel mit der Konsole und drücken Sie die AG-Taste, um ihn zu koppeln.',
        'Folgen Sie den Anweisungen auf dem Bildschirm, um Sprache und Internetverbindung einzurichten und sich anzumelden.',
        'Lassen Sie die Konsole vor dem Spielen die neueste Systemsoftware herunterladen.',
        'Um einen Controller später kabellos zu koppeln, halten Sie CREATE und AG gedrückt, bis die Lichtleiste blinkt.',
      ],
      troubleshooting: [
        ['Der Controller verbindet sich nicht.', 'Schließen Sie ihn per USB-Kabel an und drücken Sie die AG-Taste; hilft das nicht, drücken Sie fünf Sekunden lang die Reset-Taste auf der Rückseite.'],
        ['Kein Bild auf dem Fernseher.', 'Halten Sie die Ein/Aus-Taste sieben Sekunden gedrückt, um im abgesicherten Modus zu starten, und wählen Sie „Videoausgabe ändern“.'],
        ['Spiele laden langsam herunter.', 'Verwenden Sie eine LAN-Kabelverbindung, pausieren Sie andere Downloads und starten Sie den Router neu.'],
      ],
    },
    fr: {
      inTheBox: ['Console ou manette', 'Câble HDMI (consoles)', 'Cordon d’alimentation (consoles)', 'Câble USB Type-C', 'Guide de sécurité'],
      setup: [
        'Raccordez la console au téléviseur avec le câble HDMI fourni, puis branchez le cordon d’alimentation.',
        'Reliez la manette à la console avec le câble USB et appuyez sur la touche AG pour l’associer.',
        'Suivez les instructions à l’écran pour choisir la langue, vous connecter à Internet et à votre compte.',
        'Laissez la console télécharger la dernière version du logiciel système avant de jouer.',
        'Pour associer une manette sans fil plus tard, maintenez CREATE et AG jusqu’à ce que la barre lumineuse clignote.',
      ],
      troubleshooting: [
        ['La manette ne se connecte pas.', 'Branchez-la avec le câble USB et appuyez sur AG ; sinon, appuyez cinq secondes sur le bouton de réinitialisation au dos.'],
        ['Aucune image sur le téléviseur.', 'Maintenez la touche marche/arrêt sept secondes pour démarrer en mode sans échec et choisissez « Changer la sortie vidéo ».'],
        ['Les jeux se téléchargent lentement.', 'Utilisez une connexion filaire, mettez les autres téléchargements en pause et redémarrez votre box.'],
      ],
    },
  },
  computer: {
    en: {
      inTheBox: ['Device', 'Power adaptor or USB receiver', 'USB Type-C cable', 'Batteries (keyboards and mice)', 'Quick Start Guide'],
      setup: [
        'Connect the power adaptor and charge the device, or insert the batteries.',
        'Switch the device on and follow the setup assistant of your operating system.',
        'For wireless keyboards and mice, plug the USB receiver into your computer or pair via Bluetooth.',
        'Install Aurora Control Center to update drivers and firmware and to customise keys and settings.',
        'Run Windows Update or macOS Software Update to install the latest system updates.',
      ],
      troubleshooting: [
        ['The monitor shows “No signal”.', 'Check the cable, select the correct input with the monitor’s joystick and update the graphics driver.'],
        ['Keys or clicks are not recognised.', 'Replace the batteries, move the receiver to a front USB port and re-pair the device in Aurora Control Center.'],
        ['The laptop runs hot or loud.', 'Keep the air vents free, use the balanced power mode and update the BIOS and thermal firmware.'],
      ],
    },
    de: {
      inTheBox: ['Gerät', 'Netzteil oder USB-Empfänger', 'USB-Type-C-Kabel', 'Batterien (Tastaturen und Mäuse)', 'Kurzanleitung'],
      setup: [
        'Schließen Sie das Netzteil an und laden Sie das Gerät, oder setzen Sie die Batterien ein.',
        'Schalten Sie das Gerät ein und folgen Sie dem Einrichtungsassistenten Ihres Betriebssystems.',
        'Stecken Sie bei kabellosen Tastaturen und Mäusen den USB-Empfänger ein oder koppeln Sie per Bluetooth.',
        'Installieren Sie Aurora Control Center, um Treiber und Firmware zu aktualisieren und Tasten sowie Einstellungen anzupassen.',
        'Führen Sie Windows Update oder die macOS-Softwareaktualisierung aus, um die neuesten Systemupdates zu installieren.',
      ],
      troubleshooting: [
        ['Der Monitor zeigt „Kein Signal“.', 'Prüfen Sie das Kabel, wählen Sie mit dem Joystick den richtigen Eingang und aktualisieren Sie den Grafiktreiber.'],
        ['Tasten oder Klicks werden nicht erkannt.', 'Wechseln Sie die Batterien, stecken Sie den Empfänger vorne ein und koppeln Sie das Gerät in Aurora Control Center neu.'],
        ['Der Laptop wird heiß oder laut.', 'Halten Sie die Lüftungsschlitze frei, nutzen Sie den ausgewogenen Energiemodus und aktualisieren Sie BIOS und Thermik-Firmware.'],
      ],
    },
    fr: {
      inTheBox: ['Appareil', 'Adaptateur secteur ou récepteur USB', 'Câble USB Type-C', 'Piles (claviers et souris)', 'Guide de démarrage rapide'],
      setup: [
        'Branchez l’adaptateur secteur et chargez l’appareil, ou insérez les piles.',
        'Allumez l’appareil et suivez l’assistant de configuration de votre système d’exploitation.',
        'Pour les claviers et souris sans fil, branchez le récepteur USB ou associez-les en Bluetooth.',
        'Installez Aurora Control Center pour mettre à jour pilotes et micrologiciel et personnaliser touches et réglages.',
        'Lancez Windows Update ou la mise à jour logicielle de macOS pour installer les dernières mises à jour.',
      ],
      troubleshooting: [
        ['L’écran affiche « Pas de signal ».', 'Vérifiez le câble, choisissez la bonne entrée avec le joystick de l’écran et mettez à jour le pilote graphique.'],
        ['Les touches ou clics ne sont pas reconnus.', 'Remplacez les piles, branchez le récepteur sur un port USB en façade et réassociez l’appareil dans Aurora Control Center.'],
        ['L’ordinateur chauffe ou est bruyant.', 'Dégagez les aérations, utilisez le mode d’alimentation équilibré et mettez à jour le BIOS et le micrologiciel thermique.'],
      ],
    },
  },
  home: {
    en: {
      inTheBox: ['Device', 'Power adaptor or charging dock', 'Mounting kit (cameras)', 'Spare filter or brush (selected models)', 'Quick Start Guide'],
      setup: [
        'Place the device or its dock on a level surface near a power socket with good Wi-Fi coverage.',
        'Install the Aurora Home app and create an account.',
        'Tap Add device in the app and scan the QR code on the device or in this guide.',
        'Connect the device to a 2.4 GHz Wi-Fi network; 5 GHz-only networks are not supported by every model.',
        'Allow the app to install the latest firmware, then name the device and assign it to a room.',
      ],
      troubleshooting: [
        ['The device cannot connect to Wi-Fi.', 'Use the 2.4 GHz band, check the password, and move the device closer to the router during setup.'],
        ['The device goes offline in the app.', 'Restart the router and the device, and reserve a fixed IP address for it in your router.'],
        ['The device is noisy or performs poorly.', 'Clean or replace the filter, brush or lens as described in the maintenance section.'],
      ],
    },
    de: {
      inTheBox: ['Gerät', 'Netzteil oder Ladestation', 'Montageset (Kameras)', 'Ersatzfilter oder Bürste (bestimmte Modelle)', 'Kurzanleitung'],
      setup: [
        'Stellen Sie das Gerät bzw. die Ladestation auf eine ebene Fläche in der Nähe einer Steckdose mit gutem WLAN-Empfang.',
        'Installieren Sie die App Aurora Home und erstellen Sie ein Konto.',
        'Tippen Sie in der App auf „Gerät hinzufügen“ und scannen Sie den QR-Code auf dem Gerät oder in dieser Anleitung.',
        'Verbinden Sie das Gerät mit einem 2,4-GHz-WLAN; reine 5-GHz-Netze werden nicht von jedem Modell unterstützt.',
        'Lassen Sie die App die neueste Firmware installieren, benennen Sie das Gerät und ordnen Sie es einem Raum zu.',
      ],
      troubleshooting: [
        ['Das Gerät verbindet sich nicht mit dem WLAN.', 'Verwenden Sie das 2,4-GHz-Band, prüfen Sie das Passwort und bringen Sie das Gerät bei der Einrichtung näher an den Router.'],
        ['Das Gerät ist in der App offline.', 'Starten Sie Router und Gerät neu und reservieren Sie im Router eine feste IP-Adresse für das Gerät.'],
        ['Das Gerät ist laut oder arbeitet schlecht.', 'Reinigen oder ersetzen Sie Filter, Bürste oder Linse wie im Abschnitt Wartung beschrieben.'],
      ],
    },
    fr: {
      inTheBox: ['Appareil', 'Adaptateur secteur ou station de charge', 'Kit de fixation (caméras)', 'Filtre ou brosse de rechange (certains modèles)', 'Guide de démarrage rapide'],
      setup: [
        'Placez l’appareil ou sa station sur une surface plane, près d’une prise, avec une bonne couverture Wi-Fi.',
        'Installez l’application Aurora Home et créez un compte.',
        'Touchez Ajouter un appareil dans l’application et scannez le code QR de l’appareil ou de ce guide.',
        'Connectez l’appareil à un réseau Wi-Fi 2,4 GHz ; les réseaux uniquement 5 GHz ne sont pas pris en charge par tous les modèles.',
        'Laissez l’application installer le dernier micrologiciel, puis nommez l’appareil et attribuez-le à une pièce.',
      ],
      troubleshooting: [
        ['L’appareil ne se connecte pas au Wi-Fi.', 'Utilisez la bande 2,4 GHz, vérifiez le mot de passe et rapprochez l’appareil du routeur pendant la configuration.'],
        ['L’appareil apparaît hors ligne.', 'Redémarrez le routeur et l’appareil, et réservez-lui une adresse IP fixe dans le routeur.'],
        ['L’appareil est bruyant ou peu efficace.', 'Nettoyez ou remplacez le filtre, la brosse ou l’objectif comme indiqué dans la section entretien.'],
      ],
    },
  },
};
