import type { NewsPriority } from '../../../../shared/content/ascTypes';
import type { SupportGroup } from '../catalogue/kinds';

/**
 * Notices to authorised service centres (article type news-for-asc-article), in the three site
 * languages. `groups` ties a notice to the products of those support groups; 'all' notices are
 * portal-wide and appear on every page of the portal.
 */
export interface NewsText {
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface NewsForAscTemplate {
  key: string;
  priority: NewsPriority;
  topics: string[];
  groups: 'all' | SupportGroup[];
  published: string;
  en: NewsText;
  de: NewsText;
  fr: NewsText;
}

export const NEWS_FOR_ASC: readonly NewsForAscTemplate[] = [
  {
    key: 'claims-portal-maintenance',
    priority: 'info',
    topics: ['warranty-claims'],
    groups: 'all',
    published: '2024-06-03',
    en: {
      title: 'Warranty claims portal: planned maintenance on Saturday 8 June',
      summary: 'The claims portal is unavailable from 06:00 to 14:00 CET. Claims can be submitted again from 14:00.',
      paragraphs: [
        'The warranty claims portal will be unavailable on Saturday 8 June from 06:00 to 14:00 CET while we move it to new servers.',
        'Claims saved as drafts before the maintenance are kept. Repairs completed during the maintenance window can be claimed afterwards with the original repair date; the 30-day claim deadline is extended by one day for these repairs.',
        'Parts ordering and the technical hotline are not affected.',
      ],
    },
    de: {
      title: 'Garantieportal: geplante Wartung am Samstag, 8. Juni',
      summary: 'Das Garantieportal ist von 06:00 bis 14:00 Uhr MEZ nicht erreichbar. Ab 14:00 Uhr können wieder Anträge gestellt werden.',
      paragraphs: [
        'Das Portal für Garantieanträge ist am Samstag, 8. Juni, von 06:00 bis 14:00 Uhr MEZ wegen eines Serverumzugs nicht erreichbar.',
        'Vor der Wartung gespeicherte Entwürfe bleiben erhalten. Reparaturen aus dem Wartungszeitraum können anschließend mit dem ursprünglichen Reparaturdatum eingereicht werden; die Einreichungsfrist von 30 Tagen verlängert sich für diese Reparaturen um einen Tag.',
        'Ersatzteilbestellung und technische Hotline sind nicht betroffen.',
      ],
    },
    fr: {
      title: 'Portail de garantie : maintenance prévue le samedi 8 juin',
      summary: 'Le portail est indisponible de 6 h à 14 h (HEC). Les demandes peuvent de nouveau être saisies à partir de 14 h.',
      paragraphs: [
        'Le portail des demandes de garantie sera indisponible le samedi 8 juin de 6 h à 14 h (HEC) pour une migration de serveurs.',
        'Les brouillons enregistrés avant la maintenance sont conservés. Les réparations effectuées pendant la maintenance peuvent être déclarées ensuite avec leur date d’origine ; le délai de déclaration de 30 jours est prolongé d’un jour pour ces réparations.',
        'La commande de pièces et la hotline technique ne sont pas concernées.',
      ],
    },
  },
  {
    key: 'labour-rates-2024',
    priority: 'important',
    topics: ['warranty-claims', 'labour-rates'],
    groups: 'all',
    published: '2024-03-18',
    en: {
      title: 'Updated warranty labour rates from 1 April 2024',
      summary: 'New labour rates apply to repairs completed on or after 1 April 2024. The rate table in the claims portal has been updated.',
      paragraphs: [
        'Warranty labour rates have been reviewed for all product groups. The new rates apply to every repair completed on or after 1 April 2024, whatever the date the product was received.',
        'Repair levels 1 and 2 rise by 4 %. Panel replacements on televisions of 65 inches and larger are now paid at level 3 because they need two technicians.',
        'The claims portal selects the correct rate from the repair completion date. Do not enter labour amounts by hand.',
      ],
    },
    de: {
      title: 'Neue Garantie-Arbeitswerte ab 1. April 2024',
      summary: 'Für Reparaturen ab dem 1. April 2024 gelten neue Arbeitswerte. Die Tabelle im Garantieportal ist aktualisiert.',
      paragraphs: [
        'Die Garantie-Arbeitswerte wurden für alle Produktgruppen überprüft. Sie gelten für jede Reparatur, die am oder nach dem 1. April 2024 abgeschlossen wird, unabhängig vom Eingangsdatum des Geräts.',
        'Reparaturstufe 1 und 2 steigen um 4 %. Der Panel-Tausch an Fernsehern ab 65 Zoll wird künftig als Stufe 3 vergütet, da er zwei Techniker erfordert.',
        'Das Garantieportal wählt den richtigen Satz anhand des Reparaturabschlussdatums. Bitte keine Beträge von Hand eintragen.',
      ],
    },
    fr: {
      title: 'Nouveaux forfaits de main-d’œuvre sous garantie au 1er avril 2024',
      summary: 'De nouveaux forfaits s’appliquent aux réparations terminées à partir du 1er avril 2024. Le barème du portail a été mis à jour.',
      paragraphs: [
        'Les forfaits de main-d’œuvre sous garantie ont été revus pour toutes les familles de produits. Ils s’appliquent à toute réparation terminée à partir du 1er avril 2024, quelle que soit la date de réception du produit.',
        'Les niveaux de réparation 1 et 2 augmentent de 4 %. Le remplacement de dalle sur les téléviseurs de 65 pouces et plus est désormais rémunéré au niveau 3, car il nécessite deux techniciens.',
        'Le portail choisit le bon forfait d’après la date de fin de réparation. Ne saisissez pas de montants manuellement.',
      ],
    },
  },
  {
    key: 'parts-cut-off',
    priority: 'info',
    topics: ['spare-parts'],
    groups: 'all',
    published: '2024-02-05',
    en: {
      title: 'Spare parts: same-day dispatch cut-off moved to 15:00',
      summary: 'Orders placed by 15:00 CET on working days now leave the central warehouse the same day.',
      paragraphs: [
        'From 12 February, spare-parts orders received by 15:00 CET on a working day are dispatched from the central warehouse the same day. The previous cut-off was 13:00.',
        'Express orders for customer repairs under warranty keep their priority and are picked first.',
        'Back-ordered parts are shipped automatically as soon as they arrive; you no longer need to re-order them.',
      ],
    },
    de: {
      title: 'Ersatzteile: Versand am selben Tag jetzt bis 15:00 Uhr',
      summary: 'Bestellungen, die werktags bis 15:00 Uhr MEZ eingehen, verlassen das Zentrallager noch am selben Tag.',
      paragraphs: [
        'Ab 12. Februar werden Ersatzteilbestellungen, die werktags bis 15:00 Uhr MEZ eingehen, noch am selben Tag aus dem Zentrallager versendet. Bisher war 13:00 Uhr der Annahmeschluss.',
        'Eilbestellungen für Garantiereparaturen von Kunden behalten ihre Priorität und werden zuerst kommissioniert.',
        'Rückständige Teile werden automatisch nach Eingang versendet; eine erneute Bestellung ist nicht mehr nötig.',
      ],
    },
    fr: {
      title: 'Pièces détachées : expédition le jour même pour toute commande avant 15 h',
      summary: 'Les commandes passées avant 15 h (HEC) les jours ouvrés quittent l’entrepôt central le jour même.',
      paragraphs: [
        'À partir du 12 février, les commandes de pièces reçues avant 15 h (HEC) un jour ouvré sont expédiées le jour même depuis l’entrepôt central. L’heure limite était auparavant 13 h.',
        'Les commandes express pour des réparations client sous garantie restent prioritaires et sont préparées en premier.',
        'Les pièces en rupture sont expédiées automatiquement dès leur arrivée ; il n’est plus nécessaire de les recommander.',
      ],
    },
  },
  {
    key: 'panel-claim-photos',
    priority: 'action-required',
    topics: ['warranty-claims', 'panels'],
    groups: ['display'],
    published: '2024-05-14',
    en: {
      title: 'Panel replacements: photos now required with every claim',
      summary: 'Claims for replaced TV and monitor panels need two photos: the fault on screen and the panel label.',
      paragraphs: [
        'From 1 June, a warranty claim for a replaced display panel is accepted only with two photos attached: one of the fault shown on screen with the set switched on, and one of the label on the back of the removed panel showing its part and serial numbers.',
        'Keep removed panels for 30 days after the claim. We collect a sample of them for failure analysis; the collection is free of charge.',
        'Claims without photos are returned for completion and are not paid until the photos are added.',
      ],
    },
    de: {
      title: 'Panel-Tausch: Fotos ab sofort bei jedem Antrag erforderlich',
      summary: 'Anträge für getauschte TV- und Monitor-Panels benötigen zwei Fotos: den Fehler auf dem Bildschirm und das Panel-Etikett.',
      paragraphs: [
        'Ab 1. Juni wird ein Garantieantrag für ein getauschtes Display-Panel nur mit zwei Fotos angenommen: eines vom Fehlerbild bei eingeschaltetem Gerät und eines vom Etikett auf der Rückseite des ausgebauten Panels mit Teile- und Seriennummer.',
        'Bewahren Sie ausgebaute Panels 30 Tage nach dem Antrag auf. Für die Fehleranalyse holen wir Stichproben kostenlos ab.',
        'Anträge ohne Fotos werden zur Ergänzung zurückgegeben und erst nach dem Nachreichen vergütet.',
      ],
    },
    fr: {
      title: 'Remplacement de dalle : photos obligatoires pour chaque demande',
      summary: 'Les demandes pour une dalle de téléviseur ou de moniteur remplacée exigent deux photos : le défaut à l’écran et l’étiquette de la dalle.',
      paragraphs: [
        'À partir du 1er juin, une demande de garantie pour une dalle remplacée n’est acceptée qu’avec deux photos : l’une du défaut affiché à l’écran, appareil allumé, l’autre de l’étiquette au dos de la dalle déposée indiquant sa référence et son numéro de série.',
        'Conservez les dalles déposées 30 jours après la demande. Nous en collectons un échantillon pour analyse ; l’enlèvement est gratuit.',
        'Les demandes sans photos sont renvoyées pour être complétées et ne sont payées qu’une fois les photos ajoutées.',
      ],
    },
  },
  {
    key: 'tv-firmware-before-return',
    priority: 'important',
    topics: ['firmware'],
    groups: ['display'],
    published: '2024-04-22',
    en: {
      title: 'Televisions: install the latest firmware before returning a repaired set',
      summary: 'Update every repaired television to the current firmware and reset it to factory settings before it goes back to the customer.',
      paragraphs: [
        'Several repeat repairs were caused by sets returned with the firmware of the replacement main board, which can be older than the customer’s previous version. Always update the set to the latest firmware from the support site, using a USB drive if no network is available.',
        'After the update, run the factory reset from the service menu so that the picture presets of the new panel are loaded.',
        'Record the installed firmware version in the repair report; the claims portal now asks for it.',
      ],
    },
    de: {
      title: 'Fernseher: vor der Rückgabe die neueste Firmware installieren',
      summary: 'Aktualisieren Sie jeden reparierten Fernseher auf die aktuelle Firmware und setzen Sie ihn vor der Rückgabe auf Werkseinstellungen zurück.',
      paragraphs: [
        'Mehrere Wiederholungsreparaturen gingen auf Geräte zurück, die mit der Firmware der Ersatz-Hauptplatine zurückgegeben wurden – oft älter als die vorherige Version des Kunden. Aktualisieren Sie das Gerät immer auf die neueste Firmware der Support-Website, bei fehlendem Netzwerk per USB-Stick.',
        'Führen Sie nach dem Update den Werksreset im Servicemenü aus, damit die Bildvoreinstellungen des neuen Panels geladen werden.',
        'Tragen Sie die installierte Firmware-Version in den Reparaturbericht ein; das Garantieportal fragt sie jetzt ab.',
      ],
    },
    fr: {
      title: 'Téléviseurs : installez le dernier micrologiciel avant de rendre l’appareil',
      summary: 'Mettez chaque téléviseur réparé à jour avec le micrologiciel actuel et rétablissez les réglages d’usine avant la restitution.',
      paragraphs: [
        'Plusieurs retours en réparation venaient d’appareils rendus avec le micrologiciel de la carte principale de remplacement, parfois plus ancien que la version du client. Mettez toujours l’appareil à jour avec le dernier micrologiciel du site d’assistance, via une clé USB en l’absence de réseau.',
        'Après la mise à jour, lancez la réinitialisation d’usine depuis le menu de service pour charger les préréglages d’image de la nouvelle dalle.',
        'Indiquez la version installée dans le rapport de réparation ; le portail de garantie la demande désormais.',
      ],
    },
  },
  {
    key: 'swollen-batteries',
    priority: 'action-required',
    topics: ['batteries', 'safety'],
    groups: ['mobile', 'headphones', 'computer', 'home'],
    published: '2024-01-29',
    en: {
      title: 'Swollen lithium-ion batteries: new handling and shipping rules',
      summary: 'Swollen or damaged batteries must no longer be shipped back. Store them in the fire-safe container and book a hazardous-waste collection.',
      paragraphs: [
        'A swollen, punctured or overheated lithium-ion battery can ignite during transport. With immediate effect, do not return such batteries or products containing them to the central warehouse.',
        'Remove the battery where the service manual allows it, tape the terminals and place it in the fire-safe container supplied to your centre. If the battery cannot be removed safely, place the whole product in the container.',
        'Book the collection through the claims portal under “Hazardous waste”. Record the battery condition with a photo; the claim is paid without the part being returned.',
      ],
    },
    de: {
      title: 'Aufgeblähte Lithium-Ionen-Akkus: neue Regeln für Handhabung und Versand',
      summary: 'Aufgeblähte oder beschädigte Akkus dürfen nicht mehr zurückgeschickt werden. Lagern Sie sie im Brandschutzbehälter und beauftragen Sie eine Gefahrgutabholung.',
      paragraphs: [
        'Ein aufgeblähter, beschädigter oder überhitzter Lithium-Ionen-Akku kann sich beim Transport entzünden. Ab sofort dürfen solche Akkus und Geräte, die sie enthalten, nicht mehr an das Zentrallager geschickt werden.',
        'Bauen Sie den Akku aus, sofern das Servicehandbuch dies zulässt, kleben Sie die Kontakte ab und legen Sie ihn in den Brandschutzbehälter Ihres Servicecenters. Lässt sich der Akku nicht sicher ausbauen, legen Sie das ganze Gerät hinein.',
        'Beauftragen Sie die Abholung im Garantieportal unter „Gefahrgut“. Dokumentieren Sie den Zustand mit einem Foto; der Antrag wird ohne Rücksendung des Teils vergütet.',
      ],
    },
    fr: {
      title: 'Batteries lithium-ion gonflées : nouvelles règles de manipulation et d’expédition',
      summary: 'Les batteries gonflées ou endommagées ne doivent plus être renvoyées. Stockez-les dans le conteneur anti-feu et demandez un enlèvement de déchets dangereux.',
      paragraphs: [
        'Une batterie lithium-ion gonflée, percée ou surchauffée peut s’enflammer pendant le transport. Avec effet immédiat, ne renvoyez plus ces batteries ni les produits qui les contiennent à l’entrepôt central.',
        'Retirez la batterie lorsque le manuel de service le permet, isolez les bornes avec du ruban adhésif et placez-la dans le conteneur anti-feu fourni à votre centre. Si elle ne peut pas être retirée sans risque, placez-y le produit entier.',
        'Demandez l’enlèvement dans le portail de garantie, rubrique « Déchets dangereux ». Photographiez l’état de la batterie ; la demande est payée sans retour de la pièce.',
      ],
    },
  },
  {
    key: 'soundbar-demo-exchange',
    priority: 'info',
    topics: ['retail', 'exchange'],
    groups: ['audio'],
    published: '2023-11-06',
    en: {
      title: 'Soundbar demo units: exchange programme for retail partners',
      summary: 'Retailers can exchange faulty soundbar demo units through their service centre until 31 March.',
      paragraphs: [
        'Until 31 March, retail partners may bring faulty soundbar and wireless speaker demonstration units to their nearest service centre for a direct exchange instead of a repair.',
        'Check the demo label on the underside, confirm the fault and issue a replacement from your exchange stock. Claim the exchange with the reason code DEMO-EX; no repair report is needed.',
        'Demo units with physical damage are not part of the programme.',
      ],
    },
    de: {
      title: 'Vorführgeräte Soundbars: Austauschprogramm für Handelspartner',
      summary: 'Händler können defekte Soundbar-Vorführgeräte bis 31. März über ihr Servicecenter austauschen.',
      paragraphs: [
        'Bis 31. März können Handelspartner defekte Vorführgeräte von Soundbars und kabellosen Lautsprechern zum nächsten Servicecenter bringen und direkt austauschen statt reparieren lassen.',
        'Prüfen Sie das Vorführ-Etikett auf der Unterseite, bestätigen Sie den Fehler und geben Sie ein Austauschgerät aus Ihrem Bestand aus. Rechnen Sie den Austausch mit dem Grundcode DEMO-EX ab; ein Reparaturbericht ist nicht nötig.',
        'Vorführgeräte mit äußeren Beschädigungen sind vom Programm ausgenommen.',
      ],
    },
    fr: {
      title: 'Barres de son de démonstration : programme d’échange pour les revendeurs',
      summary: 'Les revendeurs peuvent faire échanger leurs barres de son de démonstration défectueuses par leur centre de service jusqu’au 31 mars.',
      paragraphs: [
        'Jusqu’au 31 mars, les revendeurs partenaires peuvent apporter les barres de son et enceintes sans fil de démonstration défectueuses au centre de service le plus proche pour un échange direct au lieu d’une réparation.',
        'Vérifiez l’étiquette de démonstration sous l’appareil, confirmez la panne et remettez un appareil de votre stock d’échange. Déclarez l’échange avec le code motif DEMO-EX ; aucun rapport de réparation n’est nécessaire.',
        'Les appareils présentant des dommages physiques sont exclus du programme.',
      ],
    },
  },
  {
    key: 'sensor-cleaning',
    priority: 'important',
    topics: ['cameras', 'procedures'],
    groups: ['camera'],
    published: '2024-03-04',
    en: {
      title: 'Image sensor cleaning: revised procedure and approved swabs',
      summary: 'Use only the approved sensor swabs and cleaning fluid. The procedure in the service manuals has been updated.',
      paragraphs: [
        'Scratches on the sensor’s optical filter after cleaning have been traced to swabs that are not approved for the coating used on current models. Use only the swabs and fluid listed in the updated procedure.',
        'Clean with a single pass from one side to the other, then check the result with the dust-detection test chart at f/16. Never apply pressure to the filter glass.',
        'A sensor damaged during cleaning is not covered by warranty and cannot be claimed.',
      ],
    },
    de: {
      title: 'Sensorreinigung: überarbeitetes Verfahren und freigegebene Swabs',
      summary: 'Verwenden Sie nur die freigegebenen Sensor-Swabs und Reinigungsflüssigkeit. Das Verfahren in den Servicehandbüchern wurde aktualisiert.',
      paragraphs: [
        'Kratzer auf dem optischen Filter nach der Reinigung gehen auf Swabs zurück, die für die Beschichtung aktueller Modelle nicht freigegeben sind. Verwenden Sie nur die im aktualisierten Verfahren genannten Swabs und Flüssigkeiten.',
        'Reinigen Sie in einem einzigen Zug von einer Seite zur anderen und prüfen Sie das Ergebnis mit der Staubtesttafel bei Blende 16. Üben Sie nie Druck auf das Filterglas aus.',
        'Ein bei der Reinigung beschädigter Sensor fällt nicht unter die Garantie und kann nicht abgerechnet werden.',
      ],
    },
    fr: {
      title: 'Nettoyage du capteur : procédure révisée et écouvillons homologués',
      summary: 'Utilisez uniquement les écouvillons et le liquide homologués. La procédure des manuels de service a été mise à jour.',
      paragraphs: [
        'Des rayures sur le filtre optique après nettoyage ont été attribuées à des écouvillons non homologués pour le revêtement des modèles actuels. Utilisez uniquement les écouvillons et le liquide indiqués dans la procédure mise à jour.',
        'Nettoyez en un seul passage d’un bord à l’autre, puis contrôlez le résultat avec la mire de détection de poussière à f/16. N’appuyez jamais sur le verre du filtre.',
        'Un capteur endommagé pendant le nettoyage n’est pas couvert par la garantie et ne peut pas être déclaré.',
      ],
    },
  },
  {
    key: 'console-part-pairing',
    priority: 'action-required',
    topics: ['gaming', 'procedures'],
    groups: ['gaming'],
    published: '2024-05-27',
    en: {
      title: 'Console repairs: the part pairing tool is now mandatory',
      summary: 'After replacing the main board or the drive of a console, pair the new part with the service tool before closing the repair.',
      paragraphs: [
        'Current consoles check that the main board and the disc drive belong together. A replaced part that is not paired causes error CE-1082 at the first disc insertion.',
        'Run the part pairing function of the console service tool with the console connected by USB and online. Pairing takes about two minutes and is logged against your service centre code.',
        'Repairs without a pairing record are rejected by the claims portal.',
      ],
    },
    de: {
      title: 'Konsolenreparaturen: Teile-Kopplungstool jetzt verpflichtend',
      summary: 'Nach dem Tausch von Hauptplatine oder Laufwerk einer Konsole muss das neue Teil vor Abschluss der Reparatur mit dem Servicetool gekoppelt werden.',
      paragraphs: [
        'Aktuelle Konsolen prüfen, ob Hauptplatine und Laufwerk zusammengehören. Ein nicht gekoppeltes Ersatzteil führt beim ersten Einlegen einer Disc zum Fehler CE-1082.',
        'Führen Sie die Teile-Kopplung im Konsolen-Servicetool aus, während die Konsole per USB verbunden und online ist. Die Kopplung dauert etwa zwei Minuten und wird mit Ihrem Servicecenter-Code protokolliert.',
        'Reparaturen ohne Kopplungsnachweis werden vom Garantieportal abgelehnt.',
      ],
    },
    fr: {
      title: 'Réparation des consoles : l’outil d’appairage des pièces devient obligatoire',
      summary: 'Après le remplacement de la carte principale ou du lecteur d’une console, appairez la nouvelle pièce avec l’outil de service avant de clôturer la réparation.',
      paragraphs: [
        'Les consoles actuelles vérifient que la carte principale et le lecteur de disque vont ensemble. Une pièce remplacée non appairée provoque l’erreur CE-1082 à la première insertion d’un disque.',
        'Lancez la fonction d’appairage de l’outil de service, console connectée en USB et en ligne. L’appairage dure environ deux minutes et est enregistré avec le code de votre centre.',
        'Les réparations sans enregistrement d’appairage sont refusées par le portail de garantie.',
      ],
    },
  },
  {
    key: 'end-of-service-2019',
    priority: 'important',
    topics: ['spare-parts', 'end-of-service'],
    groups: 'all',
    published: '2023-12-11',
    en: {
      title: 'End of parts supply for models released before 2019',
      summary: 'Spare parts for models released before 2019 are supplied while stocks last. Offer customers the upgrade programme when a part is no longer available.',
      paragraphs: [
        'The legal parts availability period has ended for models released before 2019. Remaining stock can still be ordered, but parts will not be produced again.',
        'When a part is no longer available, offer the customer the upgrade programme: a discount on a current model in exchange for the faulty product. The voucher is issued from the claims portal.',
        'Repairs already accepted keep their priority for any parts that remain in stock.',
      ],
    },
    de: {
      title: 'Ende der Ersatzteilversorgung für Modelle vor 2019',
      summary: 'Ersatzteile für Modelle, die vor 2019 erschienen sind, werden nur noch solange der Vorrat reicht geliefert. Bieten Sie Kunden bei fehlenden Teilen das Upgrade-Programm an.',
      paragraphs: [
        'Die gesetzliche Ersatzteilverfügbarkeit für Modelle mit Markteinführung vor 2019 ist abgelaufen. Restbestände können weiter bestellt werden, es wird jedoch nicht nachproduziert.',
        'Ist ein Teil nicht mehr lieferbar, bieten Sie dem Kunden das Upgrade-Programm an: einen Rabatt auf ein aktuelles Modell gegen Rückgabe des defekten Geräts. Der Gutschein wird im Garantieportal erstellt.',
        'Bereits angenommene Reparaturen behalten ihre Priorität für noch vorrätige Teile.',
      ],
    },
    fr: {
      title: 'Fin de l’approvisionnement en pièces pour les modèles antérieurs à 2019',
      summary: 'Les pièces des modèles sortis avant 2019 sont fournies dans la limite des stocks. Proposez le programme de remplacement lorsqu’une pièce n’est plus disponible.',
      paragraphs: [
        'La période légale de disponibilité des pièces est terminée pour les modèles sortis avant 2019. Le stock restant peut encore être commandé, mais aucune pièce ne sera refabriquée.',
        'Lorsqu’une pièce n’est plus disponible, proposez au client le programme de remplacement : une remise sur un modèle actuel en échange du produit défectueux. Le bon est émis depuis le portail de garantie.',
        'Les réparations déjà acceptées restent prioritaires pour les pièces encore en stock.',
      ],
    },
  },
  {
    key: 'customer-data',
    priority: 'important',
    topics: ['privacy', 'procedures'],
    groups: 'all',
    published: '2024-02-26',
    en: {
      title: 'Customer data: reset devices only with the customer’s written consent',
      summary: 'A factory reset erases the customer’s data. Ask for written consent on the repair order before any reset, and never copy data from a device.',
      paragraphs: [
        'Phones, tablets, laptops, cameras and smart-home devices hold personal data. A factory reset, a board replacement or a firmware recovery can erase it.',
        'Before any of these steps, the customer must tick the data-loss consent box on the repair order and sign it. Without consent, return the device unrepaired with an explanation.',
        'Never copy, view or back up customer data on service centre equipment. Report any data found on returned parts to the data protection contact listed in the portal.',
      ],
    },
    de: {
      title: 'Kundendaten: Geräte nur mit schriftlicher Zustimmung zurücksetzen',
      summary: 'Ein Werksreset löscht die Daten des Kunden. Holen Sie vor jedem Reset die schriftliche Zustimmung auf dem Reparaturauftrag ein und kopieren Sie niemals Daten vom Gerät.',
      paragraphs: [
        'Smartphones, Tablets, Laptops, Kameras und Smart-Home-Geräte enthalten personenbezogene Daten. Werksreset, Platinentausch oder Firmware-Wiederherstellung können sie löschen.',
        'Vor jedem dieser Schritte muss der Kunde auf dem Reparaturauftrag das Feld zur Zustimmung zum Datenverlust ankreuzen und unterschreiben. Ohne Zustimmung geben Sie das Gerät mit einer Erklärung unrepariert zurück.',
        'Kundendaten dürfen auf Geräten des Servicecenters weder kopiert, angesehen noch gesichert werden. Melden Sie Daten auf zurückgesandten Teilen an die im Portal genannte Datenschutzstelle.',
      ],
    },
    fr: {
      title: 'Données client : réinitialisez un appareil uniquement avec l’accord écrit du client',
      summary: 'Une réinitialisation d’usine efface les données du client. Demandez son accord écrit sur l’ordre de réparation et ne copiez jamais de données.',
      paragraphs: [
        'Les téléphones, tablettes, ordinateurs portables, appareils photo et objets connectés contiennent des données personnelles. Une réinitialisation, un remplacement de carte ou une restauration du micrologiciel peuvent les effacer.',
        'Avant ces opérations, le client doit cocher et signer la case d’accord sur la perte de données de l’ordre de réparation. Sans accord, rendez l’appareil non réparé avec une explication.',
        'Ne copiez, ne consultez et ne sauvegardez jamais de données client sur le matériel du centre. Signalez toute donnée trouvée sur des pièces retournées au contact protection des données indiqué dans le portail.',
      ],
    },
  },
  {
    key: 'earbuds-as-set',
    priority: 'info',
    topics: ['spare-parts', 'headphones'],
    groups: ['headphones'],
    published: '2023-10-16',
    en: {
      title: 'True wireless earbuds: left and right buds are supplied as a pair',
      summary: 'Single replacement buds are no longer stocked. Order the paired set; the charging case is ordered separately only when it is faulty.',
      paragraphs: [
        'Left and right earbuds are now factory-paired and supplied only as a set. A single new bud cannot be paired with an old one.',
        'Replace both buds when either one is faulty and claim the set. Replace the charging case only when it fails the charging test in the service manual.',
        'Before handing the product back, update the firmware of the buds and the case with the companion app so that both run the same version.',
      ],
    },
    de: {
      title: 'True-Wireless-Ohrhörer: linker und rechter Hörer nur noch als Paar',
      summary: 'Einzelne Ersatzhörer werden nicht mehr geführt. Bestellen Sie das gekoppelte Paar; das Ladeetui nur, wenn es defekt ist.',
      paragraphs: [
        'Linker und rechter Ohrhörer sind ab Werk gekoppelt und werden nur noch als Paar geliefert. Ein einzelner neuer Hörer lässt sich nicht mit einem alten koppeln.',
        'Tauschen Sie beide Hörer, wenn einer defekt ist, und rechnen Sie das Paar ab. Das Ladeetui tauschen Sie nur, wenn es den Ladetest aus dem Servicehandbuch nicht besteht.',
        'Aktualisieren Sie vor der Rückgabe die Firmware von Hörern und Etui mit der Begleit-App, damit beide dieselbe Version haben.',
      ],
    },
    fr: {
      title: 'Écouteurs sans fil : les écouteurs gauche et droit sont fournis par paire',
      summary: 'Les écouteurs de rechange à l’unité ne sont plus stockés. Commandez la paire ; le boîtier de charge ne se commande que s’il est défectueux.',
      paragraphs: [
        'Les écouteurs gauche et droit sont désormais appairés en usine et fournis uniquement par paire. Un écouteur neuf ne peut pas être appairé avec un ancien.',
        'Remplacez les deux écouteurs lorsque l’un d’eux est défectueux et déclarez la paire. Ne remplacez le boîtier que s’il échoue au test de charge du manuel de service.',
        'Avant la restitution, mettez à jour le micrologiciel des écouteurs et du boîtier avec l’application compagnon afin qu’ils utilisent la même version.',
      ],
    },
  },
  {
    key: 'lidar-calibration',
    priority: 'important',
    topics: ['procedures', 'smart-home'],
    groups: ['home'],
    published: '2024-04-08',
    en: {
      title: 'Robot vacuums: calibrate the lidar module after every replacement',
      summary: 'A replaced lidar module must be calibrated with the service app, otherwise the robot maps rooms incorrectly.',
      paragraphs: [
        'Customers reported robots cleaning the same area repeatedly after a lidar replacement. The new module was not calibrated.',
        'After fitting the module, place the robot in the calibration box, start the lidar calibration in the service app and wait for the green confirmation. Then delete the stored maps so that the robot builds a new one at the customer’s home.',
        'Note the calibration result in the repair report.',
      ],
    },
    de: {
      title: 'Saugroboter: Lidar-Modul nach jedem Tausch kalibrieren',
      summary: 'Ein getauschtes Lidar-Modul muss mit der Service-App kalibriert werden, sonst kartiert der Roboter Räume falsch.',
      paragraphs: [
        'Kunden meldeten Roboter, die nach einem Lidar-Tausch dieselbe Fläche mehrfach reinigen. Das neue Modul war nicht kalibriert.',
        'Setzen Sie den Roboter nach dem Einbau in die Kalibrierbox, starten Sie die Lidar-Kalibrierung in der Service-App und warten Sie auf die grüne Bestätigung. Löschen Sie anschließend die gespeicherten Karten, damit der Roboter beim Kunden eine neue erstellt.',
        'Tragen Sie das Kalibrierergebnis in den Reparaturbericht ein.',
      ],
    },
    fr: {
      title: 'Robots aspirateurs : calibrez le module lidar après chaque remplacement',
      summary: 'Un module lidar remplacé doit être calibré avec l’application de service, sinon le robot cartographie mal les pièces.',
      paragraphs: [
        'Des clients ont signalé des robots nettoyant plusieurs fois la même zone après un remplacement du lidar. Le nouveau module n’avait pas été calibré.',
        'Après le montage, placez le robot dans la boîte de calibrage, lancez le calibrage lidar dans l’application de service et attendez la confirmation verte. Supprimez ensuite les cartes enregistrées afin que le robot en crée une nouvelle chez le client.',
        'Indiquez le résultat du calibrage dans le rapport de réparation.',
      ],
    },
  },
  {
    key: 'laptop-top-case',
    priority: 'info',
    topics: ['spare-parts', 'computers'],
    groups: ['computer'],
    published: '2023-09-25',
    en: {
      title: 'Laptop keyboards: now supplied with the top case as one part',
      summary: 'Keyboard replacements on current laptops use the complete top case, which includes the keyboard, touchpad and palm rest.',
      paragraphs: [
        'On laptops released since 2022 the keyboard is riveted to the top case. The keyboard is therefore supplied only as part of the complete top case.',
        'Transfer the speakers and the fingerprint sensor from the old top case, then re-register the fingerprint sensor with the service tool.',
        'The labour time for a keyboard replacement has been raised to reflect the additional work.',
      ],
    },
    de: {
      title: 'Laptop-Tastaturen: jetzt nur mit Topcase als ein Ersatzteil',
      summary: 'Bei aktuellen Laptops wird für den Tastaturtausch das komplette Topcase mit Tastatur, Touchpad und Handballenauflage verwendet.',
      paragraphs: [
        'Bei Laptops ab Modelljahr 2022 ist die Tastatur mit dem Topcase vernietet. Sie wird daher nur als Teil des kompletten Topcase geliefert.',
        'Übernehmen Sie Lautsprecher und Fingerabdrucksensor aus dem alten Topcase und registrieren Sie den Sensor anschließend mit dem Servicetool neu.',
        'Der Arbeitswert für den Tastaturtausch wurde dem Mehraufwand entsprechend angehoben.',
      ],
    },
    fr: {
      title: 'Claviers d’ordinateurs portables : fournis avec le repose-poignets complet',
      summary: 'Le remplacement du clavier des portables actuels utilise le repose-poignets complet, avec clavier, pavé tactile et plasturgie.',
      paragraphs: [
        'Sur les portables sortis depuis 2022, le clavier est riveté au repose-poignets. Il n’est donc fourni qu’avec le repose-poignets complet.',
        'Transférez les haut-parleurs et le lecteur d’empreintes de l’ancienne pièce, puis réenregistrez le lecteur avec l’outil de service.',
        'Le temps de main-d’œuvre du remplacement de clavier a été augmenté pour tenir compte du travail supplémentaire.',
      ],
    },
  },
];
