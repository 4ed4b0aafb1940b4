import type { AppliesTo } from '../../store/applicability';
import type { ProductKind, SupportGroup } from '../catalogue/kinds';

/**
 * Support videos and tutorial series. Each video has a short description, the chapters it walks
 * through (shown as steps on its article page and as scenes of the video) and a closing tip.
 * Tutorials and the general videos are translated; of the group videos the most watched are, the
 * others fall back to English on the German and French sites.
 */
export interface VideoText {
  title: string;
  summary: string;
  chapters: string[];
  tip: string;
}

export interface VideoTemplate {
  key: string;
  en: VideoText;
  de?: VideoText;
  fr?: VideoText;
}

export interface TutorialSeries {
  key: string;
  kinds: ProductKind[];
  lessons: VideoTemplate[];
}

export interface SupportVideoTemplate extends VideoTemplate {
  videoType: 'how-to' | 'troubleshooting' | 'product-tour';
  groups: SupportGroup[] | 'all';
  topics: string[];
  popularity: number;
  /** The products of its groups it is for, when narrower (ADR 039). */
  appliesTo?: AppliesTo;
}

const v = (title: string, summary: string, chapters: string[], tip: string): VideoText => ({
  title,
  summary,
  chapters,
  tip,
});

export const TUTORIAL_SERIES: TutorialSeries[] = [
  {
    key: 'tv',
    kinds: ['tv', 'projector'],
    lessons: [
      {
        key: 'tv-first-setup',
        en: v(
          'Unboxing and first setup',
          'From the box to the first picture: attach the stand, connect power and run the setup assistant.',
          [
            'Attach the stand on a soft surface with the screen facing down.',
            'Connect the power cord and your aerial or set-top box.',
            'Switch on and follow the setup assistant: language, country, network.',
          ],
          'Keep the box for the first weeks: it is the safest way to transport the set.',
        ),
        de: v(
          'Auspacken und Ersteinrichtung',
          'Vom Karton zum ersten Bild: Standfuß montieren, Strom anschließen und den Einrichtungsassistenten starten.',
          [
            'Montieren Sie den Standfuß auf einer weichen Unterlage, Bildschirm nach unten.',
            'Schließen Sie Netzkabel und Antenne oder Receiver an.',
            'Einschalten und dem Assistenten folgen: Sprache, Land, Netzwerk.',
          ],
          'Bewahren Sie den Karton in den ersten Wochen auf: So transportieren Sie das Gerät am sichersten.',
        ),
        fr: v(
          'Déballage et première installation',
          'Du carton à la première image : fixez le pied, branchez l’alimentation et lancez l’assistant.',
          [
            'Fixez le pied sur une surface douce, écran vers le bas.',
            'Branchez le cordon d’alimentation et l’antenne ou le décodeur.',
            'Allumez et suivez l’assistant : langue, pays, réseau.',
          ],
          'Conservez le carton les premières semaines : c’est le moyen le plus sûr de transporter l’appareil.',
        ),
      },
      {
        key: 'tv-network',
        en: v(
          'Connecting to your home network',
          'Connect by Wi-Fi or LAN cable and check that streaming apps and updates work.',
          [
            'Open Settings > Network and choose Wi-Fi or Wired LAN.',
            'Select your network and enter the password.',
            'Run the network test and check for a software update.',
          ],
          'For 4K streaming a LAN cable or a 5 GHz network gives the most stable picture.',
        ),
        de: v(
          'Mit dem Heimnetzwerk verbinden',
          'Per WLAN oder LAN-Kabel verbinden und prüfen, ob Streaming-Apps und Updates funktionieren.',
          [
            'Öffnen Sie Einstellungen > Netzwerk und wählen Sie WLAN oder Kabel-LAN.',
            'Wählen Sie Ihr Netzwerk und geben Sie das Passwort ein.',
            'Führen Sie den Netzwerktest aus und suchen Sie nach Software-Updates.',
          ],
          'Für 4K-Streaming sorgt ein LAN-Kabel oder ein 5-GHz-Netz für das stabilste Bild.',
        ),
        fr: v(
          'Connexion au réseau domestique',
          'Connectez-vous en Wi-Fi ou par câble LAN et vérifiez que les applications et mises à jour fonctionnent.',
          [
            'Ouvrez Paramètres > Réseau et choisissez Wi-Fi ou LAN filaire.',
            'Sélectionnez votre réseau et saisissez le mot de passe.',
            'Lancez le test réseau et recherchez une mise à jour.',
          ],
          'Pour la 4K, un câble LAN ou un réseau 5 GHz offre l’image la plus stable.',
        ),
      },
      {
        key: 'tv-soundbar',
        en: v(
          'Adding a soundbar with HDMI eARC',
          'Use the eARC input so one remote controls both and Dolby Atmos reaches the soundbar.',
          [
            'Connect the soundbar to the HDMI input labelled eARC/ARC.',
            'Turn on HDMI device control (Aurora Link) on the TV.',
            'Set the TV’s audio output to Audio system and test the sound.',
          ],
          'Use the cable supplied with the soundbar or an Ultra High Speed HDMI cable.',
        ),
        de: v(
          'Soundbar über HDMI eARC anschließen',
          'Nutzen Sie den eARC-Eingang, damit eine Fernbedienung beide Geräte steuert und Dolby Atmos bei der Soundbar ankommt.',
          [
            'Verbinden Sie die Soundbar mit dem HDMI-Eingang eARC/ARC.',
            'Aktivieren Sie die HDMI-Gerätesteuerung (Aurora Link) am Fernseher.',
            'Stellen Sie die Audioausgabe auf Audiosystem und testen Sie den Ton.',
          ],
          'Verwenden Sie das mitgelieferte Kabel oder ein Ultra-High-Speed-HDMI-Kabel.',
        ),
        fr: v(
          'Ajouter une barre de son en HDMI eARC',
          'Utilisez l’entrée eARC pour piloter les deux appareils avec une télécommande et profiter du Dolby Atmos.',
          [
            'Reliez la barre de son à l’entrée HDMI eARC/ARC.',
            'Activez le contrôle des appareils HDMI (Aurora Link) sur le téléviseur.',
            'Réglez la sortie audio sur Système audio et testez le son.',
          ],
          'Utilisez le câble fourni avec la barre de son ou un câble HDMI Ultra High Speed.',
        ),
      },
      {
        key: 'tv-picture',
        en: v(
          'Picture settings for films, sport and games',
          'Choose the right picture mode for what you watch and turn on Game mode for low input lag.',
          [
            'Press the quick settings button and open Picture mode.',
            'Pick Cinema for films, Standard for TV and Game for consoles.',
            'Turn on Auto HDR tone mapping for HDR games.',
          ],
          'Calibrated modes look darker in a bright room: raise Brightness rather than switching to Vivid.',
        ),
        de: v(
          'Bildeinstellungen für Filme, Sport und Spiele',
          'Wählen Sie den passenden Bildmodus und schalten Sie für geringe Eingabeverzögerung den Spielmodus ein.',
          [
            'Drücken Sie die Schnelleinstellungstaste und öffnen Sie den Bildmodus.',
            'Wählen Sie Kino für Filme, Standard für TV und Spiel für Konsolen.',
            'Aktivieren Sie Auto-HDR-Tonemapping für HDR-Spiele.',
          ],
          'Kalibrierte Modi wirken im hellen Raum dunkler: Erhöhen Sie die Helligkeit, statt auf Brillant zu wechseln.',
        ),
        fr: v(
          'Réglages d’image pour films, sport et jeux',
          'Choisissez le bon mode d’image et activez le mode Jeu pour réduire la latence.',
          [
            'Appuyez sur le bouton de réglages rapides et ouvrez Mode image.',
            'Choisissez Cinéma pour les films, Standard pour la TV et Jeu pour les consoles.',
            'Activez le mappage HDR automatique pour les jeux HDR.',
          ],
          'Les modes calibrés paraissent plus sombres dans une pièce lumineuse : augmentez la luminosité plutôt que de passer en mode Éclatant.',
        ),
      },
    ],
  },
  {
    key: 'headphones',
    kinds: ['headphones', 'earbuds'],
    lessons: [
      {
        key: 'hp-pairing',
        en: v(
          'Pairing with your phone',
          'Pair the first time, then let the Aurora Sound app reconnect automatically.',
          [
            'Hold the power button for 7 seconds until the light flashes blue and red.',
            'Choose the headphones in your phone’s Bluetooth settings.',
            'Open the Aurora Sound app and follow the first-use steps.',
          ],
          'With fast pair on Android, a pop-up offers to connect as soon as you open the case.',
        ),
        de: v(
          'Mit dem Smartphone koppeln',
          'Beim ersten Mal koppeln, danach verbindet die Aurora Sound App automatisch.',
          [
            'Halten Sie die Ein-/Aus-Taste 7 Sekunden, bis die Anzeige blau und rot blinkt.',
            'Wählen Sie den Kopfhörer in den Bluetooth-Einstellungen des Smartphones.',
            'Öffnen Sie die Aurora Sound App und folgen Sie den Schritten zur Ersteinrichtung.',
          ],
          'Mit Schnellkopplung unter Android erscheint ein Hinweis, sobald Sie das Etui öffnen.',
        ),
        fr: v(
          'Appairage avec votre téléphone',
          'Appairez une première fois, puis l’application Aurora Sound se reconnecte automatiquement.',
          [
            'Maintenez le bouton d’alimentation 7 secondes jusqu’à ce que le voyant clignote en bleu et rouge.',
            'Choisissez le casque dans les réglages Bluetooth du téléphone.',
            'Ouvrez l’application Aurora Sound et suivez les étapes de première utilisation.',
          ],
          'Avec l’appairage rapide sous Android, une fenêtre propose la connexion dès l’ouverture de l’étui.',
        ),
      },
      {
        key: 'hp-noise',
        en: v(
          'Getting the most from noise cancelling',
          'Optimise noise cancelling for your ears and switch to Ambient sound when you need to hear around you.',
          [
            'Run the NC Optimiser in the app while wearing the headphones.',
            'Use the NC/AMB button to switch between modes.',
            'Turn on Adaptive sound control to switch automatically.',
          ],
          'A good seal matters most: try the other ear tip sizes with the fit test.',
        ),
        de: v(
          'Geräuschunterdrückung optimal nutzen',
          'Optimieren Sie die Geräuschunterdrückung für Ihre Ohren und wechseln Sie bei Bedarf zu Umgebungsgeräuschen.',
          [
            'Starten Sie den NC-Optimierer in der App, während Sie den Kopfhörer tragen.',
            'Wechseln Sie mit der Taste NC/AMB zwischen den Modi.',
            'Aktivieren Sie die adaptive Klangsteuerung für automatisches Umschalten.',
          ],
          'Der Sitz ist entscheidend: Probieren Sie mit dem Passformtest andere Ohrstöpselgrößen.',
        ),
        fr: v(
          'Tirer le meilleur de la réduction de bruit',
          'Optimisez la réduction de bruit pour vos oreilles et passez en mode Son ambiant si besoin.',
          [
            'Lancez l’optimiseur NC dans l’application en portant le casque.',
            'Utilisez le bouton NC/AMB pour changer de mode.',
            'Activez le contrôle adaptatif du son pour basculer automatiquement.',
          ],
          'L’étanchéité compte le plus : essayez d’autres tailles d’embouts avec le test d’ajustement.',
        ),
      },
      {
        key: 'hp-multipoint',
        en: v(
          'Using two devices at once',
          'Connect a laptop and a phone at the same time and take calls without re-pairing.',
          [
            'Turn on Connect to 2 devices simultaneously in the app.',
            'Pair the second device while the first stays connected.',
            'Play music on one device; an incoming call on the other takes over.',
          ],
          'LDAC is not available while two devices are connected; the headphones use AAC or SBC.',
        ),
        de: v(
          'Zwei Geräte gleichzeitig nutzen',
          'Verbinden Sie Laptop und Smartphone gleichzeitig und nehmen Sie Anrufe ohne neues Koppeln an.',
          [
            'Aktivieren Sie in der App „Mit 2 Geräten gleichzeitig verbinden“.',
            'Koppeln Sie das zweite Gerät, während das erste verbunden bleibt.',
            'Spielen Sie Musik auf einem Gerät; ein Anruf auf dem anderen hat Vorrang.',
          ],
          'Bei zwei verbundenen Geräten ist LDAC nicht verfügbar; der Kopfhörer nutzt AAC oder SBC.',
        ),
        fr: v(
          'Utiliser deux appareils à la fois',
          'Connectez un ordinateur et un téléphone simultanément et prenez les appels sans réappairer.',
          [
            'Activez Connexion simultanée à 2 appareils dans l’application.',
            'Appairez le second appareil pendant que le premier reste connecté.',
            'Lisez de la musique sur l’un ; un appel sur l’autre prend le relais.',
          ],
          'Le LDAC n’est pas disponible avec deux appareils connectés ; le casque utilise AAC ou SBC.',
        ),
      },
      {
        key: 'hp-care',
        en: v(
          'Charging and caring for your headphones',
          'Charge safely, clean the ear pads and store the headphones so the battery lasts.',
          [
            'Charge with a USB-C cable; the light turns off when charging is complete.',
            'Wipe the ear pads with a dry, soft cloth; never use alcohol.',
            'For long storage, charge to about half and store in the case.',
          ],
          'Battery care in the app stops charging at 90 % to extend battery life.',
        ),
        de: v(
          'Laden und Pflege des Kopfhörers',
          'Sicher laden, Ohrpolster reinigen und so aufbewahren, dass der Akku lange hält.',
          [
            'Laden Sie über ein USB-C-Kabel; die Anzeige erlischt, wenn der Akku voll ist.',
            'Wischen Sie die Ohrpolster mit einem trockenen, weichen Tuch ab, nie mit Alkohol.',
            'Für lange Lagerung auf etwa die Hälfte laden und im Etui aufbewahren.',
          ],
          'Die Akkuschonung in der App beendet das Laden bei 90 % und verlängert die Lebensdauer.',
        ),
        fr: v(
          'Charge et entretien du casque',
          'Chargez en toute sécurité, nettoyez les coussinets et rangez le casque pour préserver la batterie.',
          [
            'Chargez avec un câble USB-C ; le voyant s’éteint une fois la charge terminée.',
            'Essuyez les coussinets avec un chiffon doux et sec, jamais d’alcool.',
            'Pour un long stockage, chargez à environ la moitié et rangez dans l’étui.',
          ],
          'La protection de la batterie dans l’application arrête la charge à 90 % pour prolonger sa durée de vie.',
        ),
      },
    ],
  },
  {
    key: 'camera',
    kinds: ['camera', 'compact-camera', 'camcorder', 'action-cam', 'lens'],
    lessons: [
      {
        key: 'cam-first-steps',
        en: v(
          'First steps: battery, card and date',
          'Charge the battery, insert a memory card and set the date so your files are in order.',
          [
            'Charge the battery in the camera over USB-C until the lamp turns off.',
            'Insert a UHS-II card and format it in the camera.',
            'Set the area, date and time in the setup menu.',
          ],
          'Format cards in the camera, not on a computer, to avoid write errors.',
        ),
        de: v(
          'Erste Schritte: Akku, Karte und Datum',
          'Akku laden, Speicherkarte einsetzen und Datum einstellen, damit Ihre Dateien geordnet sind.',
          [
            'Laden Sie den Akku in der Kamera über USB-C, bis die Lampe erlischt.',
            'Setzen Sie eine UHS-II-Karte ein und formatieren Sie sie in der Kamera.',
            'Stellen Sie Region, Datum und Uhrzeit im Einstellungsmenü ein.',
          ],
          'Formatieren Sie Karten in der Kamera, nicht am Computer, um Schreibfehler zu vermeiden.',
        ),
        fr: v(
          'Premiers pas : batterie, carte et date',
          'Chargez la batterie, insérez une carte mémoire et réglez la date pour classer vos fichiers.',
          [
            'Chargez la batterie dans l’appareil via USB-C jusqu’à l’extinction du témoin.',
            'Insérez une carte UHS-II et formatez-la dans l’appareil.',
            'Réglez la zone, la date et l’heure dans le menu de configuration.',
          ],
          'Formatez les cartes dans l’appareil, pas sur un ordinateur, pour éviter les erreurs d’écriture.',
        ),
      },
      {
        key: 'cam-autofocus',
        en: v(
          'Autofocus and subject recognition',
          'Let the camera track eyes, animals and vehicles, and choose the right focus area.',
          [
            'Set Focus mode to AF-C for moving subjects.',
            'Choose Subject recognition: Human, Animal, Bird or Vehicle.',
            'Use Tracking: Spot for small subjects in busy scenes.',
          ],
          'Assign subject recognition to a custom button to switch quickly while shooting.',
        ),
        de: v(
          'Autofokus und Motiverkennung',
          'Lassen Sie die Kamera Augen, Tiere und Fahrzeuge verfolgen und wählen Sie das passende Fokusfeld.',
          [
            'Stellen Sie den Fokusmodus für bewegte Motive auf AF-C.',
            'Wählen Sie die Motiverkennung: Mensch, Tier, Vogel oder Fahrzeug.',
            'Nutzen Sie Tracking: Spot für kleine Motive in unruhigen Szenen.',
          ],
          'Legen Sie die Motiverkennung auf eine benutzerdefinierte Taste, um beim Fotografieren schnell zu wechseln.',
        ),
        fr: v(
          'Autofocus et reconnaissance du sujet',
          'Laissez l’appareil suivre les yeux, les animaux et les véhicules, et choisissez la bonne zone de mise au point.',
          [
            'Réglez le mode de mise au point sur AF-C pour les sujets en mouvement.',
            'Choisissez la reconnaissance : Humain, Animal, Oiseau ou Véhicule.',
            'Utilisez Suivi : Spot pour les petits sujets dans une scène chargée.',
          ],
          'Attribuez la reconnaissance du sujet à une touche personnalisée pour changer rapidement.',
        ),
      },
      {
        key: 'cam-transfer',
        en: v(
          'Transferring photos to your phone',
          'Pair the camera with the Aurora Imaging app and send photos while you shoot.',
          [
            'Open the Aurora Imaging app and tap Add camera.',
            'On the camera, choose Network > Smartphone connection.',
            'Turn on Auto transfer to send each photo as you take it.',
          ],
          'Transfer sends a 2 MP copy by default; choose Original in the app for full resolution.',
        ),
        de: v(
          'Fotos auf das Smartphone übertragen',
          'Koppeln Sie die Kamera mit der Aurora Imaging App und senden Sie Fotos schon beim Fotografieren.',
          [
            'Öffnen Sie die Aurora Imaging App und tippen Sie auf Kamera hinzufügen.',
            'Wählen Sie an der Kamera Netzwerk > Smartphone-Verbindung.',
            'Aktivieren Sie die automatische Übertragung für jedes neue Foto.',
          ],
          'Standardmäßig wird eine 2-MP-Kopie gesendet; wählen Sie in der App „Original“ für volle Auflösung.',
        ),
        fr: v(
          'Transférer les photos vers votre téléphone',
          'Associez l’appareil à l’application Aurora Imaging et envoyez les photos pendant la prise de vue.',
          [
            'Ouvrez l’application Aurora Imaging et touchez Ajouter un appareil.',
            'Sur l’appareil, choisissez Réseau > Connexion smartphone.',
            'Activez le transfert automatique pour envoyer chaque photo.',
          ],
          'Le transfert envoie une copie de 2 Mpx par défaut ; choisissez Original dans l’application pour la pleine résolution.',
        ),
      },
      {
        key: 'cam-sensor',
        en: v(
          'Keeping the sensor clean',
          'Remove dust safely when spots appear in photos taken at small apertures.',
          [
            'Run Sensor cleaning from the setup menu.',
            'Hold the camera with the mount facing down and use a blower.',
            'Take a test shot of a white wall at F16 to check.',
          ],
          'Never touch the sensor or use canned air; have stubborn marks cleaned by a service centre.',
        ),
        de: v(
          'Den Sensor sauber halten',
          'Entfernen Sie Staub sicher, wenn bei kleiner Blende Flecken auf den Fotos erscheinen.',
          [
            'Starten Sie die Sensorreinigung im Einstellungsmenü.',
            'Halten Sie die Kamera mit dem Bajonett nach unten und nutzen Sie einen Blasebalg.',
            'Prüfen Sie mit einem Testfoto einer weißen Wand bei Blende 16.',
          ],
          'Berühren Sie den Sensor nie und verwenden Sie kein Druckgas; hartnäckige Flecken entfernt ein Servicecenter.',
        ),
        fr: v(
          'Garder le capteur propre',
          'Retirez la poussière en toute sécurité lorsque des taches apparaissent à petite ouverture.',
          [
            'Lancez le nettoyage du capteur depuis le menu de configuration.',
            'Tenez l’appareil monture vers le bas et utilisez une poire soufflante.',
            'Vérifiez avec une photo d’un mur blanc à F16.',
          ],
          'Ne touchez jamais le capteur et n’utilisez pas d’air comprimé ; confiez les taches tenaces à un centre de service.',
        ),
      },
    ],
  },
  {
    key: 'mobile',
    kinds: ['phone', 'tablet', 'watch'],
    lessons: [
      {
        key: 'mob-transfer',
        en: v(
          'Moving your data to a new device',
          'Copy contacts, photos and apps from your old phone with a cable or over Wi-Fi.',
          [
            'Charge both devices and keep them close together.',
            'On the new device, choose Copy apps and data during setup.',
            'Connect with the supplied cable or choose Wireless and follow the steps.',
          ],
          'Messaging apps may need their own backup: check each app’s chat backup first.',
        ),
        de: v(
          'Daten auf ein neues Gerät übertragen',
          'Kopieren Sie Kontakte, Fotos und Apps vom alten Smartphone per Kabel oder WLAN.',
          [
            'Laden Sie beide Geräte und legen Sie sie nebeneinander.',
            'Wählen Sie auf dem neuen Gerät bei der Einrichtung „Apps und Daten kopieren“.',
            'Verbinden Sie per mitgeliefertem Kabel oder wählen Sie Kabellos.',
          ],
          'Messenger-Apps brauchen oft ein eigenes Backup: Prüfen Sie vorher die Chat-Sicherung jeder App.',
        ),
        fr: v(
          'Transférer vos données vers un nouvel appareil',
          'Copiez contacts, photos et applications depuis l’ancien téléphone, par câble ou en Wi-Fi.',
          [
            'Chargez les deux appareils et placez-les côte à côte.',
            'Sur le nouvel appareil, choisissez Copier les applications et données.',
            'Connectez le câble fourni ou choisissez Sans fil et suivez les étapes.',
          ],
          'Les messageries ont souvent leur propre sauvegarde : vérifiez-la dans chaque application.',
        ),
      },
      {
        key: 'mob-battery',
        en: v(
          'Making the battery last all day',
          'Find what uses the battery and turn on the settings that extend it.',
          [
            'Open Settings > Battery to see usage by app.',
            'Turn on Adaptive battery and STAMINA mode.',
            'Turn on Battery care to limit charging to 90 % overnight.',
          ],
          'A 120 Hz screen uses more power: the adaptive setting lowers it when the picture is still.',
        ),
        de: v(
          'Den Akku durch den Tag bringen',
          'Finden Sie heraus, was Akku verbraucht, und aktivieren Sie die Einstellungen, die ihn schonen.',
          [
            'Öffnen Sie Einstellungen > Akku, um den Verbrauch pro App zu sehen.',
            'Aktivieren Sie den adaptiven Akku und den STAMINA-Modus.',
            'Aktivieren Sie die Akkupflege, um nachts nur bis 90 % zu laden.',
          ],
          'Ein 120-Hz-Display braucht mehr Strom: Die adaptive Einstellung senkt die Frequenz bei Standbildern.',
        ),
        fr: v(
          'Faire durer la batterie toute la journée',
          'Repérez ce qui consomme la batterie et activez les réglages qui la préservent.',
          [
            'Ouvrez Paramètres > Batterie pour voir la consommation par application.',
            'Activez la batterie adaptative et le mode STAMINA.',
            'Activez l’entretien de la batterie pour limiter la charge à 90 % la nuit.',
          ],
          'Un écran 120 Hz consomme davantage : le réglage adaptatif réduit la fréquence sur les images fixes.',
        ),
      },
      {
        key: 'mob-backup',
        en: v(
          'Backing up and restoring',
          'Back up photos and settings automatically so nothing is lost if the device is replaced.',
          [
            'Open Settings > System > Backup and sign in.',
            'Turn on backup for photos, contacts and device settings.',
            'To restore, sign in with the same account during setup.',
          ],
          'Back up over Wi-Fi while charging to avoid using mobile data.',
        ),
        de: v(
          'Sichern und Wiederherstellen',
          'Sichern Sie Fotos und Einstellungen automatisch, damit bei einem Gerätetausch nichts verloren geht.',
          [
            'Öffnen Sie Einstellungen > System > Sicherung und melden Sie sich an.',
            'Aktivieren Sie die Sicherung für Fotos, Kontakte und Geräteeinstellungen.',
            'Zum Wiederherstellen melden Sie sich bei der Einrichtung mit demselben Konto an.',
          ],
          'Sichern Sie per WLAN während des Ladens, um mobile Daten zu sparen.',
        ),
        fr: v(
          'Sauvegarder et restaurer',
          'Sauvegardez automatiquement photos et réglages pour ne rien perdre en cas de remplacement.',
          [
            'Ouvrez Paramètres > Système > Sauvegarde et connectez-vous.',
            'Activez la sauvegarde des photos, contacts et réglages.',
            'Pour restaurer, connectez-vous avec le même compte lors de la configuration.',
          ],
          'Sauvegardez en Wi-Fi pendant la charge pour ne pas consommer de données mobiles.',
        ),
      },
    ],
  },
  {
    key: 'audio',
    kinds: ['soundbar', 'receiver', 'speaker', 'hifi', 'smart-speaker', 'turntable', 'microphone'],
    lessons: [
      {
        key: 'aud-setup',
        en: v(
          'Setting up and calibrating',
          'Place the speakers, run the sound calibration and set the level for your room.',
          [
            'Place the unit centrally and keep the front free of obstacles.',
            'Run Sound field optimisation from the settings.',
            'Adjust the subwoofer level to taste.',
          ],
          'Run the calibration again whenever you move furniture or speakers.',
        ),
        de: v(
          'Aufstellen und einmessen',
          'Lautsprecher aufstellen, Klangkalibrierung starten und den Pegel für Ihren Raum einstellen.',
          [
            'Stellen Sie das Gerät mittig auf und halten Sie die Front frei.',
            'Starten Sie die Schallfeldoptimierung in den Einstellungen.',
            'Passen Sie den Subwoofer-Pegel nach Geschmack an.',
          ],
          'Messen Sie neu ein, wenn Sie Möbel oder Lautsprecher umstellen.',
        ),
        fr: v(
          'Installation et calibrage',
          'Placez les enceintes, lancez le calibrage et réglez le niveau pour votre pièce.',
          [
            'Placez l’appareil au centre, sans obstacle devant.',
            'Lancez l’optimisation du champ sonore dans les réglages.',
            'Réglez le niveau du caisson de basses à votre goût.',
          ],
          'Relancez le calibrage chaque fois que vous déplacez des meubles ou des enceintes.',
        ),
      },
      {
        key: 'aud-streaming',
        en: v(
          'Streaming music over Wi-Fi',
          'Add the speaker to your network and play from your favourite apps with Chromecast or AirPlay.',
          [
            'Open the Aurora Home app and add the device.',
            'Connect it to the same Wi-Fi as your phone.',
            'Choose the speaker from the cast or AirPlay menu in your music app.',
          ],
          'Wi-Fi streaming keeps playing when your phone rings, unlike Bluetooth.',
        ),
        de: v(
          'Musik über WLAN streamen',
          'Binden Sie den Lautsprecher ins Netzwerk ein und spielen Sie mit Chromecast oder AirPlay aus Ihren Apps ab.',
          [
            'Öffnen Sie die Aurora Home App und fügen Sie das Gerät hinzu.',
            'Verbinden Sie es mit demselben WLAN wie Ihr Smartphone.',
            'Wählen Sie den Lautsprecher im Cast- oder AirPlay-Menü Ihrer Musik-App.',
          ],
          'Anders als Bluetooth läuft WLAN-Streaming weiter, wenn Ihr Telefon klingelt.',
        ),
        fr: v(
          'Diffuser de la musique en Wi-Fi',
          'Ajoutez l’enceinte à votre réseau et lisez depuis vos applications avec Chromecast ou AirPlay.',
          [
            'Ouvrez l’application Aurora Home et ajoutez l’appareil.',
            'Connectez-le au même Wi-Fi que votre téléphone.',
            'Choisissez l’enceinte dans le menu Cast ou AirPlay de votre application.',
          ],
          'Contrairement au Bluetooth, la diffusion Wi-Fi continue quand votre téléphone sonne.',
        ),
      },
      {
        key: 'aud-update',
        en: v(
          'Updating your audio system',
          'Install updates over the network or from a USB stick when the unit is offline.',
          [
            'Open Settings > System > Software update.',
            'Choose Network update, or USB update with the file from our downloads.',
            'Keep the unit on until it restarts by itself.',
          ],
          'Automatic updates install overnight while the unit is in standby.',
        ),
        de: v(
          'Audiosystem aktualisieren',
          'Installieren Sie Updates über das Netzwerk oder per USB-Stick, wenn das Gerät offline ist.',
          [
            'Öffnen Sie Einstellungen > System > Software-Update.',
            'Wählen Sie Netzwerk-Update oder USB-Update mit der Datei aus unseren Downloads.',
            'Lassen Sie das Gerät eingeschaltet, bis es von selbst neu startet.',
          ],
          'Automatische Updates werden nachts im Standby installiert.',
        ),
        fr: v(
          'Mettre à jour votre système audio',
          'Installez les mises à jour par le réseau ou par clé USB si l’appareil est hors ligne.',
          [
            'Ouvrez Paramètres > Système > Mise à jour logicielle.',
            'Choisissez Mise à jour réseau, ou USB avec le fichier de nos téléchargements.',
            'Laissez l’appareil allumé jusqu’à ce qu’il redémarre seul.',
          ],
          'Les mises à jour automatiques s’installent la nuit en veille.',
        ),
      },
    ],
  },
  {
    key: 'gaming',
    kinds: ['console', 'controller'],
    lessons: [
      {
        key: 'game-setup',
        en: v(
          'Setting up your console',
          'Connect to your TV, sign in and download the latest system software.',
          [
            'Connect the console to an HDMI 2.1 input with the supplied cable.',
            'Pair the controller with the USB cable and press the home button.',
            'Sign in and let the system software update.',
          ],
          'Turn on rest-mode downloads so games and updates install overnight.',
        ),
        de: v(
          'Konsole einrichten',
          'Mit dem Fernseher verbinden, anmelden und die neueste Systemsoftware laden.',
          [
            'Verbinden Sie die Konsole mit dem mitgelieferten Kabel an einem HDMI-2.1-Eingang.',
            'Koppeln Sie den Controller per USB-Kabel und drücken Sie die Home-Taste.',
            'Melden Sie sich an und lassen Sie die Systemsoftware aktualisieren.',
          ],
          'Aktivieren Sie Downloads im Ruhemodus, damit Spiele und Updates nachts installiert werden.',
        ),
        fr: v(
          'Configurer votre console',
          'Branchez-la au téléviseur, connectez-vous et téléchargez le dernier logiciel système.',
          [
            'Reliez la console à une entrée HDMI 2.1 avec le câble fourni.',
            'Appairez la manette avec le câble USB et appuyez sur le bouton d’accueil.',
            'Connectez-vous et laissez le logiciel système se mettre à jour.',
          ],
          'Activez les téléchargements en mode repos pour installer jeux et mises à jour la nuit.',
        ),
      },
      {
        key: 'game-120',
        en: v(
          'Playing in 4K at 120 Hz',
          'Check your TV input, cable and console settings to get 120 Hz and VRR.',
          [
            'Use an HDMI 2.1 input on your TV and turn on Enhanced format.',
            'Set Video output > 120 Hz output to Automatic.',
            'Turn on VRR and check the game supports 120 Hz.',
          ],
          'Only Ultra High Speed HDMI cables carry 4K 120 Hz reliably.',
        ),
        de: v(
          'In 4K mit 120 Hz spielen',
          'Prüfen Sie TV-Eingang, Kabel und Konsoleneinstellungen für 120 Hz und VRR.',
          [
            'Nutzen Sie einen HDMI-2.1-Eingang und aktivieren Sie das erweiterte Format am TV.',
            'Stellen Sie Videoausgabe > 120-Hz-Ausgabe auf Automatisch.',
            'Aktivieren Sie VRR und prüfen Sie, ob das Spiel 120 Hz unterstützt.',
          ],
          'Nur Ultra-High-Speed-HDMI-Kabel übertragen 4K 120 Hz zuverlässig.',
        ),
        fr: v(
          'Jouer en 4K à 120 Hz',
          'Vérifiez l’entrée du téléviseur, le câble et les réglages de la console pour le 120 Hz et le VRR.',
          [
            'Utilisez une entrée HDMI 2.1 et activez le format amélioré sur le téléviseur.',
            'Réglez Sortie vidéo > Sortie 120 Hz sur Automatique.',
            'Activez le VRR et vérifiez que le jeu prend en charge le 120 Hz.',
          ],
          'Seuls les câbles HDMI Ultra High Speed transmettent la 4K 120 Hz de façon fiable.',
        ),
      },
      {
        key: 'game-controller',
        en: v(
          'Controller tips: haptics, triggers and charging',
          'Adjust vibration and trigger effects and keep the controller charged.',
          [
            'Open Settings > Accessories > Controllers.',
            'Set vibration and trigger effect intensity.',
            'Charge from the console in rest mode or from a USB charger.',
          ],
          'Lower haptic intensity to get up to two more hours of play per charge.',
        ),
        de: v(
          'Controller-Tipps: Haptik, Trigger und Laden',
          'Vibration und Trigger-Effekte anpassen und den Controller geladen halten.',
          [
            'Öffnen Sie Einstellungen > Zubehör > Controller.',
            'Stellen Sie die Intensität von Vibration und Trigger-Effekten ein.',
            'Laden Sie über die Konsole im Ruhemodus oder ein USB-Ladegerät.',
          ],
          'Eine geringere Haptik-Intensität bringt bis zu zwei Stunden mehr Spielzeit pro Ladung.',
        ),
        fr: v(
          'Astuces manette : haptique, gâchettes et charge',
          'Réglez les vibrations et les gâchettes, et gardez la manette chargée.',
          [
            'Ouvrez Paramètres > Accessoires > Manettes.',
            'Réglez l’intensité des vibrations et des effets de gâchette.',
            'Chargez depuis la console en mode repos ou un chargeur USB.',
          ],
          'Réduire l’intensité haptique offre jusqu’à deux heures de jeu en plus par charge.',
        ),
      },
    ],
  },
  {
    key: 'computer',
    kinds: ['laptop', 'monitor', 'keyboard'],
    lessons: [
      {
        key: 'pc-first-start',
        en: v(
          'First start and Windows setup',
          'Set up Windows, install Aurora Control Centre and check for driver updates.',
          [
            'Connect the charger and open the lid to start.',
            'Follow Windows setup and connect to Wi-Fi.',
            'Open Aurora Control Centre and install the recommended updates.',
          ],
          'Create a recovery drive on a 32 GB USB stick before you install your own software.',
        ),
        de: v(
          'Erster Start und Windows-Einrichtung',
          'Windows einrichten, Aurora Control Centre installieren und nach Treiber-Updates suchen.',
          [
            'Schließen Sie das Netzteil an und öffnen Sie den Deckel.',
            'Folgen Sie der Windows-Einrichtung und verbinden Sie sich mit dem WLAN.',
            'Öffnen Sie Aurora Control Centre und installieren Sie die empfohlenen Updates.',
          ],
          'Erstellen Sie ein Wiederherstellungslaufwerk auf einem 32-GB-USB-Stick, bevor Sie eigene Software installieren.',
        ),
        fr: v(
          'Premier démarrage et configuration de Windows',
          'Configurez Windows, installez Aurora Control Centre et recherchez les mises à jour de pilotes.',
          [
            'Branchez le chargeur et ouvrez l’écran pour démarrer.',
            'Suivez la configuration de Windows et connectez-vous au Wi-Fi.',
            'Ouvrez Aurora Control Centre et installez les mises à jour recommandées.',
          ],
          'Créez un lecteur de récupération sur une clé USB de 32 Go avant d’installer vos logiciels.',
        ),
      },
      {
        key: 'pc-display',
        en: v(
          'Connecting an external display',
          'Use one USB-C cable for picture, power and the monitor’s USB hub.',
          [
            'Connect the laptop to the monitor’s USB-C port.',
            'Press Windows + P to choose Extend or Duplicate.',
            'Set the monitor’s refresh rate in Display settings > Advanced display.',
          ],
          'The monitor charges the laptop at up to 90 W over the same cable.',
        ),
        de: v(
          'Externen Monitor anschließen',
          'Ein USB-C-Kabel für Bild, Strom und den USB-Hub des Monitors.',
          [
            'Verbinden Sie den Laptop mit dem USB-C-Anschluss des Monitors.',
            'Drücken Sie Windows + P und wählen Sie Erweitern oder Duplizieren.',
            'Stellen Sie die Bildwiederholrate unter Anzeige > Erweiterte Anzeige ein.',
          ],
          'Der Monitor lädt den Laptop über dasselbe Kabel mit bis zu 90 W.',
        ),
        fr: v(
          'Connecter un écran externe',
          'Un seul câble USB-C pour l’image, l’alimentation et le hub USB de l’écran.',
          [
            'Reliez l’ordinateur au port USB-C de l’écran.',
            'Appuyez sur Windows + P pour choisir Étendre ou Dupliquer.',
            'Réglez la fréquence dans Paramètres d’affichage > Affichage avancé.',
          ],
          'L’écran recharge l’ordinateur jusqu’à 90 W par le même câble.',
        ),
      },
      {
        key: 'pc-keyboard',
        en: v(
          'Pairing a keyboard with three devices',
          'Pair once with each device and switch with the Easy-Switch keys.',
          [
            'Hold Easy-Switch key 1 until it blinks quickly.',
            'Choose the keyboard in your device’s Bluetooth settings.',
            'Repeat with keys 2 and 3 for your other devices.',
          ],
          'The keyboard remembers the layout of each device’s operating system.',
        ),
        de: v(
          'Tastatur mit drei Geräten koppeln',
          'Einmal mit jedem Gerät koppeln und mit den Easy-Switch-Tasten wechseln.',
          [
            'Halten Sie Easy-Switch-Taste 1, bis sie schnell blinkt.',
            'Wählen Sie die Tastatur in den Bluetooth-Einstellungen des Geräts.',
            'Wiederholen Sie dies mit den Tasten 2 und 3 für weitere Geräte.',
          ],
          'Die Tastatur merkt sich das Layout des Betriebssystems jedes Geräts.',
        ),
        fr: v(
          'Associer un clavier à trois appareils',
          'Associez une fois chaque appareil puis passez de l’un à l’autre avec les touches Easy-Switch.',
          [
            'Maintenez la touche Easy-Switch 1 jusqu’à ce qu’elle clignote rapidement.',
            'Choisissez le clavier dans les réglages Bluetooth de l’appareil.',
            'Répétez avec les touches 2 et 3 pour vos autres appareils.',
          ],
          'Le clavier mémorise la disposition du système de chaque appareil.',
        ),
      },
    ],
  },
  {
    key: 'home',
    kinds: ['robot-vacuum', 'security-camera', 'air-purifier'],
    lessons: [
      {
        key: 'home-app',
        en: v(
          'Adding your device to the Aurora Home app',
          'Connect to your 2.4 GHz Wi-Fi, name the room and set up notifications.',
          [
            'Open the Aurora Home app and tap Add device.',
            'Scan the QR code on the device and choose your 2.4 GHz network.',
            'Name the device and its room, then allow notifications.',
          ],
          'If setup stops at 90 %, move the device closer to the router and try again.',
        ),
        de: v(
          'Gerät zur Aurora Home App hinzufügen',
          'Mit dem 2,4-GHz-WLAN verbinden, Raum benennen und Benachrichtigungen einrichten.',
          [
            'Öffnen Sie die Aurora Home App und tippen Sie auf Gerät hinzufügen.',
            'Scannen Sie den QR-Code am Gerät und wählen Sie Ihr 2,4-GHz-Netz.',
            'Benennen Sie Gerät und Raum und erlauben Sie Benachrichtigungen.',
          ],
          'Bleibt die Einrichtung bei 90 % stehen, stellen Sie das Gerät näher an den Router.',
        ),
        fr: v(
          'Ajouter votre appareil à l’application Aurora Home',
          'Connectez-vous au Wi-Fi 2,4 GHz, nommez la pièce et configurez les notifications.',
          [
            'Ouvrez l’application Aurora Home et touchez Ajouter un appareil.',
            'Scannez le QR code de l’appareil et choisissez votre réseau 2,4 GHz.',
            'Nommez l’appareil et sa pièce, puis autorisez les notifications.',
          ],
          'Si la configuration s’arrête à 90 %, rapprochez l’appareil du routeur et réessayez.',
        ),
      },
      {
        key: 'home-schedule',
        en: v(
          'Schedules and automations',
          'Run your device on a schedule and link it to other devices in routines.',
          [
            'Open the device in the app and tap Schedule.',
            'Choose the days, time and mode.',
            'Add the device to a routine, for example Leaving home.',
          ],
          'Schedules keep running if the internet is down; routines need a connection.',
        ),
        de: v(
          'Zeitpläne und Automationen',
          'Lassen Sie Ihr Gerät nach Zeitplan laufen und verknüpfen Sie es in Routinen.',
          [
            'Öffnen Sie das Gerät in der App und tippen Sie auf Zeitplan.',
            'Wählen Sie Tage, Uhrzeit und Modus.',
            'Fügen Sie das Gerät einer Routine hinzu, etwa „Haus verlassen“.',
          ],
          'Zeitpläne laufen auch ohne Internet weiter; Routinen brauchen eine Verbindung.',
        ),
        fr: v(
          'Programmes et automatisations',
          'Faites fonctionner votre appareil selon un programme et reliez-le à des routines.',
          [
            'Ouvrez l’appareil dans l’application et touchez Programme.',
            'Choisissez les jours, l’heure et le mode.',
            'Ajoutez l’appareil à une routine, par exemple Je quitte la maison.',
          ],
          'Les programmes fonctionnent sans internet ; les routines nécessitent une connexion.',
        ),
      },
      {
        key: 'home-maintenance',
        en: v(
          'Filters, brushes and maintenance',
          'Keep performance up by cleaning and replacing the parts that wear.',
          [
            'Check the maintenance status in the app.',
            'Clean or replace filters and brushes as shown.',
            'Reset the maintenance counter after replacing a part.',
          ],
          'Genuine filters and brushes are listed by model number in the app’s shop.',
        ),
        de: v(
          'Filter, Bürsten und Wartung',
          'Halten Sie die Leistung hoch, indem Sie Verschleißteile reinigen und ersetzen.',
          [
            'Prüfen Sie den Wartungsstatus in der App.',
            'Reinigen oder ersetzen Sie Filter und Bürsten wie gezeigt.',
            'Setzen Sie den Wartungszähler nach dem Tausch zurück.',
          ],
          'Originalfilter und -bürsten finden Sie nach Modellnummer im Shop der App.',
        ),
        fr: v(
          'Filtres, brosses et entretien',
          'Maintenez les performances en nettoyant et remplaçant les pièces d’usure.',
          [
            'Vérifiez l’état d’entretien dans l’application.',
            'Nettoyez ou remplacez filtres et brosses comme indiqué.',
            'Réinitialisez le compteur après le remplacement d’une pièce.',
          ],
          'Les filtres et brosses d’origine sont listés par référence dans la boutique de l’application.',
        ),
      },
    ],
  },
];

