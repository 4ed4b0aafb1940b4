/**
 * Generates the demo video clips in demo/media/videos (run once by hand; CI and the site only read the files):
 *   npx tsx scripts/generateDemoClips.ts
 * Needs Debian's Chromium (renders the scenes) and ffmpeg with libvpx-vp9 and libopus (encodes them).
 * One clip per support group plus a general one: a title card, one scene per step (every demo video has
 * three) and a closing tip card, each SCENE_SECONDS long, so captions and chapters timed as equal parts of
 * the clip line up with the scenes (docs/decisions/037-demo-video-clips.md). The scenes carry no words:
 * one clip serves the English, German and French videos, and the captions say the steps.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { ProductKind } from '../demo/generate/catalogue/kinds';
import { GROUP_STYLE } from '../demo/generate/build/hubStyle';
import { categoryIllustration } from '../demo/generate/render/illustrations';
import { CLIP_SCENES, SCENE_SECONDS, type ClipManifest } from '../demo/generate/videoClips';

const OUT = path.resolve(__dirname, '..', 'demo', 'media', 'videos');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;

const CLIPS: { key: string; colour: string; kind: ProductKind }[] = [
  ...Object.entries(GROUP_STYLE).map(([key, style]) => ({ key, ...style })),
  { key: 'general', colour: '#0b3d91', kind: 'smart-speaker' },
];

/** The kind's drawing placed into a box of the 1280x720 scene (scenes are drawn at twice the clip's size). */
function drawing(kind: ProductKind, colour: string, x: number, y: number, size: number): string {
  return categoryIllustration(kind, colour, '').replace(/^<svg [^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400">`);
}

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"';

/** Scene `index` of CLIP_SCENES: 0 title, 1..n-2 steps, n-1 tip. */
function scene(clip: (typeof CLIPS)[number], index: number): string {
  const steps = CLIP_SCENES - 2;
  const background =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${clip.colour}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#bg)"/>`;
  const dots = Array.from({ length: steps }, (_, i) => {
    const done = index > 0 && i < index;
    return `<circle cx="${120 + i * 56}" cy="600" r="16" fill="#ffffff" opacity="${done ? 1 : 0.3}"/>`;
  }).join('');
  let body: string;
  if (index === 0) {
    body =
      drawing(clip.kind, clip.colour, 680, 120, 480) +
      `<text x="110" y="200" ${FONT} font-size="56" fill="#ffffff" letter-spacing="8">AURORA</text>` +
      `<circle cx="260" cy="400" r="120" fill="#ffffff"/>` +
      `<path d="M225 330 L225 470 L345 400 Z" fill="${clip.colour}"/>`;
  } else if (index < CLIP_SCENES - 1) {
    // A ring marks a different part of the product in each step.
    const ring = [
      [860, 300],
      [980, 420],
      [800, 480],
    ][(index - 1) % 3];
    body =
      drawing(clip.kind, clip.colour, 640, 100, 500) +
      `<circle cx="${ring[0]}" cy="${ring[1]}" r="70" fill="none" stroke="#facc15" stroke-width="14"/>` +
      `<circle cx="260" cy="330" r="150" fill="#ffffff"/>` +
      `<text x="260" y="400" text-anchor="middle" ${FONT} font-size="200" fill="${clip.colour}">${index}</text>` +
      dots;
  } else {
    body =
      drawing(clip.kind, clip.colour, 640, 100, 500) +
      `<circle cx="260" cy="330" r="150" fill="#16a34a"/>` +
      `<path d="M185 335 L240 390 L345 275" fill="none" stroke="#ffffff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<text x="110" y="140" ${FONT} font-size="40" fill="#ffffff" letter-spacing="6">AURORA</text>` +
      dots;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">${background}${body}</svg>`;
}

async function renderScenes(dir: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const clip of CLIPS) {
    for (let i = 0; i < CLIP_SCENES; i += 1) {
      await page.setContent(`<html><body style="margin:0">${scene(clip, i)}</body></html>`);
      await page.screenshot({ path: path.join(dir, `${clip.key}-${i}.png`) });
    }
  }
  await browser.close();
}

function encode(dir: string, key: string): void {
  const total = CLIP_SCENES * SCENE_SECONDS;
  const frames = SCENE_SECONDS * FPS;
  const inputs: string[] = [];
  const chains: string[] = [];
  for (let i = 0; i < CLIP_SCENES; i += 1) {
    inputs.push('-framerate', String(FPS), '-loop', '1', '-t', String(SCENE_SECONDS), '-i', path.join(dir, `${key}-${i}.png`));
    // A slow zoom keeps each scene moving; short fades mark the change of scene (none before the first
    // frame, which is the poster).
    const fades = [i > 0 ? 'fade=t=in:st=0:d=0.3' : '', i < CLIP_SCENES - 1 ? `fade=t=out:st=${SCENE_SECONDS - 0.3}:d=0.3` : '']
      .filter(Boolean)
      .join(',');
    chains.push(
      `[${i}:v]zoompan=z='1+0.05*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=${WIDTH}x${HEIGHT}:fps=${FPS}` +
        `${fades ? `,${fades}` : ''},setsar=1[s${i}]`,
    );
  }
  const concat = `${Array.from({ length: CLIP_SCENES }, (_, i) => `[s${i}]`).join('')}concat=n=${CLIP_SCENES}:v=1:a=0[scenes]`;
  // A progress bar along the bottom edge, and a soft chime at each change of scene.
  const bar = `color=c=white:s=${WIDTH}x6:r=${FPS}[bar];[scenes][bar]overlay=x='-W+W*t/${total}':y=${HEIGHT - 6}:shortest=1:eval=frame,format=yuv420p[v]`;
  const chime = `aevalsrc='0.12*sin(2*PI*880*t)*exp(-9*mod(t,${SCENE_SECONDS}))':s=48000:d=${total}[a]`;
  const out = path.join(OUT, `${key}.webm`);
  execFileSync('ffmpeg', [
    '-y', '-loglevel', 'error', ...inputs,
    '-filter_complex', [...chains, concat, bar, chime].join(';'),
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
    // A keyframe at every scene: seeking to a chapter lands on one.
    '-g', String(frames), '-keyint_min', String(frames),
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1',
    '-t', String(total), out,
  ]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', out, '-frames:v', '1', '-q:v', '5', path.join(OUT, `${key}.jpg`)]);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-clips-'));
  await renderScenes(dir);
  const manifest: ClipManifest = { sceneSeconds: SCENE_SECONDS, scenes: CLIP_SCENES, width: WIDTH, height: HEIGHT, clips: {} };
  for (const clip of CLIPS) {
    encode(dir, clip.key);
    manifest.clips[clip.key] = { video: `${clip.key}.webm`, poster: `${clip.key}.jpg`, seconds: CLIP_SCENES * SCENE_SECONDS };
    const size = fs.statSync(path.join(OUT, `${clip.key}.webm`)).size;
    console.log(`${clip.key}.webm ${(size / 1024).toFixed(1)} KB`);
  }
  fs.writeFileSync(path.join(OUT, 'clips.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
