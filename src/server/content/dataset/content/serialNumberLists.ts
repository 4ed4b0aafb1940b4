import type { SerialNumberFormat } from '../../../../shared/content/serialNumberCheckerTypes';

/**
 * The demo catalogue's serial-number checker lists: product-safety and service programmes, each
 * with the models it covers, their secondary models (colour or region variants) and part numbers,
 * and the serial ranges that are affected. The texts are written as a support team publishes a
 * programme notice: what happens, who is affected, what to do.
 */
export interface SerialListModel {
  modelName: string;
  secondaryModels: string[];
  parts: string[];
}

/** Serials from..to (inclusive, same length) of the listed models; optionally only some variants or parts. */
export interface SerialRange {
  models: string[];
  secondaryModels?: string[];
  parts?: string[];
  from: string;
  to: string;
}

export interface SerialListText {
  title: string;
  intro: string;
  /** Paragraphs under "What is happening?". */
  about: string[];
  /** Paragraphs under "What should I do?". */
  action: string[];
  faq: Array<[question: string, answer: string]>;
  partNumberLabel: string;
  partNumberHint: string;
  serialNumberHint: string;
  affected: { title: string; message: string; nextSteps: string[] };
  notAffected: { title: string; message: string };
}

export interface SerialListDefinition {
  listId: string;
  published: string;
  updated: string;
  popularity: number;
  format: SerialNumberFormat;
  /** Prefix of the reference an affected customer quotes, e.g. 'HPB24-4512345'. */
  referencePrefix: string;
  models: SerialListModel[];
  ranges: SerialRange[];
  en: SerialListText;
  de: SerialListText;
  fr: SerialListText;
}

const SEVEN_DIGITS: SerialNumberFormat = { minLength: 7, maxLength: 7, charset: 'digits' };