export const SUPPORT_VIDEOS: SupportVideoTemplate[] = [
  {
    key: 'update-software',
    videoType: 'how-to',
    groups: 'all',
    topics: ['software-update'],
    popularity: 92,
    en: v(
      'How to update your product’s software',
      'Why updates matter and three ways to install them: automatically, over the network, or from a USB stick.',
      [
        'Check the current version in Settings > System > About.',
        'Choose Automatic software update to get fixes overnight.',
        'Without a network, download the file from our support site to a USB stick.',
      ],
      'Never switch off or unplug the product while an update is running.',
    ),
    de: v(
      'So aktualisieren Sie die Software Ihres Produkts',
      'Warum Updates wichtig sind und drei Wege, sie zu installieren: automatisch, über das Netzwerk oder per USB-Stick.',
      [
        'Prüfen Sie die aktuelle Version unter Einstellungen > System > Info.',
        'Wählen Sie das automatische Software-Update für nächtliche Korrekturen.',
        'Ohne Netzwerk laden Sie die Datei von unserer Support-Website auf einen USB-Stick.',
      ],
      'Schalten Sie das Produkt während eines Updates nie aus und ziehen Sie nicht den Stecker.',
    ),
    fr: v(
      'Comment mettre à jour le logiciel de votre produit',
      'Pourquoi mettre à jour et trois façons de le faire : automatiquement, par le réseau ou par clé USB.',
      [
        'Vérifiez la version actuelle dans Paramètres > Système > À propos.',
        'Choisissez la mise à jour automatique pour recevoir les correctifs la nuit.',
        'Sans réseau, téléchargez le fichier depuis notre site sur une clé USB.',
      ],
      'N’éteignez et ne débranchez jamais le produit pendant une mise à jour.',
    ),
  },
  {
    key: 'find-model',
    videoType: 'how-to',
    groups: 'all',
    topics: ['product-information'],
    popularity: 88,
    en: v(
      'Where to find your model number',
      'The model number unlocks the right manuals, downloads and answers. Here is where to look on each kind of product.',
      [
        'Look for the rating label on the back or underside.',
        'Open Settings > About on products with a screen or app.',
        'Check the original box or your receipt.',
      ],
      'Type the model number into the support search: dashes and spaces are optional.',
    ),
    de: v(
      'Wo Sie die Modellnummer finden',
      'Mit der Modellnummer finden Sie die richtigen Anleitungen, Downloads und Antworten. So finden Sie sie an jedem Produkt.',
      [
        'Suchen Sie das Typenschild auf der Rück- oder Unterseite.',
        'Öffnen Sie bei Produkten mit Bildschirm oder App Einstellungen > Info.',
        'Sehen Sie auf der Originalverpackung oder dem Kassenbon nach.',
      ],
      'Geben Sie die Modellnummer in die Support-Suche ein: Bindestriche und Leerzeichen sind optional.',
    ),
    fr: v(
      'Où trouver la référence de votre produit',
      'La référence donne accès aux bons modes d’emploi, téléchargements et réponses. Voici où la trouver.',
      [
        'Cherchez la plaque signalétique au dos ou sous l’appareil.',
        'Ouvrez Paramètres > À propos sur les produits avec écran ou application.',
        'Consultez l’emballage d’origine ou votre ticket de caisse.',
      ],
      'Saisissez la référence dans la recherche : tirets et espaces sont facultatifs.',
    ),
  },
  {
    key: 'factory-reset',
    videoType: 'troubleshooting',
    groups: 'all',
    topics: ['system'],
    popularity: 80,
    en: v(
      'Restart, reset or factory reset: which one to use',
      'A restart fixes most glitches; a factory reset erases your settings. Learn when to use each.',
      [
        'Restart first: unplug the product for one minute, or hold the power button for 10 seconds.',
        'Reset settings only if the problem stays after a restart.',
        'Use a factory reset before selling or when support asks for it.',
      ],
      'Write down your network password and account details before a factory reset.',
    ),
    de: v(
      'Neustart, Zurücksetzen oder Werkseinstellungen: Was wann hilft',
      'Ein Neustart behebt die meisten Störungen; die Werkseinstellungen löschen Ihre Einstellungen. Wann Sie was nutzen.',
      [
        'Zuerst neu starten: eine Minute vom Strom trennen oder die Ein-/Aus-Taste 10 Sekunden halten.',
        'Einstellungen nur zurücksetzen, wenn das Problem nach dem Neustart bleibt.',
        'Werkseinstellungen vor dem Verkauf oder auf Bitte des Supports.',
      ],
      'Notieren Sie vor dem Zurücksetzen Ihr WLAN-Passwort und Ihre Kontodaten.',
    ),
    fr: v(
      'Redémarrer, réinitialiser ou restaurer : lequel choisir',
      'Un redémarrage corrige la plupart des problèmes ; la restauration d’usine efface vos réglages. Quand utiliser chacun.',
      [
        'Redémarrez d’abord : débranchez une minute ou maintenez le bouton 10 secondes.',
        'Réinitialisez les réglages seulement si le problème persiste.',
        'Restaurez les réglages d’usine avant une revente ou à la demande du support.',
      ],
      'Notez votre mot de passe Wi-Fi et vos identifiants avant une restauration.',
    ),
  },
  {
    key: 'register',
    videoType: 'how-to',
    groups: 'all',
    topics: ['warranty'],
    popularity: 70,
    en: v(
      'Registering your product and warranty',
      'Register to get update notices, faster repairs and proof of purchase in one place.',
      [
        'Sign in to your Aurora account.',
        'Enter the model and serial number from the rating label.',
        'Upload a photo of your receipt to keep it with the registration.',
      ],
      'Registration does not change your statutory rights; keep your receipt as well.',
    ),
    de: v(
      'Produkt und Garantie registrieren',
      'Registrieren Sie sich für Update-Hinweise, schnellere Reparaturen und den Kaufbeleg an einem Ort.',
      [
        'Melden Sie sich in Ihrem Aurora-Konto an.',
        'Geben Sie Modell- und Seriennummer vom Typenschild ein.',
        'Laden Sie ein Foto des Kassenbons hoch.',
      ],
      'Die Registrierung ändert nichts an Ihren gesetzlichen Rechten; bewahren Sie den Beleg trotzdem auf.',
    ),
    fr: v(
      'Enregistrer votre produit et sa garantie',
      'Enregistrez-vous pour les avis de mise à jour, des réparations plus rapides et une preuve d’achat centralisée.',
      [
        'Connectez-vous à votre compte Aurora.',
        'Saisissez la référence et le numéro de série de la plaque signalétique.',
        'Téléversez une photo de votre ticket de caisse.',
      ],
      'L’enregistrement ne modifie pas vos droits légaux ; conservez aussi votre ticket.',
    ),
  },
  {
    key: 'support-app',
    videoType: 'product-tour',
    groups: 'all',
    topics: ['product-information'],
    popularity: 60,
    en: v(
      'A tour of the Aurora Support site',
      'Find manuals, downloads, videos and answers for your model in a few clicks.',
      [
        'Search by model number or choose your product category.',
        'Use the tabs on your product page for manuals, downloads and FAQs.',
        'Check News and alerts for updates that concern your model.',
      ],
      'Bookmark your product page to come back to it quickly.',
    ),
    de: v(
      'Rundgang durch die Aurora Support-Website',
      'Finden Sie Anleitungen, Downloads, Videos und Antworten zu Ihrem Modell mit wenigen Klicks.',
      [
        'Suchen Sie nach Modellnummer oder wählen Sie Ihre Produktkategorie.',
        'Nutzen Sie die Reiter Ihrer Produktseite für Anleitungen, Downloads und FAQs.',
        'Unter Neuigkeiten und Hinweise finden Sie Updates zu Ihrem Modell.',
      ],
      'Setzen Sie ein Lesezeichen auf Ihre Produktseite.',
    ),
    fr: v(
      'Visite du site d’assistance Aurora',
      'Trouvez modes d’emploi, téléchargements, vidéos et réponses pour votre modèle en quelques clics.',
      [
        'Recherchez par référence ou choisissez votre catégorie.',
        'Utilisez les onglets de la page produit pour les modes d’emploi, téléchargements et FAQ.',
        'Consultez Actualités et alertes pour les mises à jour de votre modèle.',
      ],
      'Ajoutez votre page produit à vos favoris pour y revenir rapidement.',
    ),
  },
  {
    key: 'clean-safely',
    videoType: 'how-to',
    groups: 'all',
    topics: ['maintenance'],
    popularity: 55,
    en: v(
      'Cleaning your product safely',
      'What to use and what to avoid when cleaning screens, grilles, lenses and housings.',
      [
        'Switch off and unplug before cleaning.',
        'Use a dry, soft microfibre cloth; dampen it slightly with water for stubborn marks.',
        'Never spray liquid directly onto the product and avoid alcohol or solvents.',
      ],
      'Dust vents regularly: blocked vents make products run hotter and louder.',
    ),
    de: v(
      'Ihr Produkt sicher reinigen',
      'Was Sie beim Reinigen von Bildschirmen, Gittern, Objektiven und Gehäusen verwenden und vermeiden sollten.',
      [
        'Vor dem Reinigen ausschalten und den Stecker ziehen.',
        'Ein trockenes, weiches Mikrofasertuch verwenden, bei hartnäckigen Flecken leicht mit Wasser befeuchten.',
        'Nie Flüssigkeit direkt aufsprühen, kein Alkohol und keine Lösungsmittel.',
      ],
      'Entstauben Sie Lüftungsöffnungen regelmäßig: Verstopfte Öffnungen machen Geräte heißer und lauter.',
    ),
    fr: v(
      'Nettoyer votre produit en toute sécurité',
      'Ce qu’il faut utiliser et éviter pour nettoyer écrans, grilles, objectifs et boîtiers.',
      [
        'Éteignez et débranchez avant le nettoyage.',
        'Utilisez un chiffon microfibre doux et sec, légèrement humidifié à l’eau si besoin.',
        'Ne vaporisez jamais de liquide directement et évitez l’alcool et les solvants.',
      ],
      'Dépoussiérez régulièrement les aérations : obstruées, elles font chauffer et bruire l’appareil.',
    ),
  },
  // A group's video about one kind of its products says so (ADR 039).
  ...groupVideos().map((t) => (t.key === 'projector-focus' ? { ...t, appliesTo: { kind: ['projector'] } } : t)),
];

