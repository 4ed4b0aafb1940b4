import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder the site is installed in (package.json beside dist/, var/ and node_modules), whatever the working
 * directory of the process: the nearest folder above this file's that holds a package.json. This file runs from
 * src/server/content (tsx, tests) or inside dist/server/index.js (the server bundle keeps the real __dirname,
 * webpack.config.ts), so a process manager that starts `node /srv/site/dist/server/index.js` from another
 * directory still serves the client build and finds its data. Kept in the content service, which shares nothing
 * with the site but src/shared (docs/architecture.md §6); the site's config reads it from here.
 */
function installedRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..', '..');
  }
}

export const APP_ROOT = installedRoot(__dirname);
