/**
 * A content API process for the crash test: serves the API on a free port of 127.0.0.1 and
 * prints `{"port": N}` on stdout once it listens. Usage: node --import tsx pageViewServer.ts DB_FILE
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { API_BASE } from '../../../../../../../shared/api/transport';
import { createContentService } from '../../../../../index';

const dbPath = process.argv[2];
if (!dbPath) throw new Error('usage: pageViewServer.ts DB_FILE');
// The catalogue is not needed for writes; the file exists (created by the test) and is used as is.
const service = createContentService({ dbPath, ensure: false, logger: { error: (details, message) => console.error(message, details) } });
const app = express();
app.use(API_BASE, service.router);
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
