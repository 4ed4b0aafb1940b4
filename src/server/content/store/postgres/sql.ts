import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Connection pools and named parameters for the PostgreSQL stores. Statements are written with
 * `@name` placeholders (the SQLite statements' style) and bound as $1..$n: values never become SQL
 * text. `@@` (the tsvector match operator) is left alone.
 */
export type Params = Record<string, unknown>;
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const PLACEHOLDER = /(?<![@\w])@([a-zA-Z_]\w*)/g;

export interface Compiled {
  text: string;
  values: unknown[];
}

export function bind(sql: string, params: Params = {}): Compiled {
  const order: string[] = [];
  const text = sql.replace(PLACEHOLDER, (_match, name: string) => {
    if (!(name in params)) throw new Error(`missing SQL parameter @${name}`);
    let index = order.indexOf(name);
    if (index < 0) index = order.push(name) - 1;
    return `$${index + 1}`;
  });
  return { text, values: order.map((name) => params[name]) };
}

export interface StatementOptions {
  /**
   * Keep the statement prepared on each connection (a named statement, reused by its text): it is
   * parsed once per connection, and PostgreSQL may keep one generic plan for it after five
   * executions instead of planning every call (planning was 0.3-0.5 ms of a 0.1 ms suggestion
   * look-up, ADR 036 update 4). Only for statements whose plan does not depend on settings changed
   * within a transaction (SET LOCAL, set_config): a kept plan does not follow them.
   */
  prepared?: boolean;
}

/**
 * Statement names by text: a name is the hash of the text, so one text is one statement on every connection.
 * Past MAX_NAMES texts a statement runs unnamed: a connection keeps every named statement for its lifetime, so
 * the number of them must stay bounded even if a caller ever built texts from values.
 */
const NAMES = new Map<string, string>();
const MAX_NAMES = 1000;

function nameOf(text: string): string | undefined {
  let name = NAMES.get(text);
  if (!name && NAMES.size < MAX_NAMES) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    NAMES.set(text, name);
  }
  return name;
}

/** The options of a statement kept prepared (see StatementOptions). */
export const PREPARED: StatementOptions = { prepared: true };

export async function all<R>(db: Queryable, sql: string, params: Params = {}, options: StatementOptions = {}): Promise<R[]> {
  const { text, values } = bind(sql, params);
  const name = options.prepared ? nameOf(text) : undefined;
  const result = name ? await db.query({ name, text, values }) : await db.query(text, values);
  return result.rows as R[];
}

export async function one<R>(db: Queryable, sql: string, params: Params = {}, options: StatementOptions = {}): Promise<R | undefined> {
  return (await all<R>(db, sql, params, options))[0];
}

// int8 (counts, ids) as numbers: every id and count of the stores stays far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  /** Connections this process keeps at most (default 10, PG_POOL_MAX). */
  max?: number;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const max = options.max ?? (Number.parseInt(process.env.PG_POOL_MAX ?? '', 10) || 10);
  // TCP keep-alive: a connection whose server vanished without closing it is found dead and its queries fail,
  // instead of holding its pool slot for the operating system's default of two hours.
  const pool = new pg.Pool({ connectionString: url, max, types, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return pool;
}

/** Runs `work` in one transaction on one connection of the pool. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, isolation = 'READ COMMITTED'): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A PostgreSQL error code of a failed query (e.g. 23505, unique violation). */
export function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}
