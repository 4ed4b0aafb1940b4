/** UI strings of a video's page: the player, its captions and chapters, the transcript (English). */
export const videoEn = {
  player: 'Video: {{title}}',
  captions: 'Captions ({{language}})',
  chapters: 'Chapters',
  transcript: 'Transcript',
  transcriptIntro: 'What the video shows, step by step. Select a time to play the video from there.',
  intro: 'Introduction',
  step: 'Step {{n}}',
  tip: 'Tip',
  playFrom: 'Play from {{time}}',
  unsupported: 'Your browser cannot play this video. The transcript below has every step.',
};
