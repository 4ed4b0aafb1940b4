import http from 'node:http';

export interface TimedRequest {
  method?: string;
  /** Path and query exactly as sent on the request line. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export interface TimedResponse {
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** Set when no HTTP answer arrived (reset, refused, timed out). */
  error?: string;
}

/** One request with its full duration (until the last byte of the answer), never throwing. */
export function timedRequest(origin: string, agent: http.Agent | false, request: TimedRequest): Promise<TimedResponse> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const url = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (response: Omit<TimedResponse, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...response, ms: elapsed() });
    };
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method ?? 'GET',
          path: request.path,
          headers: request.headers,
          agent,
          // The raw path is the input under test: let it through unchanged.
          insecureHTTPParser: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
          res.on('error', (error) => finish({ status: 0, body: '', headers: {}, error: error.message }));
        },
      );
    } catch (error) {
      finish({ status: -1, body: '', headers: {}, error: `request not sendable: ${(error as Error).message}` });
      return;
    }
    req.setTimeout(request.timeoutMs ?? 15_000, () => req.destroy(new Error('client timeout')));
    req.on('error', (error) => finish({ status: 0, body: '', headers: {}, error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    req.end(request.body);
  });
}

/** Runs `tasks` with at most `concurrency` in flight; results keep the tasks' order. */
export async function runPool<T>(tasks: ReadonlyArray<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
