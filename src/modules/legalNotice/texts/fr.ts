import { LEGAL_TITLES } from './titles';
import type { LegalTexts } from './types';

/** Mentions légales et politique de confidentialité en français ; même contenu que ./en.ts. */
export const legalFr: LegalTexts = {
  imprint: {
    title: LEGAL_TITLES.fr.imprint,
    lead: 'Informations sur l’éditeur de ce site d’assistance.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Éditeur',
        paragraphs: ['Aurora Electronics Europe GmbH', 'Hafenstraße 12, 20457 Hambourg, Allemagne'],
      },
      {
        heading: 'Représentée par',
        paragraphs: ['La direction : Jana Becker, Luc Moreau'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Téléphone : +49 40 5555 0100', 'E-mail : support@aurora.example', 'Notre formulaire de demande d’assistance se trouve sur la page de contact.'],
      },
      {
        heading: 'Immatriculation',
        paragraphs: ['Registre du commerce du tribunal de Hambourg (Amtsgericht Hamburg), HRB 000000', 'Numéro de TVA intracommunautaire : DE000000000'],
      },
      {
        heading: 'Règlement des litiges',
        paragraphs: [
          'Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.',
        ],
      },
    ],
  },
  privacy: {
    title: LEGAL_TITLES.fr.privacy,
    lead: 'Ce que ce site d’assistance enregistre à votre sujet, pourquoi et pour combien de temps.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: ['Aurora Electronics Europe GmbH (voir les mentions légales). Pour toute question sur vos données : privacy@aurora.example.'],
      },
      {
        heading: 'Demandes d’assistance et de réparation',
        paragraphs: [
          'Lorsque vous envoyez une demande d’assistance ou de réparation, nous enregistrons ce que vous saisissez (nom, adresse e-mail, produit, numéro de série et description du problème) pour vous répondre et effectuer la réparation. Nous les conservons le temps nécessaire au traitement de la demande et aussi longtemps que la loi nous impose de garder une trace des réparations sous garantie.',
        ],
      },
      {
        heading: 'Pages consultées et recherches',
        paragraphs: [
          'Nous enregistrons les pages d’assistance ouvertes et les mots recherchés, afin de repérer les réponses manquantes et d’améliorer la recherche. Les mots recherchés sont comptés par jour, sans lien avec une personne ni une adresse réseau. Une page enregistrée ne porte qu’une empreinte à sens unique du jeton de votre compte si votre navigateur en détient un après connexion, et rien qui vous identifie sinon.',
          'Les réponses à « Cela vous a-t-il aidé ? » sont enregistrées sans nom ni adresse.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Le site fonctionne sans cookies pour les visiteurs. Il n’en dépose que lorsque vous en avez besoin : un cookie de connexion pour le personnel des centres de service (il expire après une heure d’inactivité et au plus tard après huit heures), un cookie qui masque un avis fermé jusqu’à la fermeture du navigateur, et un cookie qui conserve l’affichage simplifié ou intégré lorsque vous ouvrez le site depuis l’une de nos applications.',
          'Nous n’utilisons aucun cookie publicitaire ni de suivi tiers.',
        ],
      },
      {
        heading: 'Protection contre les abus',
        paragraphs: [
          'Pour protéger le site contre les abus automatisés, nous comptons les requêtes par adresse réseau pendant 15 minutes au plus ; les compteurs sont ensuite supprimés.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, limiter leur traitement ou vous y opposer, et les recevoir dans un format portable. Vous pouvez aussi introduire une réclamation auprès de la CNIL ou d’une autre autorité de protection des données.',
        ],
      },
    ],
  },
};
