import request from 'supertest';
import { startTestApp } from './testApp';

/** /readyz answers 200 only while the databases answer; a load balancer stops sending traffic otherwise. */

it('is ready while the databases answer, and 503 (not a crash) once the write database is gone', async () => {
  const t = await startTestApp();
  try {
    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    // The write database (sessions, rate limits) becomes unreadable underneath the running process.
    await t.content.access.sessions.close();
    const down = await request(t.app).get('/readyz').expect(503);
    expect(down.body).toEqual({ status: 'database-unavailable' });
    // Liveness is a different question: the process itself is fine.
    await request(t.app).get('/healthz').expect(200);
  } finally {
    t.close();
  }
});

it('is 503 when the catalogue cannot be read', async () => {
  const t = await startTestApp();
  try {
    await t.content.store.close();
    await request(t.app).get('/readyz').expect(503);
  } finally {
    t.close();
  }
});
