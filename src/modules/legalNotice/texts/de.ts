import { LEGAL_TITLES } from './titles';
import type { LegalTexts } from './types';

/** Impressum und Datenschutzerklärung auf Deutsch; inhaltlich gleich mit ./en.ts. */
export const legalDe: LegalTexts = {
  imprint: {
    title: LEGAL_TITLES.de.imprint,
    lead: 'Angaben zum Anbieter dieser Support-Website gemäß § 5 DDG.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Anbieter',
        paragraphs: ['Aurora Electronics Europe GmbH', 'Hafenstraße 12, 20457 Hamburg, Deutschland'],
      },
      {
        heading: 'Vertreten durch',
        paragraphs: ['Die Geschäftsführung: Jana Becker, Luc Moreau'],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['Telefon: +49 40 5555 0100', 'E-Mail: support@aurora.example', 'Unser Kontaktformular finden Sie auf der Kontaktseite.'],
      },
      {
        heading: 'Registereintrag',
        paragraphs: ['Handelsregister des Amtsgerichts Hamburg, HRB 000000', 'Umsatzsteuer-Identifikationsnummer: DE000000000'],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    ],
  },
  privacy: {
    title: LEGAL_TITLES.de.privacy,
    lead: 'Was diese Support-Website über Sie speichert, wozu und wie lange.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: ['Aurora Electronics Europe GmbH (siehe Impressum). Fragen zu Ihren Daten richten Sie bitte an privacy@aurora.example.'],
      },
      {
        heading: 'Support- und Reparaturanfragen',
        paragraphs: [
          'Wenn Sie eine Supportanfrage senden oder eine Reparatur anfragen, speichern wir Ihre Angaben (Name, E-Mail-Adresse, Produkt, Seriennummer und Fehlerbeschreibung), um Ihnen zu antworten und die Reparatur durchzuführen. Wir bewahren sie auf, solange wir sie für die Anfrage brauchen und das Gesetz Aufzeichnungen über Garantiereparaturen verlangt.',
        ],
      },
      {
        heading: 'Besuchte Seiten und Suchanfragen',
        paragraphs: [
          'Wir protokollieren, welche Supportseiten geöffnet und welche Begriffe gesucht werden, um fehlende Antworten zu finden und die Suche zu verbessern. Suchbegriffe werden pro Tag gezählt, ohne Bezug zu einer Person oder Netzwerkadresse. Ein protokollierter Seitenaufruf enthält nur einen Einweg-Hash Ihres Konto-Tokens, wenn Ihr Browser nach einer Anmeldung bei Ihrem Konto einen hat, sonst nichts, was Sie identifiziert.',
          'Antworten auf „War das hilfreich?“ speichern wir ohne Namen oder Adresse.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Für Besucher funktioniert die Website ohne Cookies. Ein Cookie wird nur gesetzt, wenn Sie es brauchen: ein Anmelde-Cookie für Mitarbeitende von Servicecentern (es endet nach einer Stunde ohne Aktivität und spätestens nach acht Stunden), ein Cookie, das einen geschlossenen Hinweis bis zum Schließen des Browsers ausblendet, und ein Cookie, das die vereinfachte oder eingebettete Ansicht beibehält, wenn Sie die Website aus einer unserer Apps öffnen.',
          'Wir verwenden keine Werbe- oder Tracking-Cookies von Dritten.',
        ],
      },
      {
        heading: 'Schutz vor Missbrauch',
        paragraphs: [
          'Zum Schutz vor automatisiertem Missbrauch zählen wir Anfragen je Netzwerkadresse für höchstens 15 Minuten; danach werden die Zähler gelöscht.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie können Auskunft über Ihre gespeicherten Daten verlangen, sie berichtigen oder löschen lassen, ihre Verarbeitung einschränken oder ihr widersprechen und sie in einem übertragbaren Format erhalten. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren.',
        ],
      },
    ],
  },
};
