import type { videoEn } from './en';

/** UI strings of a video's page (German). */
export const videoDe: typeof videoEn = {
  player: 'Video: {{title}}',
  captions: 'Untertitel ({{language}})',
  chapters: 'Kapitel',
  transcript: 'Transkript',
  transcriptIntro: 'Was das Video zeigt, Schritt für Schritt. Wählen Sie eine Zeit, um das Video ab dort abzuspielen.',
  intro: 'Einführung',
  step: 'Schritt {{n}}',
  tip: 'Tipp',
  playFrom: 'Ab {{time}} abspielen',
  unsupported: 'Ihr Browser kann dieses Video nicht abspielen. Das Transkript unten enthält alle Schritte.',
};
