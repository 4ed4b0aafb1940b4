import fs from 'node:fs';
import path from 'node:path';

/** Scenes of a demo clip: a title card, one per step (every demo video has three) and a closing tip. */
export const CLIP_SCENES = 5;
/** Seconds per scene: captions and chapters split a clip into equal parts (docs/decisions/037-demo-video-clips.md). */
export const SCENE_SECONDS = 3;

/** demo/media/videos/clips.json, written by scripts/generateDemoClips.ts. */
export interface ClipManifest {
  sceneSeconds: number;
  scenes: number;
  width: number;
  height: number;
  clips: Record<string, { video: string; poster: string; seconds: number }>;
}

export interface DemoClip {
  video: { name: string; bytes: Buffer };
  poster: { name: string; bytes: Buffer };
  seconds: number;
}

const RELATIVE = path.join('demo', 'media', 'videos');

/**
 * The folder of the clips: demo/media/videos in the first ancestor of this file (demo/generate under tsx and
 * jest) or of the working directory that has it. Only the generator reads the clips: the server serves them
 * from the export it was seeded from (ADR 035).
 */
function clipsFolder(): string {
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, RELATIVE);
      if (fs.existsSync(path.join(candidate, 'clips.json'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`The demo video clips (${RELATIVE}/clips.json) were not found above ${__dirname} or ${process.cwd()}`);
}

let cache: { folder: string; manifest: ClipManifest } | undefined;

function manifest(): { folder: string; manifest: ClipManifest } {
  if (!cache) {
    const folder = clipsFolder();
    cache = { folder, manifest: JSON.parse(fs.readFileSync(path.join(folder, 'clips.json'), 'utf8')) as ClipManifest };
  }
  return cache;
}

/** The demo clip of a support group ('display', 'audio', ...) or 'general', with its poster (first frame). */
export function demoClip(key: string): DemoClip {
  const { folder, manifest: m } = manifest();
  const entry = m.clips[key] ?? m.clips.general;
  if (!entry) throw new Error(`No demo video clip for ${key}`);
  return {
    video: { name: entry.video, bytes: fs.readFileSync(path.join(folder, entry.video)) },
    poster: { name: entry.poster, bytes: fs.readFileSync(path.join(folder, entry.poster)) },
    seconds: entry.seconds,
  };
}
