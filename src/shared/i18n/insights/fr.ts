import type { PartialInsightsStrings } from './en';

export const insightsFr: PartialInsightsStrings = {
  title: 'Analyse des recherches',
  intro:
    'Ce que les visiteurs ont cherché sur le site d’assistance, ce qui n’a rien trouvé et ce que personne n’a ouvert. Les recherches sont comptées en minuscules, sans espaces superflus, séparément par langue.',
  filter: {
    label: 'Recherches en',
    all: 'Toutes les langues',
    en_GB: 'Anglais (R.-U.)',
    de_DE: 'Allemand',
    fr_FR: 'Français',
    submit: 'Afficher',
  },
  windows: {
    last7: '7 derniers jours',
    last30: '30 derniers jours',
  },
  totals: {
    label: 'Totaux',
    searches: 'Recherches',
    zeroResults: 'Aucun résultat',
    opens: 'Résultats ouverts',
  },
  chart: {
    title: 'Recherches par jour, 30 derniers jours',
    description: '{{searches}} recherches en 30 jours, dont {{zero}} sans résultat. Jour le plus chargé : {{day}} avec {{count}} recherches.',
    empty: 'Aucune recherche ces 30 derniers jours.',
    searches: 'Recherches',
    zeroResults: 'Aucun résultat',
    asTable: 'Afficher les chiffres sous forme de tableau',
    day: 'Jour',
  },
  lists: {
    top: 'Recherches les plus fréquentes',
    topIntro: 'Les recherches les plus fréquentes sur 30 jours.',
    zero: 'Recherches sans résultat',
    zeroIntro: 'La liste des contenus manquants : chaque recherche renvoie vers la recherche sur le site, pour la vérifier à nouveau après la publication de nouveaux contenus.',
    unopened: 'Résultats que personne n’a ouverts',
    unopenedIntro: 'Recherches avec des résultats dont aucun n’a été ouvert : les résultats ne répondent peut-être pas à la question.',
    empty: 'Rien à afficher pour cette période.',
  },
  columns: {
    query: 'Recherche',
    language: 'Langue',
    searches7: 'Recherches (7 jours)',
    searches30: 'Recherches (30 jours)',
    zero7: 'Aucun résultat (7 jours)',
    zero30: 'Aucun résultat (30 jours)',
    opens30: 'Ouverts (30 jours)',
    opened: 'Résultat le plus ouvert',
    helpfulness: 'Utile',
    helpfulnessValue: '{{helpful}} sur {{total}}',
  },
  searchLink: 'Rechercher « {{query}} » sur le site ({{language}})',
  generated: 'Chiffres au {{time}} (jours UTC).',
  signIn: {
    title: 'Connexion des agents du service client',
    text: 'L’analyse des recherches est réservée aux agents du service client Aurora. Connectez-vous avec votre compte agent pour la consulter.',
  },
  forbidden: 'L’analyse des recherches est réservée aux agents du service client. Votre compte ne peut pas la voir.',
  failed: 'L’analyse des recherches n’a pas pu être chargée. Veuillez réessayer dans un instant.',
  noneOpened: '—',
};
