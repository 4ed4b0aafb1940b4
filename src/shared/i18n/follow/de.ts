import type { followEn } from './en';

export const followDe: typeof followEn = {
  title: 'Updates abonnieren',
  intro: 'Erhalten Sie neue Firmware, Downloads, Anleitungen und Warnhinweise für {{name}} in Ihrem Feedreader.',
  howTo:
    'Kopieren Sie die Adresse des Feed-Links oben (Rechtsklick oder lange drücken, dann „Link kopieren“) in einen Feedreader wie Feedly, Thunderbird oder Outlook. Der Reader prüft den Feed für Sie und zeigt jedes neue Update mit Datum, Version und Prüfsumme.',
  howToTitle: 'So abonnieren Sie',
  feedLink: 'Atom-Feed von {{name}}',
  categoryFeedLink: 'Atom-Feed für alles in {{name}}',
  feedTitle: 'Updates für {{name}} | Aurora Support',
  feedSubtitle: 'Neue Firmware, Downloads, Anleitungen, Neuigkeiten und Warnhinweise für {{name}}.',
  kind: {
    firmware: 'Firmware',
    download: 'Download',
    manual: 'Anleitung',
    news: 'Neuigkeit',
    alert: 'Warnhinweis',
  },
  version: 'Version {{version}}',
  checksum: 'SHA-256: {{sha256}}',
  file: 'Datei: {{fileName}} ({{size}})',
  description: {
    home: 'Anleitungen, Firmware- und Software-Downloads, FAQs und Reparaturhilfe für Aurora-Produkte.',
    product: 'Support für {{name}}: Anleitungen, Firmware- und Software-Downloads, FAQs und Hilfe.',
    category: 'Support für {{name}}: Finden Sie Ihr Modell für Anleitungen, Downloads und Hilfe.',
    results: 'Suchergebnisse für „{{query}}“ im Aurora Support: Anleitungen, Downloads und FAQs.',
    download: '{{title}}: Download mit Versionshinweisen, Version und SHA-256-Prüfsumme.',
    tool: '{{title}} – Werkzeug des Aurora Supports.',
    generic: '{{title}} – Aurora Support.',
  },
};
