import fs from 'node:fs';
import { masterCatalogue } from './database';
import { figuresFile } from './figures';

/** One run id and one generated catalogue for every suite of this run. */
export default function globalSetup(): void {
  process.env.RELIABILITY_RUN_ID = `${process.pid}-${Date.now()}`;
  fs.rmSync(figuresFile(), { force: true });
  masterCatalogue();
}
