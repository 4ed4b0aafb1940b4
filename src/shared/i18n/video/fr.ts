import type { videoEn } from './en';

/** UI strings of a video's page (French). */
export const videoFr: typeof videoEn = {
  player: 'Vidéo : {{title}}',
  captions: 'Sous-titres ({{language}})',
  chapters: 'Chapitres',
  transcript: 'Transcription',
  transcriptIntro: 'Ce que montre la vidéo, étape par étape. Choisissez un moment pour lire la vidéo à partir de là.',
  intro: 'Introduction',
  step: 'Étape {{n}}',
  tip: 'Conseil',
  playFrom: 'Lire à partir de {{time}}',
  unsupported: 'Votre navigateur ne peut pas lire cette vidéo. La transcription ci-dessous reprend toutes les étapes.',
};
