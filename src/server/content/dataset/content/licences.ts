import type { T3 } from '../catalogue/kinds';

/** Licence agreements shown before a download (embedded HTML). */
export interface LicenceText {
  key: 'firmware' | 'software';
  title: T3;
  paragraphs: Record<keyof T3, string[]>;
}

export const LICENCES: LicenceText[] = [
  {
    key: 'firmware',
    title: {
      en: 'Aurora Firmware Licence Agreement',
      de: 'Aurora Firmware-Lizenzvereinbarung',
      fr: 'Contrat de licence du micrologiciel Aurora',
    },
    paragraphs: {
      en: [
        'This firmware is licensed, not sold, to you for use only with the Aurora product for which it is published.',
        'You may download, copy and install the firmware on that product. You may not modify, reverse engineer or distribute it.',
        'Do not switch off or disconnect the product while the update is running: an interrupted update can make the product unusable.',
        'The firmware is provided “as is”. To the extent permitted by law, Aurora Electronics is not liable for indirect damage arising from its use. Your statutory rights are not affected.',
      ],
      de: [
        'Diese Firmware wird Ihnen nicht verkauft, sondern ausschließlich zur Nutzung mit dem Aurora-Produkt lizenziert, für das sie veröffentlicht wurde.',
        'Sie dürfen die Firmware herunterladen, kopieren und auf diesem Produkt installieren. Änderung, Rückentwicklung und Weitergabe sind nicht gestattet.',
        'Schalten Sie das Produkt während des Updates nicht aus und trennen Sie es nicht: Ein abgebrochenes Update kann das Produkt unbrauchbar machen.',
        'Die Firmware wird „wie besehen“ bereitgestellt. Soweit gesetzlich zulässig, haftet Aurora Electronics nicht für mittelbare Schäden aus ihrer Nutzung. Ihre gesetzlichen Rechte bleiben unberührt.',
      ],
      fr: [
        'Ce micrologiciel vous est concédé sous licence, et non vendu, pour un usage exclusif avec le produit Aurora pour lequel il est publié.',
        'Vous pouvez télécharger, copier et installer le micrologiciel sur ce produit. Vous ne pouvez ni le modifier, ni le désassembler, ni le distribuer.',
        'N’éteignez pas et ne débranchez pas le produit pendant la mise à jour : une mise à jour interrompue peut rendre le produit inutilisable.',
        'Le micrologiciel est fourni « en l’état ». Dans les limites autorisées par la loi, Aurora Electronics décline toute responsabilité pour les dommages indirects liés à son utilisation. Vos droits légaux ne sont pas affectés.',
      ],
    },
  },
  {
    key: 'software',
    title: {
      en: 'Aurora Software End User Licence Agreement',
      de: 'Aurora Software-Endbenutzer-Lizenzvereinbarung',
      fr: 'Contrat de licence utilisateur final du logiciel Aurora',
    },
    paragraphs: {
      en: [
        'By installing this software you agree to these terms. If you do not agree, do not install or use the software.',
        'Aurora Electronics grants you a non-exclusive, non-transferable licence to install the software on computers or devices you own or control.',
        'The software may check for updates and send anonymous diagnostic data, which you can switch off in its settings.',
        'The software may contain third-party components licensed under their own terms, listed in the file LICENSES.txt.',
        'The software is provided “as is” without warranty of any kind, to the extent permitted by law. Your statutory rights are not affected.',
      ],
      de: [
        'Mit der Installation dieser Software stimmen Sie diesen Bedingungen zu. Wenn Sie nicht zustimmen, installieren oder nutzen Sie die Software nicht.',
        'Aurora Electronics gewährt Ihnen eine nicht ausschließliche, nicht übertragbare Lizenz zur Installation der Software auf Computern oder Geräten, die Sie besitzen oder verwalten.',
        'Die Software kann nach Updates suchen und anonyme Diagnosedaten senden; dies lässt sich in den Einstellungen abschalten.',
        'Die Software kann Komponenten Dritter enthalten, die eigenen Lizenzbedingungen unterliegen und in der Datei LICENSES.txt aufgeführt sind.',
        'Die Software wird, soweit gesetzlich zulässig, „wie besehen“ ohne jegliche Gewährleistung bereitgestellt. Ihre gesetzlichen Rechte bleiben unberührt.',
      ],
      fr: [
        'En installant ce logiciel, vous acceptez les présentes conditions. Si vous ne les acceptez pas, n’installez pas et n’utilisez pas le logiciel.',
        'Aurora Electronics vous accorde une licence non exclusive et non transférable pour installer le logiciel sur les ordinateurs ou appareils que vous possédez ou contrôlez.',
        'Le logiciel peut rechercher des mises à jour et envoyer des données de diagnostic anonymes, désactivables dans ses paramètres.',
        'Le logiciel peut contenir des composants tiers soumis à leurs propres licences, listés dans le fichier LICENSES.txt.',
        'Le logiciel est fourni « en l’état », sans garantie d’aucune sorte, dans les limites autorisées par la loi. Vos droits légaux ne sont pas affectés.',
      ],
    },
  },
];
