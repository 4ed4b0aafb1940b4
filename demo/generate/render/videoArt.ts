import type { ProductKind } from '../catalogue/kinds';
import { categoryIllustration, escapeXml } from './illustrations';

/**
 * Art for support videos: a 16:9 thumbnail (the video's banner image; the page adds the play button
 * and running time over it, so the image has neither) and the video itself as an
 * animated SVG storyboard, a title card, one scene per chapter and an end card, played in a loop with
 * a progress bar; each scene lasts as long as its text takes to read. SMIL animation needs no script, so the file plays under the file route's sandbox.
 */
/** A scene stays long enough to read it: a few seconds plus time per word, within bounds. */
export function sceneSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(12, Math.max(4, Math.round(3 + words * 0.35)));
}

export interface VideoArt {
  kind: ProductKind;
  colour: string;
  title: string;
  /** 'Tutorial 2', 'How-to', ... */
  badge: string;
}

/** Splits text into lines of at most `width` characters, at most `max` lines (the last one ellipsised). */
export function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/[.,;:]?$/, '')}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 400): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="Segoe UI, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The kind's drawing, scaled into a box (nested SVG keeps its own coordinate system). */
function drawing(kind: ProductKind, colour: string, x: number, y: number, size: number): string {
  const svg = categoryIllustration(kind, colour, '').replace(
    /^<svg [^>]*>/,
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400">`,
  );
  return svg;
}

export function videoThumbnail(art: VideoArt): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${escapeXml(art.title)}">` +
    `<defs><linearGradient id="vt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colour}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#vt)"/>` +
    drawing(art.kind, art.colour, 178, 22, 136) +
    `<rect x="14" y="14" width="${Math.min(150, 12 + art.badge.length * 7)}" height="20" rx="10" fill="#ffffff" opacity="0.92"/>` +
    textLines([art.badge], 24, 28, 11, '#0b1220', 600) +
    textLines(wrap(art.title, 22, 3), 16, 68, 15, '#ffffff', 600) +
    `</svg>`
  );
}

interface Scene {
  heading: string;
  body: string;
}

/** keyTimes/values that show a scene only inside [from, to) of a loop of `total` seconds. */
function visibility(from: number, to: number, total: number): string {
  const a = from / total;
  const b = to / total;
  const fade = Math.min(0.3 / total, (b - a) / 4);
  const times = [0, a, Math.min(b, a + fade), Math.max(a, b - fade), b, 1].map((v) => Number(v.toFixed(4)));
  const values = [0, 0, 1, 1, 0, 0];
  // Scenes at the very start or end keep full opacity at the loop boundary.
  if (from === 0) values[0] = values[1] = 1;
  if (to === total) values[4] = values[5] = 1;
  return `<animate attributeName="opacity" dur="${total}s" repeatCount="indefinite" calcMode="linear" keyTimes="${times.join(';')}" values="${values.join(';')}"/>`;
}

export function videoStoryboard(art: VideoArt, chapters: string[], tip: string): { svg: string; seconds: number } {
  const scenes: Scene[] = [
    { heading: art.title, body: '' },
    ...chapters.map((text, i) => ({ heading: `${i + 1}`, body: text })),
    { heading: '✓', body: tip },
  ];
  const lengths = scenes.map((scene) => sceneSeconds(`${scene.heading} ${scene.body}`));
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((sum, n) => sum + n, 0));
  const total = lengths.reduce((sum, n) => sum + n, 0);
  const body = scenes
    .map((scene, i) => {
      const from = starts[i];
      const content =
        i === 0
          ? drawing(art.kind, art.colour, 380, 60, 220) +
            textLines(wrap(scene.heading, 24, 4), 40, 130, 30, '#ffffff', 700)
          : `<circle cx="88" cy="150" r="44" fill="#ffffff"/>` +
            `<text x="88" y="166" text-anchor="middle" font-family="Segoe UI, Arial, sans-serif" font-size="44" font-weight="700" fill="${art.colour}">${escapeXml(scene.heading)}</text>` +
            textLines(wrap(scene.body, 34, 5), 160, 120, 24, '#ffffff', 500);
      return `<g opacity="${i === 0 ? 1 : 0}">${visibility(from, from + lengths[i], total)}${content}</g>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(art.title)}">` +
    `<defs><linearGradient id="vs" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colour}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#vs)"/>` +
    body +
    `<rect x="0" y="352" width="640" height="8" fill="#000000" opacity="0.4"/>` +
    `<rect x="0" y="352" width="0" height="8" fill="#ffffff"><animate attributeName="width" from="0" to="640" dur="${total}s" repeatCount="indefinite"/></rect>` +
    `</svg>`;
  return { svg, seconds: total };
}
