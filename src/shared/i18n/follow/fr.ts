import type { followEn } from './en';

export const followFr: typeof followEn = {
  title: 'Suivre les mises à jour',
  intro: 'Recevez les nouveaux firmwares, téléchargements, manuels et alertes pour {{name}} dans votre lecteur de flux.',
  howTo:
    'Copiez l’adresse du lien du flux ci-dessus (clic droit ou appui long, puis « Copier le lien ») dans un lecteur de flux comme Feedly, Thunderbird ou Outlook. Le lecteur consulte le flux pour vous et affiche chaque nouvelle mise à jour avec sa date, sa version et sa somme de contrôle.',
  howToTitle: 'Comment s’abonner',
  feedLink: 'Flux Atom de {{name}}',
  categoryFeedLink: 'Flux Atom de tout le contenu de {{name}}',
  feedTitle: 'Mises à jour pour {{name}} | Aurora Support',
  feedSubtitle: 'Nouveaux firmwares, téléchargements, manuels, actualités et alertes pour {{name}}.',
  kind: {
    firmware: 'Firmware',
    download: 'Téléchargement',
    manual: 'Manuel',
    news: 'Actualité',
    alert: 'Alerte',
  },
  version: 'Version {{version}}',
  checksum: 'SHA-256 : {{sha256}}',
  file: 'Fichier : {{fileName}} ({{size}})',
  description: {
    home: 'Manuels, téléchargements de firmwares et de logiciels, FAQ et aide à la réparation pour les produits Aurora.',
    product: 'Assistance pour {{name}} : manuels, téléchargements de firmwares et de logiciels, FAQ et aide.',
    category: 'Assistance pour {{name}} : trouvez votre modèle pour les manuels, téléchargements et l’aide.',
    results: 'Résultats de recherche pour « {{query}} » dans l’assistance Aurora : manuels, téléchargements et FAQ.',
    download: '{{title}} : téléchargement avec notes de version, version et somme de contrôle SHA-256.',
    tool: '{{title}} – outil de l’assistance Aurora.',
    generic: '{{title}} – assistance Aurora.',
  },
};