export const SERIAL_LISTS: SerialListDefinition[] = [
  {
    listId: 'wireless-headphones-battery',
    published: '2024-03-12',
    updated: '2024-06-04',
    popularity: 90,
    format: SEVEN_DIGITS,
    referencePrefix: 'HPB24',
    models: [
      { modelName: 'AWH-1000XM4', secondaryModels: ['AWH-1000XM4/B', 'AWH-1000XM4/S', 'AWH-1000XM4/L'], parts: [] },
      { modelName: 'AWH-900N', secondaryModels: ['AWH-900N/B', 'AWH-900N/W'], parts: [] },
      { modelName: 'AWH-910N', secondaryModels: [], parts: [] },
    ],
    ranges: [
      { models: ['AWH-1000XM4'], secondaryModels: ['AWH-1000XM4/B', 'AWH-1000XM4/S'], from: '4500000', to: '4589999' },
      { models: ['AWH-1000XM4'], secondaryModels: ['AWH-1000XM4/L'], from: '4510000', to: '4529999' },
      { models: ['AWH-900N'], from: '2100000', to: '2149999' },
      { models: ['AWH-910N'], from: '3300000', to: '3300999' },
    ],
    en: {
      title: 'Wireless headphones battery inspection programme',
      intro:
        'Some wireless headphones made between August and November 2023 have a battery that can swell after long charging in a hot place. Check your serial number to see whether your headphones are included.',
      about: [
        'We found that the built-in battery of a small number of headphones from one production period can swell when the headphones are charged for many hours at temperatures above 35 °C. A swollen battery can push the ear cushion out of place. No injuries have been reported.',
        'Only headphones with serial numbers in the affected ranges are included. Headphones made before or after this period use a different battery cell and are not affected.',
      ],
      action: [
        'Check your serial number below. If your headphones are included, stop charging them and request a free battery replacement. We collect the headphones, replace the battery and return them within 10 working days, free of charge and whether or not your warranty has expired.',
      ],
      faq: [
        [
          'Can I keep using my headphones?',
          'You can listen while they are on battery power, but please stop charging them until the battery has been replaced.',
        ],
        [
          'Does the replacement delete my settings?',
          'The headphones are reset during the service. Pair them again with your phone when they come back.',
        ],
        [
          'I bought my headphones second-hand. Am I included?',
          'Yes. The programme covers the product, not the purchaser: every headphone in the affected ranges is eligible.',
        ],
        [
          'My serial number is not accepted.',
          'Extend the left headband slider fully and read all seven digits. Do not include the letters “S/N”.',
        ],
      ],
      partNumberLabel: 'Part number',
      partNumberHint: '',
      serialNumberHint:
        'The 7-digit serial number is printed inside the left headband slider: extend the slider fully to read it.',
      affected: {
        title: 'Your headphones are included in this programme',
        message:
          'The battery of your headphones may swell after long charging in a hot place. We will replace it free of charge.',
        nextSteps: [
          'Stop charging your headphones and keep them away from heat sources.',
          'Request your free battery replacement by contacting support and quoting your reference below. We send you a prepaid box.',
          'Do not open the headphones or try to replace the battery yourself.',
        ],
      },
      notAffected: {
        title: 'Your headphones are not affected',
        message:
          'The serial number you entered is not in the affected ranges. You can continue to use and charge your headphones as normal.',
      },
    },
    de: {
      title: 'Akku-Prüfprogramm für kabellose Kopfhörer',
      intro:
        'Bei einigen zwischen August und November 2023 hergestellten kabellosen Kopfhörern kann sich der Akku nach langem Laden an einem heißen Ort aufblähen. Prüfen Sie anhand der Seriennummer, ob Ihr Kopfhörer betroffen ist.',
      about: [
        'Wir haben festgestellt, dass sich der eingebaute Akku bei einer kleinen Anzahl von Kopfhörern aus einem Produktionszeitraum aufblähen kann, wenn sie viele Stunden bei Temperaturen über 35 °C geladen werden. Ein aufgeblähter Akku kann das Ohrpolster verschieben. Es wurden keine Verletzungen gemeldet.',
        'Betroffen sind nur Kopfhörer mit Seriennummern in den betroffenen Bereichen. Früher oder später hergestellte Kopfhörer verwenden eine andere Akkuzelle.',
      ],
      action: [
        'Prüfen Sie unten Ihre Seriennummer. Ist Ihr Kopfhörer betroffen, laden Sie ihn nicht mehr und fordern Sie einen kostenlosen Akkutausch an. Wir holen den Kopfhörer ab, tauschen den Akku und senden ihn innerhalb von 10 Werktagen zurück – kostenlos und auch nach Ablauf der Garantie.',
      ],
      faq: [
        [
          'Kann ich den Kopfhörer weiter benutzen?',
          'Sie können im Akkubetrieb weiter Musik hören, laden Sie den Kopfhörer aber bis zum Akkutausch bitte nicht mehr.',
        ],
        [
          'Werden beim Tausch meine Einstellungen gelöscht?',
          'Der Kopfhörer wird beim Service zurückgesetzt. Koppeln Sie ihn nach der Rücksendung erneut mit Ihrem Telefon.',
        ],
        [
          'Ich habe den Kopfhörer gebraucht gekauft. Bin ich berechtigt?',
          'Ja. Das Programm gilt für das Produkt, nicht für den Käufer: Jeder Kopfhörer in den betroffenen Bereichen ist berechtigt.',
        ],
        [
          'Meine Seriennummer wird nicht akzeptiert.',
          'Ziehen Sie den linken Kopfbügel ganz aus und lesen Sie alle sieben Ziffern ab. Geben Sie die Buchstaben „S/N“ nicht mit ein.',
        ],
      ],
      partNumberLabel: 'Teilenummer',
      partNumberHint: '',
      serialNumberHint:
        'Die 7-stellige Seriennummer steht innen am linken Kopfbügel: Ziehen Sie den Bügel ganz aus, um sie abzulesen.',
      affected: {
        title: 'Ihr Kopfhörer ist von diesem Programm betroffen',
        message:
          'Der Akku Ihres Kopfhörers kann sich nach langem Laden an einem heißen Ort aufblähen. Wir tauschen ihn kostenlos aus.',
        nextSteps: [
          'Laden Sie den Kopfhörer nicht mehr und halten Sie ihn von Wärmequellen fern.',
          'Fordern Sie den kostenlosen Akkutausch beim Support an und nennen Sie die unten stehende Referenz. Wir senden Ihnen einen frankierten Versandkarton.',
          'Öffnen Sie den Kopfhörer nicht und tauschen Sie den Akku nicht selbst.',
        ],
      },
      notAffected: {
        title: 'Ihr Kopfhörer ist nicht betroffen',
        message:
          'Die eingegebene Seriennummer liegt nicht in den betroffenen Bereichen. Sie können Ihren Kopfhörer wie gewohnt benutzen und laden.',
      },
    },
    fr: {
      title: 'Programme de contrôle de la batterie des casques sans fil',
      intro:
        'Sur certains casques sans fil fabriqués entre août et novembre 2023, la batterie peut gonfler après une longue charge dans un endroit chaud. Vérifiez votre numéro de série pour savoir si votre casque est concerné.',
      about: [
        'Nous avons constaté que la batterie intégrée d’un petit nombre de casques issus d’une même période de production peut gonfler lorsque le casque est chargé pendant de nombreuses heures à plus de 35 °C. Une batterie gonflée peut déplacer le coussinet. Aucune blessure n’a été signalée.',
        'Seuls les casques dont le numéro de série figure dans les plages concernées sont inclus. Les casques fabriqués avant ou après cette période utilisent une autre cellule de batterie.',
      ],
      action: [
        'Vérifiez votre numéro de série ci-dessous. Si votre casque est concerné, arrêtez de le charger et demandez le remplacement gratuit de la batterie. Nous récupérons le casque, remplaçons la batterie et vous le renvoyons sous 10 jours ouvrés, gratuitement, que la garantie ait expiré ou non.',
      ],
      faq: [
        [
          'Puis-je continuer à utiliser mon casque ?',
          'Vous pouvez l’utiliser sur batterie, mais ne le rechargez plus jusqu’au remplacement de la batterie.',
        ],
        [
          'Le remplacement efface-t-il mes réglages ?',
          'Le casque est réinitialisé pendant l’intervention. Associez-le de nouveau à votre téléphone à son retour.',
        ],
        [
          'J’ai acheté mon casque d’occasion. Suis-je concerné ?',
          'Oui. Le programme porte sur le produit et non sur l’acheteur : tout casque des plages concernées est éligible.',
        ],
        [
          'Mon numéro de série n’est pas accepté.',
          'Dépliez entièrement l’arceau gauche et relevez les sept chiffres. N’incluez pas les lettres « S/N ».',
        ],
      ],
      partNumberLabel: 'Référence de la pièce',
      partNumberHint: '',
      serialNumberHint:
        'Le numéro de série à 7 chiffres est imprimé à l’intérieur de l’arceau gauche : dépliez-le entièrement pour le lire.',
      affected: {
        title: 'Votre casque est concerné par ce programme',
        message:
          'La batterie de votre casque peut gonfler après une longue charge dans un endroit chaud. Nous la remplaçons gratuitement.',
        nextSteps: [
          'Arrêtez de charger votre casque et tenez-le éloigné des sources de chaleur.',
          'Demandez le remplacement gratuit de la batterie auprès du support en indiquant la référence ci-dessous. Nous vous envoyons un carton prépayé.',
          'N’ouvrez pas le casque et ne remplacez pas la batterie vous-même.',
        ],
      },
      notAffected: {
        title: 'Votre casque n’est pas concerné',
        message:
          'Le numéro de série saisi ne figure pas dans les plages concernées. Vous pouvez continuer à utiliser et à charger votre casque normalement.',
      },
    },
  },
  {
    listId: 'tv-power-supply-2021',
    published: '2022-05-17',
    updated: '2023-11-08',
    popularity: 80,
    format: SEVEN_DIGITS,
    referencePrefix: 'TVP21',
    models: [
      { modelName: 'AT-50X89J', secondaryModels: [], parts: [] },
      { modelName: 'AT-55X89J', secondaryModels: [], parts: [] },
      { modelName: 'AT-65X89J', secondaryModels: [], parts: [] },
      { modelName: 'AT-75X89J', secondaryModels: [], parts: [] },
      { modelName: 'AO-55A80J', secondaryModels: [], parts: [] },
      { modelName: 'AO-65A80J', secondaryModels: [], parts: [] },
    ],
    ranges: [
      { models: ['AT-50X89J'], from: '7001000', to: '7004999' },
      { models: ['AT-55X89J'], from: '7012000', to: '7018999' },
      { models: ['AT-65X89J'], from: '7105000', to: '7107999' },
      { models: ['AT-75X89J'], from: '7150000', to: '7150999' },
      { models: ['AO-55A80J', 'AO-65A80J'], from: '8020000', to: '8024999' },
    ],
    en: {
      title: 'Power supply board check for 2021 televisions',
      intro:
        'A small number of 2021 X89J and A80J televisions may switch off by themselves while the standby light blinks red six times. Check your serial number: affected televisions get a free repair, even outside the warranty period.',
      about: [
        'A capacitor on the power supply board of some televisions made between March and July 2021 can age faster than expected. When it does, the television switches itself off and the standby light blinks red six times. The fault is not dangerous, but the television will not switch on again until the board is replaced.',
        'Televisions with serial numbers outside the affected ranges have a revised power supply board.',
      ],
      action: [
        'Check your serial number below. If your television is included, you can keep using it. If it shows the fault, or if you want the board replaced before it does, book the free repair: an engineer replaces the power supply board at your home in about 45 minutes.',
      ],
      faq: [
        [
          'Where is the serial number?',
          'On the rating label on the back of the television, next to the model number, and in Settings > System > About > Serial number.',
        ],
        [
          'Will I lose my channels and apps?',
          'No. The power supply board does not store settings; your channels, apps and picture settings stay as they are.',
        ],
        [
          'I already paid for this repair.',
          'Contact support with your repair invoice. We refund repairs of the power supply board carried out on affected televisions.',
        ],
        [
          'My television is outside the warranty period.',
          'The repair is free for every television in the affected ranges, whatever its age.',
        ],
      ],
      partNumberLabel: 'Part number',
      partNumberHint: '',
      serialNumberHint:
        'The 7-digit serial number is on the rating label on the back of the TV and in Settings > System > About.',
      affected: {
        title: 'Your television is included in this programme',
        message:
          'Your television may need a new power supply board. We replace it free of charge, even outside the warranty period.',
        nextSteps: [
          'You can keep using your television as normal.',
          'If it switches off and the standby light blinks red six times, unplug it for one minute before switching it on again.',
          'Book the free home repair by contacting support and quoting your reference below.',
        ],
      },
      notAffected: {
        title: 'Your television is not affected',
        message:
          'The serial number you entered is not in the affected ranges. Your television already has the revised power supply board.',
      },
    },
    de: {
      title: 'Prüfung des Netzteils bei Fernsehern aus 2021',
      intro:
        'Einige Fernseher der Serien X89J und A80J aus 2021 können sich von selbst ausschalten, während die Standby-Leuchte sechsmal rot blinkt. Prüfen Sie Ihre Seriennummer: Betroffene Geräte werden kostenlos repariert, auch nach Ablauf der Garantie.',
      about: [
        'Ein Kondensator auf der Netzteilplatine einiger zwischen März und Juli 2021 hergestellter Fernseher kann schneller altern als vorgesehen. Dann schaltet sich der Fernseher aus und die Standby-Leuchte blinkt sechsmal rot. Der Fehler ist nicht gefährlich, aber der Fernseher lässt sich erst nach dem Tausch der Platine wieder einschalten.',
        'Fernseher mit Seriennummern außerhalb der betroffenen Bereiche haben eine überarbeitete Netzteilplatine.',
      ],
      action: [
        'Prüfen Sie unten Ihre Seriennummer. Ist Ihr Fernseher betroffen, können Sie ihn weiter benutzen. Tritt der Fehler auf oder möchten Sie die Platine vorsorglich tauschen lassen, buchen Sie die kostenlose Reparatur: Ein Techniker tauscht das Netzteil bei Ihnen zu Hause in etwa 45 Minuten.',
      ],
      faq: [
        [
          'Wo finde ich die Seriennummer?',
          'Auf dem Typenschild auf der Rückseite neben der Modellnummer sowie unter Einstellungen > System > Info > Seriennummer.',
        ],
        [
          'Verliere ich meine Sender und Apps?',
          'Nein. Die Netzteilplatine speichert keine Einstellungen; Sender, Apps und Bildeinstellungen bleiben erhalten.',
        ],
        [
          'Ich habe die Reparatur bereits bezahlt.',
          'Wenden Sie sich mit Ihrer Reparaturrechnung an den Support. Wir erstatten Netzteilreparaturen an betroffenen Fernsehern.',
        ],
        [
          'Mein Fernseher ist außerhalb der Garantie.',
          'Die Reparatur ist für jeden Fernseher in den betroffenen Bereichen kostenlos, unabhängig vom Alter.',
        ],
      ],
      partNumberLabel: 'Teilenummer',
      partNumberHint: '',
      serialNumberHint:
        'Die 7-stellige Seriennummer steht auf dem Typenschild auf der Rückseite und unter Einstellungen > System > Info.',
      affected: {
        title: 'Ihr Fernseher ist von diesem Programm betroffen',
        message:
          'Ihr Fernseher benötigt möglicherweise eine neue Netzteilplatine. Wir tauschen sie kostenlos aus, auch nach Ablauf der Garantie.',
        nextSteps: [
          'Sie können Ihren Fernseher wie gewohnt weiter benutzen.',
          'Schaltet er sich aus und blinkt die Standby-Leuchte sechsmal rot, ziehen Sie den Netzstecker für eine Minute und schalten Sie ihn dann wieder ein.',
          'Buchen Sie die kostenlose Reparatur vor Ort beim Support und nennen Sie die unten stehende Referenz.',
        ],
      },
      notAffected: {
        title: 'Ihr Fernseher ist nicht betroffen',
        message:
          'Die eingegebene Seriennummer liegt nicht in den betroffenen Bereichen. Ihr Fernseher hat bereits die überarbeitete Netzteilplatine.',
      },
    },
    fr: {
      title: 'Contrôle de la carte d’alimentation des téléviseurs 2021',
      intro:
        'Un petit nombre de téléviseurs X89J et A80J de 2021 peuvent s’éteindre seuls tandis que le voyant de veille clignote six fois en rouge. Vérifiez votre numéro de série : les téléviseurs concernés sont réparés gratuitement, même hors garantie.',
      about: [
        'Un condensateur de la carte d’alimentation de certains téléviseurs fabriqués entre mars et juillet 2021 peut vieillir plus vite que prévu. Le téléviseur s’éteint alors et le voyant de veille clignote six fois en rouge. Le défaut n’est pas dangereux, mais le téléviseur ne se rallume plus avant le remplacement de la carte.',
        'Les téléviseurs dont le numéro de série est hors des plages concernées disposent d’une carte d’alimentation révisée.',
      ],
      action: [
        'Vérifiez votre numéro de série ci-dessous. Si votre téléviseur est concerné, vous pouvez continuer à l’utiliser. En cas de panne, ou pour remplacer la carte par précaution, réservez la réparation gratuite : un technicien remplace la carte à domicile en 45 minutes environ.',
      ],
      faq: [
        [
          'Où se trouve le numéro de série ?',
          'Sur l’étiquette signalétique au dos du téléviseur, à côté de la référence, et dans Paramètres > Système > À propos > Numéro de série.',
        ],
        [
          'Vais-je perdre mes chaînes et applications ?',
          'Non. La carte d’alimentation ne stocke aucun réglage ; chaînes, applications et réglages d’image sont conservés.',
        ],
        [
          'J’ai déjà payé cette réparation.',
          'Contactez le support avec votre facture : nous remboursons les réparations de la carte d’alimentation des téléviseurs concernés.',
        ],
        [
          'Mon téléviseur n’est plus sous garantie.',
          'La réparation est gratuite pour tout téléviseur des plages concernées, quel que soit son âge.',
        ],
      ],
      partNumberLabel: 'Référence de la pièce',
      partNumberHint: '',
      serialNumberHint:
        'Le numéro de série à 7 chiffres figure sur l’étiquette au dos du téléviseur et dans Paramètres > Système > À propos.',
      affected: {
        title: 'Votre téléviseur est concerné par ce programme',
        message:
          'Votre téléviseur peut nécessiter une nouvelle carte d’alimentation. Nous la remplaçons gratuitement, même hors garantie.',
        nextSteps: [
          'Vous pouvez continuer à utiliser votre téléviseur normalement.',
          'S’il s’éteint et que le voyant de veille clignote six fois en rouge, débranchez-le une minute avant de le rallumer.',
          'Réservez la réparation gratuite à domicile auprès du support en indiquant la référence ci-dessous.',
        ],
      },
      notAffected: {
        title: 'Votre téléviseur n’est pas concerné',
        message:
          'Le numéro de série saisi ne figure pas dans les plages concernées. Votre téléviseur dispose déjà de la carte d’alimentation révisée.',
      },
    },
  },
  {
    listId: 'earbuds-charging-case',
    published: '2023-09-05',
    updated: '2024-01-22',
    popularity: 85,
    format: SEVEN_DIGITS,
    referencePrefix: 'ECC23',
    models: [
      {
        modelName: 'AWF-1000XM4',
        secondaryModels: ['AWF-1000XM4/B', 'AWF-1000XM4/S'],
        parts: ['BCC-XM4A', 'BCC-XM4B'],
      },
      { modelName: 'AWF-1000XM3', secondaryModels: ['AWF-1000XM3/B', 'AWF-1000XM3/S'], parts: ['BCC-XM3A'] },
      {
        modelName: 'AWF-C500',
        secondaryModels: ['AWF-C500/B', 'AWF-C500/W', 'AWF-C500/G'],
        parts: ['BCC-C5A', 'BCC-C5B'],
      },
    ],
    ranges: [
      { models: ['AWF-1000XM4'], parts: ['BCC-XM4A'], from: '1200000', to: '1234999' },
      {
        models: ['AWF-1000XM3'],
        secondaryModels: ['AWF-1000XM3/S'],
        parts: ['BCC-XM3A'],
        from: '1100000',
        to: '1102999',
      },
      { models: ['AWF-C500'], parts: ['BCC-C5B'], from: '1500000', to: '1519999' },
    ],
    en: {
      title: 'Earbuds charging case replacement programme',
      intro:
        'Some charging cases supplied with our true wireless earbuds may stop charging the earbuds after a firmware update of the case. Check the serial number of your case to see whether you can get a free replacement case.',
      about: [
        'The charging contacts of some cases from two production batches can lose contact with the earbuds after the case firmware 2.1 update. The earbuds then do not charge, or the case light does not come on when you close the lid. The earbuds themselves are not affected.',
        'Whether your case is included depends on its part number and serial number, both printed inside the lid.',
      ],
      action: [
        'Choose your earbuds, their colour and the part number printed inside the case lid, then enter the serial number of the case. If the case is included, we send you a new case free of charge; you keep your earbuds.',
      ],
      faq: [
        [
          'Do I need to send my earbuds?',
          'No. Only the case is replaced. Keep your earbuds and return the old case in the envelope supplied with the new one.',
        ],
        [
          'Will the new case work with my earbuds straight away?',
          'Yes. Put the earbuds in the new case, close the lid for 30 seconds and they pair with it automatically.',
        ],
        [
          'Where is the part number?',
          'Inside the lid of the case, on the first line of the small print (for example BCC-XM4A). The serial number is on the line below.',
        ],
      ],
      partNumberLabel: 'Charging case part number',
      partNumberHint: 'Printed inside the lid of the case, for example BCC-XM4A.',
      serialNumberHint: 'The 7-digit serial number of the case is printed inside the lid, below the part number.',
      affected: {
        title: 'Your charging case is included in this programme',
        message: 'Your charging case may stop charging your earbuds. We will send you a new case free of charge.',
        nextSteps: [
          'You can keep using your earbuds and case until the new case arrives.',
          'Order your free replacement case by contacting support and quoting your reference below.',
          'Return the old case in the prepaid envelope supplied with the new one.',
        ],
      },
      notAffected: {
        title: 'Your charging case is not affected',
        message:
          'The part number and serial number you entered are not in the affected batches. If your earbuds do not charge, see the charging troubleshooting articles for your model.',
      },
    },
    de: {
      title: 'Austauschprogramm für Ladeetuis von In-Ear-Kopfhörern',
      intro:
        'Einige Ladeetuis unserer True-Wireless-Kopfhörer laden die Ohrhörer nach einem Firmware-Update des Etuis möglicherweise nicht mehr. Prüfen Sie die Seriennummer Ihres Etuis, um zu erfahren, ob Sie ein kostenloses Ersatzetui erhalten.',
      about: [
        'Die Ladekontakte einiger Etuis aus zwei Produktionschargen können nach dem Update auf die Etui-Firmware 2.1 den Kontakt zu den Ohrhörern verlieren. Die Ohrhörer laden dann nicht, oder die Etui-Leuchte geht beim Schließen des Deckels nicht an. Die Ohrhörer selbst sind nicht betroffen.',
        'Ob Ihr Etui betroffen ist, hängt von Teilenummer und Seriennummer ab, die beide innen im Deckel stehen.',
      ],
      action: [
        'Wählen Sie Ihre Kopfhörer, die Farbe und die Teilenummer aus dem Etuideckel und geben Sie dann die Seriennummer des Etuis ein. Ist das Etui betroffen, senden wir Ihnen kostenlos ein neues; Ihre Ohrhörer behalten Sie.',
      ],
      faq: [
        [
          'Muss ich meine Ohrhörer einsenden?',
          'Nein. Nur das Etui wird ersetzt. Behalten Sie Ihre Ohrhörer und senden Sie das alte Etui im beiliegenden Umschlag zurück.',
        ],
        [
          'Funktioniert das neue Etui sofort mit meinen Ohrhörern?',
          'Ja. Legen Sie die Ohrhörer in das neue Etui und schließen Sie den Deckel für 30 Sekunden; sie koppeln sich automatisch.',
        ],
        [
          'Wo finde ich die Teilenummer?',
          'Innen im Deckel, in der ersten Zeile des Aufdrucks (zum Beispiel BCC-XM4A). Die Seriennummer steht in der Zeile darunter.',
        ],
      ],
      partNumberLabel: 'Teilenummer des Ladeetuis',
      partNumberHint: 'Steht innen im Deckel des Etuis, zum Beispiel BCC-XM4A.',
      serialNumberHint: 'Die 7-stellige Seriennummer des Etuis steht innen im Deckel unter der Teilenummer.',
      affected: {
        title: 'Ihr Ladeetui ist von diesem Programm betroffen',
        message:
          'Ihr Ladeetui lädt Ihre Ohrhörer möglicherweise nicht mehr. Wir senden Ihnen kostenlos ein neues Etui.',
        nextSteps: [
          'Sie können Ohrhörer und Etui bis zur Lieferung des neuen Etuis weiter benutzen.',
          'Bestellen Sie das kostenlose Ersatzetui beim Support und nennen Sie die unten stehende Referenz.',
          'Senden Sie das alte Etui im beiliegenden frankierten Umschlag zurück.',
        ],
      },
      notAffected: {
        title: 'Ihr Ladeetui ist nicht betroffen',
        message:
          'Die eingegebene Teile- und Seriennummer gehören nicht zu den betroffenen Chargen. Laden Ihre Ohrhörer nicht, helfen die Artikel zur Fehlerbehebung beim Laden für Ihr Modell.',
      },
    },
    fr: {
      title: 'Programme de remplacement des étuis de charge des écouteurs',
      intro:
        'Certains étuis de charge fournis avec nos écouteurs sans fil peuvent ne plus recharger les écouteurs après une mise à jour du micrologiciel de l’étui. Vérifiez le numéro de série de votre étui pour savoir si vous pouvez obtenir un étui de remplacement gratuit.',
      about: [
        'Après la mise à jour 2.1 du micrologiciel de l’étui, les contacts de charge de certains étuis issus de deux lots de production peuvent perdre le contact avec les écouteurs. Les écouteurs ne se chargent plus, ou le voyant de l’étui ne s’allume pas à la fermeture du couvercle. Les écouteurs eux-mêmes ne sont pas concernés.',
        'L’éligibilité de votre étui dépend de sa référence et de son numéro de série, tous deux imprimés à l’intérieur du couvercle.',
      ],
      action: [
        'Choisissez vos écouteurs, leur coloris et la référence imprimée dans le couvercle, puis saisissez le numéro de série de l’étui. Si l’étui est concerné, nous vous envoyons gratuitement un nouvel étui ; vous conservez vos écouteurs.',
      ],
      faq: [
        [
          'Dois-je envoyer mes écouteurs ?',
          'Non. Seul l’étui est remplacé. Conservez vos écouteurs et renvoyez l’ancien étui dans l’enveloppe fournie avec le nouveau.',
        ],
        [
          'Le nouvel étui fonctionne-t-il tout de suite avec mes écouteurs ?',
          'Oui. Placez les écouteurs dans le nouvel étui et fermez le couvercle 30 secondes : ils s’associent automatiquement.',
        ],
        [
          'Où se trouve la référence ?',
          'À l’intérieur du couvercle, sur la première ligne (par exemple BCC-XM4A). Le numéro de série figure sur la ligne suivante.',
        ],
      ],
      partNumberLabel: 'Référence de l’étui de charge',
      partNumberHint: 'Imprimée à l’intérieur du couvercle de l’étui, par exemple BCC-XM4A.',
      serialNumberHint:
        'Le numéro de série à 7 chiffres de l’étui est imprimé à l’intérieur du couvercle, sous la référence.',
      affected: {
        title: 'Votre étui de charge est concerné par ce programme',
        message:
          'Votre étui de charge risque de ne plus recharger vos écouteurs. Nous vous envoyons gratuitement un nouvel étui.',
        nextSteps: [
          'Vous pouvez continuer à utiliser vos écouteurs et l’étui jusqu’à la réception du nouvel étui.',
          'Commandez votre étui de remplacement gratuit auprès du support en indiquant la référence ci-dessous.',
          'Renvoyez l’ancien étui dans l’enveloppe prépayée fournie avec le nouveau.',
        ],
      },
      notAffected: {
        title: 'Votre étui de charge n’est pas concerné',
        message:
          'La référence et le numéro de série saisis n’appartiennent pas aux lots concernés. Si vos écouteurs ne se chargent pas, consultez les articles de dépannage de la charge pour votre modèle.',
      },
    },
  },
  {
    listId: 'soundbar-ac-adapter',
    published: '2022-10-03',
    updated: '2022-12-14',
    popularity: 60,
    format: { minLength: 8, maxLength: 8, charset: 'digits' },
    referencePrefix: 'SAC22',
    models: [
      { modelName: 'ASB-S100F', secondaryModels: [], parts: ['AC-S1910', 'AC-S1925'] },
      { modelName: 'ASB-S200F', secondaryModels: [], parts: ['AC-S1925'] },
    ],
    ranges: [{ models: ['ASB-S100F'], parts: ['AC-S1910'], from: '10000000', to: '10249999' }],
    en: {
      title: 'Soundbar AC adapter safety check',
      intro:
        'The plug housing of some AC adapters supplied with the ASB-S100F soundbar can crack when the adapter is pulled out by its cable. Check the adapter’s model and serial number to see whether you should replace it.',
      about: [
        'A batch of AC adapters with the model number AC-S1910 has a plug housing that can crack if the adapter is repeatedly pulled out of the wall socket by its cable. A cracked housing could expose live parts.',
        'Adapters with the model number AC-S1925 use a different housing and are not affected.',
      ],
      action: [
        'Choose your soundbar and the model number printed on the AC adapter, then enter the adapter’s 8-digit serial number. If your adapter is included, stop using it and we will send you a new adapter free of charge.',
      ],
      faq: [
        [
          'Can I use another adapter in the meantime?',
          'Only use an adapter supplied by us for your soundbar. Adapters of other devices may have a different voltage and damage the soundbar.',
        ],
        [
          'How do I return the old adapter?',
          'You don’t need to: cut the cable and recycle the adapter at an electrical waste collection point.',
        ],
      ],
      partNumberLabel: 'AC adapter model number',
      partNumberHint: 'Printed on the label of the AC adapter, for example AC-S1910.',
      serialNumberHint: 'The 8-digit serial number is printed on the adapter’s label, below the model number.',
      affected: {
        title: 'Your AC adapter is included in this safety check',
        message: 'Please stop using this AC adapter. We will send you a new one free of charge.',
        nextSteps: [
          'Unplug the adapter from the wall socket by holding the adapter, not the cable, and stop using it.',
          'Order your free replacement adapter by contacting support and quoting your reference below.',
          'Recycle the old adapter at an electrical waste collection point.',
        ],
      },
      notAffected: {
        title: 'Your AC adapter is not affected',
        message: 'The adapter you entered is not part of the affected batch. You can continue to use it safely.',
      },
    },
    de: {
      title: 'Sicherheitsprüfung des Netzteils von Soundbars',
      intro:
        'Das Steckergehäuse einiger mit der Soundbar ASB-S100F gelieferter Netzteile kann brechen, wenn das Netzteil am Kabel aus der Steckdose gezogen wird. Prüfen Sie Modell- und Seriennummer des Netzteils, um zu erfahren, ob Sie es ersetzen sollten.',
      about: [
        'Bei einer Charge von Netzteilen mit der Modellnummer AC-S1910 kann das Steckergehäuse brechen, wenn das Netzteil wiederholt am Kabel aus der Steckdose gezogen wird. Ein gebrochenes Gehäuse könnte stromführende Teile freilegen.',
        'Netzteile mit der Modellnummer AC-S1925 haben ein anderes Gehäuse und sind nicht betroffen.',
      ],
      action: [
        'Wählen Sie Ihre Soundbar und die auf dem Netzteil aufgedruckte Modellnummer und geben Sie dann die 8-stellige Seriennummer des Netzteils ein. Ist Ihr Netzteil betroffen, benutzen Sie es nicht mehr; wir senden Ihnen kostenlos ein neues.',
      ],
      faq: [
        [
          'Kann ich übergangsweise ein anderes Netzteil verwenden?',
          'Verwenden Sie nur ein von uns für Ihre Soundbar geliefertes Netzteil. Netzteile anderer Geräte können eine andere Spannung haben und die Soundbar beschädigen.',
        ],
        [
          'Wie sende ich das alte Netzteil zurück?',
          'Gar nicht: Schneiden Sie das Kabel ab und geben Sie das Netzteil bei einer Sammelstelle für Elektroaltgeräte ab.',
        ],
      ],
      partNumberLabel: 'Modellnummer des Netzteils',
      partNumberHint: 'Steht auf dem Etikett des Netzteils, zum Beispiel AC-S1910.',
      serialNumberHint: 'Die 8-stellige Seriennummer steht auf dem Etikett des Netzteils unter der Modellnummer.',
      affected: {
        title: 'Ihr Netzteil ist von dieser Sicherheitsprüfung betroffen',
        message: 'Bitte benutzen Sie dieses Netzteil nicht mehr. Wir senden Ihnen kostenlos ein neues.',
        nextSteps: [
          'Ziehen Sie das Netzteil am Gehäuse, nicht am Kabel, aus der Steckdose und benutzen Sie es nicht mehr.',
          'Bestellen Sie das kostenlose Ersatznetzteil beim Support und nennen Sie die unten stehende Referenz.',
          'Geben Sie das alte Netzteil bei einer Sammelstelle für Elektroaltgeräte ab.',
        ],
      },
      notAffected: {
        title: 'Ihr Netzteil ist nicht betroffen',
        message:
          'Das eingegebene Netzteil gehört nicht zur betroffenen Charge. Sie können es weiterhin sicher verwenden.',
      },
    },
    fr: {
      title: 'Contrôle de sécurité de l’adaptateur secteur des barres de son',
      intro:
        'Le boîtier de la fiche de certains adaptateurs secteur fournis avec la barre de son ASB-S100F peut se fissurer lorsque l’adaptateur est débranché en tirant sur le câble. Vérifiez la référence et le numéro de série de l’adaptateur pour savoir s’il doit être remplacé.',
      about: [
        'Sur un lot d’adaptateurs de référence AC-S1910, le boîtier de la fiche peut se fissurer si l’adaptateur est débranché à plusieurs reprises en tirant sur le câble. Un boîtier fissuré pourrait exposer des pièces sous tension.',
        'Les adaptateurs de référence AC-S1925 utilisent un autre boîtier et ne sont pas concernés.',
      ],
      action: [
        'Choisissez votre barre de son et la référence imprimée sur l’adaptateur secteur, puis saisissez le numéro de série à 8 chiffres de l’adaptateur. S’il est concerné, cessez de l’utiliser : nous vous envoyons gratuitement un nouvel adaptateur.',
      ],
      faq: [
        [
          'Puis-je utiliser un autre adaptateur en attendant ?',
          'Utilisez uniquement un adaptateur fourni par nos soins pour votre barre de son. L’adaptateur d’un autre appareil peut avoir une tension différente et l’endommager.',
        ],
        [
          'Comment renvoyer l’ancien adaptateur ?',
          'Inutile de le renvoyer : coupez le câble et déposez l’adaptateur dans un point de collecte des déchets électriques.',
        ],
      ],
      partNumberLabel: 'Référence de l’adaptateur secteur',
      partNumberHint: 'Imprimée sur l’étiquette de l’adaptateur, par exemple AC-S1910.',
      serialNumberHint: 'Le numéro de série à 8 chiffres figure sur l’étiquette de l’adaptateur, sous la référence.',
      affected: {
        title: 'Votre adaptateur secteur est concerné par ce contrôle',
        message: 'Cessez d’utiliser cet adaptateur secteur. Nous vous en envoyons un nouveau gratuitement.',
        nextSteps: [
          'Débranchez l’adaptateur de la prise en le tenant par le boîtier, pas par le câble, et cessez de l’utiliser.',
          'Commandez votre adaptateur de remplacement gratuit auprès du support en indiquant la référence ci-dessous.',
          'Déposez l’ancien adaptateur dans un point de collecte des déchets électriques.',
        ],
      },
      notAffected: {
        title: 'Votre adaptateur secteur n’est pas concerné',
        message:
          'L’adaptateur saisi ne fait pas partie du lot concerné. Vous pouvez continuer à l’utiliser en toute sécurité.',
      },
    },
  },
];
