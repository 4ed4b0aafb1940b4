import type { helpfulnessEn } from './en';

/** « Cette page vous a-t-elle aidé ? » sur les articles, FAQ, logiciels et téléchargements (ADR 028). */
export const helpfulnessFr: typeof helpfulnessEn = {
  title: 'Cette page vous a-t-elle aidé ?',
  question: 'Cette page vous a-t-elle été utile ?',
  yes: 'Oui',
  no: 'Non',
  reasonsLegend: 'Qu’est-ce qui n’allait pas ?',
  reason: {
    'out-of-date': 'Les informations ne sont plus à jour',
    'did-not-solve': 'Mon problème n’est pas résolu',
    'hard-to-follow': 'Les explications sont difficiles à suivre',
    'wrong-product': 'Il s’agit d’un autre produit',
    other: 'Autre chose',
  },
  comment: 'Dites-nous en plus (facultatif)',
  commentHint: 'Jusqu’à {{max}} caractères. N’indiquez pas de données personnelles comme votre adresse e-mail.',
  send: 'Envoyer mon avis',
  sending: 'Envoi…',
  thanks: 'Merci pour votre avis.',
  thanksNo: 'Merci de nous l’avoir signalé. Chaque réponse nous aide à améliorer cette page.',
  error: 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
};
