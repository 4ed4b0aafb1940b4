import path from 'node:path';
import { build } from './build';
import { ROOT } from './buildInfo';

/**
 * `npm start`: build only when the sources changed since the last build, then run the built
 * server (which creates and fills the embedded database on its first start).
 */
async function start(): Promise<void> {
  await build();
  // The built server is plain CommonJS; loading it in this process keeps signals and logs direct.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(ROOT, 'dist', 'server', 'index.js'));
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
