import path from 'node:path';

/**
 * The folder the site is installed in (package.json, dist/, var/), whatever the working directory of the process:
 * this file runs as src/server (tsx, tests) or inside dist/server/index.js (the server bundle keeps the real
 * __dirname, webpack.config.ts), both two levels below it. A process manager that starts
 * `node /srv/site/dist/server/index.js` from another directory still serves the client build and its data.
 */
export const APP_ROOT = path.resolve(__dirname, '..', '..');
