import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages loaded from node_modules in their development build (React's `cjs/*.development.js`,
 * Redux Toolkit's `*.development.cjs`, scheduler ...). They pick that build when NODE_ENV is not
 * `production` at the moment they are first required, and then cost several times the CPU per
 * render. Node's own module cache is read (not the bundler's), since packages stay external.
 */
export function developmentBuildsLoaded(): string[] {
  const cache = createRequire(path.join(process.cwd(), 'index.js')).cache;
  // Only modules that ran: importing a CommonJS package from ESM also files entries that were only
  // parsed for their export names (both branches of `if (NODE_ENV === 'production')`), never loaded.
  return Object.entries(cache)
    .filter(([, mod]) => mod?.loaded === true)
    .map(([file]) => file)
    .filter((file) => /[\\/]node_modules[\\/]/.test(file) && /[.-]development\.c?js$/.test(file))
    .map((file) => file.slice(file.lastIndexOf('node_modules') + 'node_modules'.length + 1));
}
