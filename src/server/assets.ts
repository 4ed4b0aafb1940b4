import fs from 'node:fs';
import path from 'node:path';
import type { Assets } from './ssr/document';

/** The client build's entry files (written by scripts/build.ts). Without a build, pages render unhydrated. */
export function readAssets(publicDir: string): Assets {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.json'), 'utf8')) as Partial<Assets>;
    return { scripts: manifest.scripts ?? [], styles: manifest.styles ?? [], chunks: manifest.chunks ?? {} };
  } catch {
    return { scripts: [], styles: [] };
  }
}