function groupVideos(): SupportVideoTemplate[] {
  const g = (
    group: SupportGroup,
    key: string,
    videoType: SupportVideoTemplate['videoType'],
    topics: string[],
    popularity: number,
    en: VideoText,
    de?: VideoText,
    fr?: VideoText,
  ): SupportVideoTemplate => ({
    key,
    videoType,
    groups: [group],
    topics,
    popularity,
    en,
    ...(de ? { de } : {}),
    ...(fr ? { fr } : {}),
  });
  return [
    g(
      'display',
      'tv-no-picture',
      'troubleshooting',
      ['picture'],
      85,
      v(
        'No picture but sound: what to check',
        'Work through the input, cable and power-saving settings when the screen stays dark.',
        [
          'Press the Input button and select the right HDMI input.',
          'Swap the HDMI cable or try another input.',
          'Check that Picture off and Power saving are turned off.',
        ],
        'If the standby light blinks red, count the blinks and contact support with the number.',
      ),
      v(
        'Ton, aber kein Bild: Was Sie prüfen sollten',
        'Prüfen Sie Eingang, Kabel und Energiespareinstellungen, wenn der Bildschirm dunkel bleibt.',
        [
          'Drücken Sie die Eingangstaste und wählen Sie den richtigen HDMI-Eingang.',
          'Tauschen Sie das HDMI-Kabel oder nutzen Sie einen anderen Eingang.',
          'Prüfen Sie, ob „Bild aus“ und Energiesparen ausgeschaltet sind.',
        ],
        'Blinkt die Standby-Anzeige rot, zählen Sie die Blinkzeichen und nennen Sie die Zahl dem Support.',
      ),
      v(
        'Du son mais pas d’image : que vérifier',
        'Vérifiez l’entrée, le câble et les économies d’énergie quand l’écran reste noir.',
        [
          'Appuyez sur Entrée et choisissez la bonne entrée HDMI.',
          'Changez de câble HDMI ou essayez une autre entrée.',
          'Vérifiez que Image désactivée et Économie d’énergie sont désactivés.',
        ],
        'Si le voyant de veille clignote en rouge, comptez les clignotements et indiquez-les au support.',
      ),
    ),
    g(
      'display',
      'tv-apps',
      'how-to',
      ['network'],
      78,
      v(
        'Apps not loading or buffering',
        'Clear app data, test your connection and update the TV when streaming apps misbehave.',
        [
          'Run the network test in Settings > Network.',
          'Clear the app’s cache in Settings > Apps.',
          'Update the TV software and restart.',
        ],
        'Streaming in 4K needs at least 25 Mbit/s.',
      ),
      v(
        'Apps laden nicht oder puffern',
        'App-Daten löschen, Verbindung testen und TV aktualisieren, wenn Streaming-Apps Probleme machen.',
        [
          'Führen Sie den Netzwerktest unter Einstellungen > Netzwerk aus.',
          'Leeren Sie den App-Cache unter Einstellungen > Apps.',
          'Aktualisieren Sie die TV-Software und starten Sie neu.',
        ],
        '4K-Streaming braucht mindestens 25 Mbit/s.',
      ),
      v(
        'Applications qui ne se chargent pas ou saccadent',
        'Videz les données, testez la connexion et mettez à jour le téléviseur.',
        [
          'Lancez le test réseau dans Paramètres > Réseau.',
          'Videz le cache de l’application dans Paramètres > Applications.',
          'Mettez à jour le logiciel et redémarrez.',
        ],
        'La 4K en streaming nécessite au moins 25 Mbit/s.',
      ),
    ),
    g(
      'display',
      'tv-wall-mount',
      'how-to',
      ['setup'],
      60,
      v(
        'Wall-mounting your TV',
        'Choose a bracket, find the VESA holes and keep space for cables and ventilation.',
        [
          'Check the VESA pattern and weight in the specifications.',
          'Use the spacers supplied with the bracket.',
          'Leave 10 cm around the TV for airflow.',
        ],
        'Have a second person hold the TV while you hang it.',
      ),
    ),
    g(
      'display',
      'tv-remote',
      'troubleshooting',
      ['remote-control'],
      66,
      v(
        'Remote control not responding',
        'Replace batteries, re-pair the voice remote and check for IR interference.',
        [
          'Replace both batteries with new ones.',
          'Re-pair: hold Home and Back for 5 seconds near the TV.',
          'Turn off nearby lamps with strong IR emissions.',
        ],
        'Point a phone camera at the remote’s tip: a flashing light means it sends signals.',
      ),
    ),
    g(
      'display',
      'tv-tour',
      'product-tour',
      ['picture'],
      50,
      v(
        'Tour of the home screen and quick settings',
        'Find apps, inputs and quick settings, and customise the home screen.',
        [
          'Press Home to open the home screen.',
          'Reorder apps with a long press on OK.',
          'Open quick settings for picture and sound.',
        ],
        'Add your most-used input to the home screen as a shortcut.',
      ),
    ),
    g(
      'display',
      'projector-focus',
      'how-to',
      ['picture'],
      48,
      v(
        'Focus, zoom and lens shift on a projector',
        'Fit the image to your screen without keystone distortion.',
        [
          'Project the test pattern from the Installation menu.',
          'Use lens shift before tilting the projector.',
          'Adjust zoom, then fine-tune focus at the centre.',
        ],
        'Let the projector warm up for 30 minutes before final focus.',
      ),
    ),
    g(
      'audio',
      'sb-no-sound',
      'troubleshooting',
      ['sound'],
      82,
      v(
        'No sound from the soundbar',
        'Check the input, the TV’s audio output and HDMI control step by step.',
        [
          'Press Input on the soundbar remote and select TV.',
          'Set the TV audio output to Audio system.',
          'Turn HDMI control off and on again on both devices.',
        ],
        'Try the optical cable to find out whether the HDMI connection is the problem.',
      ),
      v(
        'Kein Ton von der Soundbar',
        'Prüfen Sie Eingang, TV-Audioausgabe und HDMI-Steuerung Schritt für Schritt.',
        [
          'Drücken Sie Input auf der Soundbar-Fernbedienung und wählen Sie TV.',
          'Stellen Sie die TV-Audioausgabe auf Audiosystem.',
          'Schalten Sie die HDMI-Steuerung an beiden Geräten aus und wieder ein.',
        ],
        'Testen Sie mit dem optischen Kabel, ob die HDMI-Verbindung das Problem ist.',
      ),
      v(
        'Pas de son de la barre de son',
        'Vérifiez l’entrée, la sortie audio du téléviseur et le contrôle HDMI étape par étape.',
        [
          'Appuyez sur Input sur la télécommande et choisissez TV.',
          'Réglez la sortie audio du téléviseur sur Système audio.',
          'Désactivez puis réactivez le contrôle HDMI sur les deux appareils.',
        ],
        'Essayez le câble optique pour savoir si la liaison HDMI est en cause.',
      ),
    ),
    g(
      'audio',
      'sb-subwoofer',
      'troubleshooting',
      ['connectivity'],
      64,
      v(
        'Wireless subwoofer not connecting',
        'Re-link the subwoofer when its light is red or it makes no sound.',
        [
          'Switch both units on and place the subwoofer within 5 m.',
          'Press the Link button on the back of the subwoofer.',
          'Choose Wireless speaker link in the soundbar settings.',
        ],
        'Keep the subwoofer away from Wi-Fi routers and microwaves.',
      ),
      v(
        'Kabelloser Subwoofer verbindet sich nicht',
        'Verbinden Sie den Subwoofer neu, wenn die Anzeige rot leuchtet oder kein Ton kommt.',
        [
          'Schalten Sie beide Geräte ein und stellen Sie den Subwoofer in 5 m Nähe.',
          'Drücken Sie die Link-Taste auf der Rückseite.',
          'Wählen Sie in der Soundbar „Kabellose Lautsprecherverbindung“.',
        ],
        'Halten Sie den Subwoofer von Routern und Mikrowellen fern.',
      ),
    ),
    g(
      'audio',
      'aud-multiroom',
      'how-to',
      ['network'],
      52,
      v(
        'Setting up multi-room audio',
        'Group speakers in the Aurora Home app and play the same music in every room.',
        [
          'Add every speaker to the Aurora Home app.',
          'Create a group and name it.',
          'Play music to the group from any app.',
        ],
        'Use a 5 GHz network for the most stable multi-room playback.',
      ),
    ),
    g(
      'audio',
      'aud-bluetooth',
      'troubleshooting',
      ['bluetooth'],
      58,
      v(
        'Bluetooth audio cuts out',
        'Reduce dropouts by moving devices, changing the codec and clearing old pairings.',
        [
          'Keep the phone within 10 m and in sight of the speaker.',
          'Switch the codec to Connection priority.',
          'Delete old pairings and pair again.',
        ],
        'Walls and bodies block Bluetooth more than distance does.',
      ),
    ),
    g(
      'audio',
      'aud-tour',
      'product-tour',
      ['sound'],
      44,
      v(
        'Sound modes explained',
        'What Cinema, Music, Voice and Night modes do and when to use them.',
        [
          'Cinema widens the sound for films.',
          'Voice lifts dialogue for news and talk shows.',
          'Night lowers peaks so you can listen quietly.',
        ],
        'Auto sound picks a mode for you based on the content.',
      ),
    ),
    g(
      'audio',
      'turntable-setup',
      'how-to',
      ['setup'],
      40,
      v(
        'Setting up a turntable',
        'Fit the belt, balance the tonearm and connect to an amplifier or speaker.',
        [
          'Fit the drive belt around the platter and motor pulley.',
          'Set the tracking force to the cartridge’s value.',
          'Set the PHONO/LINE switch to match your amplifier.',
        ],
        'Replace the stylus after about 500 hours of play.',
      ),
    ),
    g(
      'headphones',
      'hp-reset',
      'troubleshooting',
      ['connectivity'],
      84,
      v(
        'Resetting your headphones',
        'A reset clears pairings and fixes most connection problems.',
        [
          'Charge the headphones for 10 minutes.',
          'Hold the power and NC buttons together for 7 seconds.',
          'Delete the headphones on your phone and pair again.',
        ],
        'A reset keeps your software version; only pairings and settings are cleared.',
      ),
      v(
        'Kopfhörer zurücksetzen',
        'Ein Zurücksetzen löscht Kopplungen und behebt die meisten Verbindungsprobleme.',
        [
          'Laden Sie den Kopfhörer 10 Minuten.',
          'Halten Sie Ein-/Aus- und NC-Taste zusammen 7 Sekunden.',
          'Löschen Sie den Kopfhörer am Smartphone und koppeln Sie neu.',
        ],
        'Die Softwareversion bleibt erhalten; nur Kopplungen und Einstellungen werden gelöscht.',
      ),
      v(
        'Réinitialiser votre casque',
        'Une réinitialisation efface les appairages et corrige la plupart des problèmes de connexion.',
        [
          'Chargez le casque 10 minutes.',
          'Maintenez les boutons d’alimentation et NC 7 secondes.',
          'Supprimez le casque du téléphone et appairez-le à nouveau.',
        ],
        'La version logicielle est conservée ; seuls les appairages et réglages sont effacés.',
      ),
    ),
    g(
      'headphones',
      'hp-one-side',
      'troubleshooting',
      ['battery'],
      72,
      v(
        'Sound from one earbud only',
        'Clean the contacts, recharge both earbuds and re-sync them.',
        [
          'Clean the charging contacts with a dry cotton bud.',
          'Put both earbuds in the case and charge for 10 minutes.',
          'Reset the earbuds in the case and pair again.',
        ],
        'Check Balance in your phone’s accessibility settings too.',
      ),
      v(
        'Ton nur auf einem Ohrhörer',
        'Kontakte reinigen, beide Ohrhörer laden und neu synchronisieren.',
        [
          'Reinigen Sie die Ladekontakte mit einem trockenen Wattestäbchen.',
          'Legen Sie beide Ohrhörer ins Etui und laden Sie 10 Minuten.',
          'Setzen Sie die Ohrhörer im Etui zurück und koppeln Sie neu.',
        ],
        'Prüfen Sie auch die Balance in den Bedienungshilfen des Smartphones.',
      ),
    ),
    g(
      'headphones',
      'hp-calls',
      'how-to',
      ['bluetooth'],
      56,
      v(
        'Clearer calls with your headphones',
        'Improve call quality with the right settings and microphone position.',
        [
          'Turn on Speak-to-chat only when you need it.',
          'Enable voice pickup in the app.',
          'Face the person you are calling rather than the wind.',
        ],
        'Wind noise reduction helps outdoors but lowers ambient sound.',
      ),
    ),
    g(
      'headphones',
      'hp-fit',
      'how-to',
      ['noise-cancelling'],
      50,
      v(
        'Finding the right ear tip size',
        'A good seal improves bass and noise cancelling.',
        ['Start with the medium tips.', 'Run the fit test in the app.', 'Try a size up or down if the test fails.'],
        'You can use different sizes for each ear.',
      ),
    ),
    g(
      'headphones',
      'hp-tour',
      'product-tour',
      ['noise-cancelling'],
      46,
      v(
        'Touch controls explained',
        'Play, pause, skip and switch modes with taps and swipes.',
        [
          'Double-tap to play or pause.',
          'Swipe forward or back to skip tracks.',
          'Hold your hand over the right cup for Quick Attention.',
        ],
        'Customise each gesture in the app.',
      ),
    ),
    g(
      'headphones',
      'hp-update',
      'how-to',
      ['software-update'],
      54,
      v(
        'Updating headphone software',
        'Install updates from the app and keep the headphones close to your phone.',
        [
          'Charge the headphones to at least 30 %.',
          'Open the app and tap Software update.',
          'Keep the app open until the headphones restart.',
        ],
        'Updates can take 20 minutes; you can keep listening during the download.',
      ),
    ),
    g(
      'camera',
      'cam-card-error',
      'troubleshooting',
      ['system'],
      76,
      v(
        'Memory card errors',
        'What to do when the camera cannot write to or read a card.',
        [
          'Switch off, take the card out and put it back.',
          'Try another card of the right speed class.',
          'Back up the files, then format the card in the camera.',
        ],
        'Recover files before formatting: formatting erases everything.',
      ),
      v(
        'Fehler mit der Speicherkarte',
        'Was tun, wenn die Kamera eine Karte nicht beschreiben oder lesen kann.',
        [
          'Ausschalten, Karte entnehmen und wieder einsetzen.',
          'Probieren Sie eine andere Karte der passenden Geschwindigkeitsklasse.',
          'Sichern Sie die Dateien und formatieren Sie die Karte in der Kamera.',
        ],
        'Retten Sie Dateien vor dem Formatieren: Formatieren löscht alles.',
      ),
      v(
        'Erreurs de carte mémoire',
        'Que faire lorsque l’appareil ne peut pas lire ou écrire sur une carte.',
        [
          'Éteignez, retirez la carte et remettez-la.',
          'Essayez une autre carte de la bonne classe de vitesse.',
          'Sauvegardez les fichiers, puis formatez la carte dans l’appareil.',
        ],
        'Récupérez les fichiers avant de formater : le formatage efface tout.',
      ),
    ),
    g(
      'camera',
      'cam-webcam',
      'how-to',
      ['connectivity'],
      62,
      v(
        'Using your camera as a webcam',
        'Stream in high quality over one USB-C cable.',
        [
          'Set USB connection mode to USB Streaming.',
          'Connect to the computer with a USB-C cable.',
          'Choose the camera as the video source in your app.',
        ],
        'Use a dummy battery or USB power for long calls.',
      ),
    ),
    g(
      'camera',
      'cam-lens-error',
      'troubleshooting',
      ['lens'],
      58,
      v(
        'Lens not recognised',
        'Clean the contacts and update the firmware when the camera shows F--.',
        [
          'Switch off, remove the lens and refit it until it clicks.',
          'Clean the contacts with a dry blower.',
          'Update the camera and lens firmware.',
        ],
        'Third-party adapters may need their own firmware update.',
      ),
    ),
    g(
      'camera',
      'cam-overheat',
      'troubleshooting',
      ['temperature'],
      52,
      v(
        'Camera stops recording because of heat',
        'Extend recording time in warm conditions.',
        [
          'Set Auto Power OFF Temp. to High.',
          'Open the monitor away from the body.',
          'Keep the camera out of direct sun.',
        ],
        'External recorders and power reduce the heat in the body.',
      ),
    ),
    g(
      'camera',
      'cam-tour',
      'product-tour',
      ['system'],
      40,
      v(
        'Customising buttons and menus',
        'Set up My Menu and custom keys for the way you shoot.',
        ['Add your favourite items to My Menu.', 'Assign functions to C1–C4.', 'Save settings to memory recall 1.'],
        'Back up your settings to a card before updating.',
      ),
    ),
    g(
      'camera',
      'cam-video',
      'how-to',
      ['video'],
      48,
      v(
        'Recording video with the right settings',
        'Choose format, frame rate and picture profile for your project.',
        [
          'Pick XAVC S 4K for most projects.',
          'Use 25p or 50p for PAL regions.',
          'Choose S-Cinetone for a finished look.',
        ],
        'Higher bit rates need faster cards.',
      ),
    ),
    g(
      'mobile',
      'mob-charge',
      'troubleshooting',
      ['charging'],
      80,
      v(
        'Phone not charging or charging slowly',
        'Check the cable, charger and port, and the battery care settings.',
        [
          'Try another USB-C cable and charger.',
          'Clean lint from the port carefully.',
          'Check whether Battery care is pausing at 90 %.',
        ],
        'Slow charging below 10 °C protects the battery.',
      ),
      v(
        'Smartphone lädt nicht oder langsam',
        'Prüfen Sie Kabel, Ladegerät, Anschluss und die Akkupflege-Einstellungen.',
        [
          'Probieren Sie ein anderes USB-C-Kabel und Ladegerät.',
          'Entfernen Sie vorsichtig Flusen aus dem Anschluss.',
          'Prüfen Sie, ob die Akkupflege bei 90 % pausiert.',
        ],
        'Unter 10 °C lädt das Gerät zum Schutz des Akkus langsamer.',
      ),
    ),
    g(
      'mobile',
      'mob-storage',
      'how-to',
      ['system'],
      58,
      v(
        'Freeing up storage',
        'Find what fills your storage and move photos to a memory card.',
        [
          'Open Settings > Storage.',
          'Move photos and videos to the microSD card.',
          'Clear app caches you no longer need.',
        ],
        'Set the camera to save directly to the card.',
      ),
    ),
    g(
      'mobile',
      'mob-watch-pair',
      'how-to',
      ['pairing'],
      54,
      v(
        'Pairing your smartwatch',
        'Connect your watch to your phone and sync notifications.',
        [
          'Install the Aurora Wear app.',
          'Follow the pairing steps and confirm the code.',
          'Choose which apps send notifications.',
        ],
        'Keep Bluetooth on for notifications to arrive.',
      ),
    ),
    g(
      'mobile',
      'mob-screen',
      'troubleshooting',
      ['system'],
      50,
      v(
        'Touch screen not responding',
        'Restart, remove screen protectors and run the touch test.',
        [
          'Hold Power and Volume up for 10 seconds to restart.',
          'Remove thick screen protectors.',
          'Run the touch test in Diagnostics.',
        ],
        'Water on the screen can cause ghost touches.',
      ),
    ),
    g(
      'mobile',
      'mob-camera',
      'product-tour',
      ['video'],
      46,
      v(
        'Camera app tour',
        'Switch lenses, use Pro mode and shoot in low light.',
        ['Tap 1×, 2× or 5× to change lens.', 'Open Pro for manual settings.', 'Use Night mode and hold still.'],
        'RAW files give more room for editing.',
      ),
    ),
    g(
      'mobile',
      'mob-update',
      'how-to',
      ['software-update'],
      56,
      v(
        'Updating Android on your device',
        'Install system updates and security patches safely.',
        ['Open Settings > System > Software update.', 'Charge to at least 50 %.', 'Install and restart.'],
        'Back up before major version updates.',
      ),
    ),
    g(
      'gaming',
      'game-controller-pair',
      'troubleshooting',
      ['controller'],
      78,
      v(
        'Controller not connecting',
        'Reset the controller and pair it again with a cable.',
        [
          'Press the reset button on the back with a pin for 5 seconds.',
          'Connect with a USB cable and press the home button.',
          'Remove old pairings in Settings > Accessories.',
        ],
        'Only licensed cables carry data; some charging cables do not.',
      ),
      v(
        'Controller verbindet sich nicht',
        'Setzen Sie den Controller zurück und koppeln Sie ihn per Kabel neu.',
        [
          'Drücken Sie die Reset-Taste auf der Rückseite 5 Sekunden mit einem Stift.',
          'Verbinden Sie per USB-Kabel und drücken Sie die Home-Taste.',
          'Entfernen Sie alte Kopplungen unter Einstellungen > Zubehör.',
        ],
        'Nur Datenkabel funktionieren; manche Ladekabel übertragen keine Daten.',
      ),
    ),
    g(
      'gaming',
      'game-storage',
      'how-to',
      ['system'],
      60,
      v(
        'Adding storage to your console',
        'Install an M.2 SSD to make room for more games.',
        [
          'Check the SSD meets the size and speed requirements.',
          'Fit the SSD and heat sink in the expansion slot.',
          'Format it when the console starts.',
        ],
        'Games can run directly from the expansion SSD.',
      ),
    ),
    g(
      'gaming',
      'game-network',
      'troubleshooting',
      ['network'],
      56,
      v(
        'Fixing online connection problems',
        'Test the connection, check NAT type and reduce lag.',
        [
          'Run Test internet connection.',
          'Use a LAN cable for the lowest latency.',
          'Open the ports listed in our FAQ on your router.',
        ],
        'NAT type 3 limits voice chat and matchmaking.',
      ),
    ),
    g(
      'gaming',
      'game-headset',
      'how-to',
      ['sound'],
      50,
      v(
        'Setting up a gaming headset',
        'Enable 3D audio and adjust the mic monitoring.',
        [
          'Connect the headset and open Sound settings.',
          'Turn on 3D audio and personalise the profile.',
          'Set mic monitoring so you hear your own voice.',
        ],
        'Mute the mic with the button on the headset.',
      ),
    ),
    g(
      'gaming',
      'game-overheat',
      'troubleshooting',
      ['temperature'],
      48,
      v(
        'Console is loud or hot',
        'Improve airflow and clean the dust catchers.',
        [
          'Leave 10 cm of space around the console.',
          'Vacuum the dust catchers with the console off.',
          'Do not place it in a closed cabinet.',
        ],
        'A loud fan is normal in demanding games.',
      ),
    ),
    g(
      'gaming',
      'game-tour',
      'product-tour',
      ['system'],
      42,
      v(
        'Control centre tour',
        'Switch games, manage downloads and adjust settings without leaving play.',
        [
          'Press the home button once for the control centre.',
          'Customise the cards you see.',
          'Use Game base to talk to friends.',
        ],
        'Screenshots and clips are under Media gallery.',
      ),
    ),
    g(
      'computer',
      'pc-battery',
      'how-to',
      ['battery'],
      66,
      v(
        'Laptop battery tips',
        'Use the battery care mode and power settings to extend battery life.',
        [
          'Turn on Battery care in Aurora Control Centre.',
          'Choose a balanced power plan.',
          'Lower screen brightness and close unused apps.',
        ],
        'Battery care limits charging to 80 % when you work plugged in.',
      ),
      v(
        'Tipps für den Laptop-Akku',
        'Akkupflegemodus und Energieeinstellungen verlängern die Akkulaufzeit.',
        [
          'Aktivieren Sie die Akkupflege im Aurora Control Centre.',
          'Wählen Sie einen ausgeglichenen Energiesparplan.',
          'Reduzieren Sie die Helligkeit und schließen Sie ungenutzte Apps.',
        ],
        'Die Akkupflege begrenzt das Laden auf 80 %, wenn Sie am Netz arbeiten.',
      ),
    ),
    g(
      'computer',
      'pc-recovery',
      'troubleshooting',
      ['system'],
      60,
      v(
        'Recovering Windows',
        'Reset Windows from the recovery menu when the laptop does not start.',
        [
          'Hold F10 while starting to open recovery.',
          'Choose Troubleshoot > Reset this PC.',
          'Keep the charger connected until the reset finishes.',
        ],
        'Create a recovery drive while everything works.',
      ),
    ),
    g(
      'computer',
      'pc-monitor-nosignal',
      'troubleshooting',
      ['connections'],
      56,
      v(
        'Monitor shows No signal',
        'Check the input, cable and refresh rate.',
        [
          'Select the right input with the joystick.',
          'Try another cable or port.',
          'Lower the refresh rate and resolution in Windows.',
        ],
        'DisplayPort cables must be VESA-certified for 4K 144 Hz.',
      ),
    ),
    g(
      'computer',
      'pc-drivers',
      'how-to',
      ['software-update'],
      52,
      v(
        'Installing drivers and BIOS updates',
        'Keep your laptop stable with the latest drivers from Aurora Control Centre.',
        [
          'Open Aurora Control Centre > Updates.',
          'Install BIOS updates with the charger connected.',
          'Restart when asked.',
        ],
        'Do not interrupt a BIOS update.',
      ),
    ),
    g(
      'computer',
      'pc-keyboard-lag',
      'troubleshooting',
      ['connectivity'],
      46,
      v(
        'Keyboard lag or missed keys',
        'Move the receiver closer and replace the batteries.',
        [
          'Use the extension adapter to bring the receiver closer.',
          'Replace the batteries.',
          'Avoid USB 3 ports right next to the receiver.',
        ],
        'USB 3 devices can interfere with 2.4 GHz receivers.',
      ),
    ),
    g(
      'computer',
      'pc-tour',
      'product-tour',
      ['system'],
      40,
      v(
        'Aurora Control Centre tour',
        'Fan modes, battery care, updates and display colour in one app.',
        [
          'Open Aurora Control Centre from the Start menu.',
          'Switch fan mode for quiet or performance.',
          'Calibrate the display colour profile.',
        ],
        'Pin it to the taskbar for quick access.',
      ),
    ),
    g(
      'home',
      'home-offline',
      'troubleshooting',
      ['network'],
      70,
      v(
        'Device shows Offline in the app',
        'Reconnect the device to Wi-Fi after a router change or power cut.',
        [
          'Restart the device and your router.',
          'Check the device is on the 2.4 GHz band.',
          'Remove and add the device again in the app.',
        ],
        'Changing the router password means setting up each device again.',
      ),
      v(
        'Gerät erscheint in der App offline',
        'Verbinden Sie das Gerät nach Routerwechsel oder Stromausfall neu mit dem WLAN.',
        [
          'Starten Sie Gerät und Router neu.',
          'Prüfen Sie, ob das Gerät im 2,4-GHz-Band ist.',
          'Entfernen Sie das Gerät in der App und fügen Sie es neu hinzu.',
        ],
        'Nach einer Änderung des Router-Passworts richten Sie jedes Gerät neu ein.',
      ),
    ),
    g(
      'home',
      'home-vacuum-map',
      'how-to',
      ['setup'],
      60,
      v(
        'Creating a map and no-go zones',
        'Map your home and keep the robot out of places it should not go.',
        [
          'Start a quick mapping run with doors open.',
          'Split and name rooms in the app.',
          'Draw no-go zones and virtual walls.',
        ],
        'Save multiple maps for multi-floor homes.',
      ),
    ),
    g(
      'home',
      'home-camera-alerts',
      'how-to',
      ['integration'],
      54,
      v(
        'Fewer false alerts from your camera',
        'Tune motion zones and sensitivity so you get the alerts that matter.',
        ['Draw activity zones around doors and paths.', 'Lower motion sensitivity.', 'Turn on person detection only.'],
        'Clean the lens to avoid alerts from insects at night.',
      ),
    ),
    g(
      'home',
      'home-purifier-filter',
      'how-to',
      ['maintenance'],
      52,
      v(
        'Replacing the air purifier filter',
        'When to change the filter and how to reset the reminder.',
        [
          'Switch off and open the back cover.',
          'Remove the old filter and unpack the new one.',
          'Hold the Filter button 3 seconds to reset.',
        ],
        'Filters last 12 months in normal use.',
      ),
    ),
    g(
      'home',
      'home-voice',
      'how-to',
      ['integration'],
      48,
      v(
        'Controlling devices by voice',
        'Link Aurora Home to your voice assistant.',
        [
          'Open your assistant app and add the Aurora Home skill.',
          'Sign in with your Aurora account.',
          'Say “Discover devices”.',
        ],
        'Use the device names you chose in Aurora Home.',
      ),
    ),
    g(
      'home',
      'home-tour',
      'product-tour',
      ['integration'],
      40,
      v(
        'Aurora Home app tour',
        'Rooms, scenes, schedules and notifications at a glance.',
        [
          'Open Rooms to see every device.',
          'Create a scene that sets several devices at once.',
          'Review notification settings per device.',
        ],
        'Invite family members to share control.',
      ),
    ),
  ];
}
