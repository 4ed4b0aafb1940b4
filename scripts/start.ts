import { build } from './build';

/**
 * First half of `npm start`: build only when the sources changed since the last build. The server
 * itself is started by the npm script afterwards as plain `node dist/server/index.js` with
 * NODE_ENV=production, so neither the cluster's primary nor its workers carry the TypeScript
 * loader or webpack, and the check runs once, before any worker exists.
 */
build().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
