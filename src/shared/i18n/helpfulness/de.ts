import type { helpfulnessEn } from './en';

/** „Hat das geholfen?“ auf Artikeln, FAQs, Software- und Download-Seiten (ADR 028). */
export const helpfulnessDe: typeof helpfulnessEn = {
  title: 'Hat das geholfen?',
  question: 'Hat Ihnen diese Seite geholfen?',
  yes: 'Ja',
  no: 'Nein',
  reasonsLegend: 'Was war nicht in Ordnung?',
  reason: {
    'out-of-date': 'Die Informationen sind veraltet',
    'did-not-solve': 'Mein Problem wurde nicht gelöst',
    'hard-to-follow': 'Die Anleitung ist schwer verständlich',
    'wrong-product': 'Es geht um ein anderes Produkt',
    other: 'Etwas anderes',
  },
  comment: 'Möchten Sie uns mehr sagen? (optional)',
  commentHint: 'Bis zu {{max}} Zeichen. Bitte geben Sie keine persönlichen Daten wie Ihre E-Mail-Adresse an.',
  send: 'Feedback senden',
  sending: 'Wird gesendet…',
  thanks: 'Vielen Dank für Ihr Feedback.',
  thanksNo: 'Danke für Ihre Rückmeldung. Wir nutzen jede Antwort, um diese Seite zu verbessern.',
  error: 'Ihr Feedback konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
};
