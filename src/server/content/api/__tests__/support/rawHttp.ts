import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with the path sent byte for byte (no URL normalisation, unlike fetch), so
 * '..', '%2F' and broken percent-encoding reach the server as a hostile client sends them.
 */
export function rawRequest(
  port: number,
  agent: http.Agent,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
