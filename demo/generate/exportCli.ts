/**
 * npm run demo:export [-- --out dist/demo]
 * Writes the demo catalogue (demo/) as a content export: catalogue.ndjson and its files, the
 * format `npm run content:import` reads. `npm run build` does this into dist/demo, where the
 * server seeds a fresh database from (ADR 035).
 */
import path from 'node:path';
import { DEMO_EXPORT_DIR, ensureDemoExport } from './demoExport';

const index = process.argv.indexOf('--out');
const folder = index >= 0 && process.argv[index + 1] ? path.resolve(process.argv[index + 1]) : DEMO_EXPORT_DIR;
const file = ensureDemoExport(folder, (message) => console.log(message));
console.log(`Import it elsewhere with: npm run content:import -- ${path.relative(process.cwd(), file)}`);
