import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './freePort';

const run = promisify(execFile);

/** Where Debian's postgresql package puts the server binaries; PG_BIN overrides. */
const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export interface TestPostgres {
  /** A fresh, empty database of its own on this server. */
  newDatabase(): Promise<string>;
  /** Drops the databases, and stops and removes the cluster when this harness started one. */
  stop(): Promise<void>;
}

export type PostgresAvailability = { available: true; source: string } | { available: false; reason: string };

function binDir(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : BIN_DIRS;
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Whether PostgreSQL suites can run here: a DATABASE_URL to a server, or the binaries to start one. */
export function postgresAvailability(): PostgresAvailability {
  if (process.env.DATABASE_URL) return { available: true, source: 'DATABASE_URL' };
  const dir = binDir();
  if (dir) return { available: true, source: `a throwaway cluster from ${dir}` };
  return {
    available: false,
    reason: `no DATABASE_URL and no PostgreSQL server binaries (looked in ${BIN_DIRS.join(', ')}; set PG_BIN or install postgresql)`,
  };
}


/** initdb refuses to run as root: as root the cluster belongs to the OS user postgres. */
async function asClusterOwner(command: string, args: string[]): Promise<void> {
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
  else await run(command, args);
}

interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

/** initdb into a temporary directory, started on 127.0.0.1 on a free high port; fsync off (throwaway data). */
async function startCluster(bin: string): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await asClusterOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  } catch (error) {
    remove();
    throw error;
  }
  let lastError: unknown;
  // A free port can be taken between asking and binding: try a few.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    try {
      await asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      return {
        adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
        stop: async () => {
          try {
            await asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
          } finally {
            remove();
          }
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
  remove();
  throw new Error(`PostgreSQL did not start: ${String(lastError)}\n${log}`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * PostgreSQL for one suite: the server of DATABASE_URL when set, else a throwaway cluster this
 * call starts. Throws when neither is possible (check postgresAvailability first).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  let cluster: Cluster | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const bin = binDir();
    if (!bin) throw new Error('PostgreSQL is not available');
    cluster = await startCluster(bin);
    adminUrl = cluster.adminUrl;
  }
  const admin = adminUrl;
  const created: string[] = [];
  const onAdmin = async (sql: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    newDatabase: async () => {
      const name = `support_test_${randomBytes(6).toString('hex')}`;
      await onAdmin(`CREATE DATABASE ${name}`);
      created.push(name);
      return withDatabase(admin, name);
    },
    stop: async () => {
      if (cluster) await cluster.stop();
      else for (const name of created) await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The describe title of a PostgreSQL suite, which says why it skips when it does. */
export function postgresSuiteTitle(name: string): string {
  const availability = postgresAvailability();
  if (availability.available) return `${name} (PostgreSQL via ${availability.source})`;
  console.warn(`Skipping ${name} on PostgreSQL: ${availability.reason}`);
  return `${name} (PostgreSQL SKIPPED: ${availability.reason})`;
}

/** The database of a PostgreSQL suite: its URL, set before the suite's tests run. */
export interface SuiteDatabase {
  readonly url: string;
}

/**
 * A PostgreSQL suite over a database of its own, `fill`ed before its tests (a catalogue loaded with
 * ensurePostgres, say); the database, or the cluster started for it, goes after them. Skipped where
 * PostgreSQL is not available, with the reason in its title (postgresSuiteTitle). `body` declares the
 * tests, and reads `database.url` inside them.
 */
export function describePostgres(
  name: string,
  fill: (url: string) => Promise<unknown>,
  body: (database: SuiteDatabase) => void,
  timeout = 180_000,
): void {
  const suite = postgresAvailability().available ? describe : describe.skip;
  suite(postgresSuiteTitle(name), () => {
    let postgres: TestPostgres | undefined;
    const database = { url: '' };
    beforeAll(async () => {
      postgres = await startTestPostgres();
      database.url = await postgres.newDatabase();
      await fill(database.url);
    }, timeout);
    afterAll(async () => {
      await postgres?.stop();
    });
    body(database);
  });
}
