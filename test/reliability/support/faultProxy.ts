import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to a request it matches. */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | { kind: 'status500' }
  | { kind: 'garbage' };

export interface FaultRule {
  fault: Fault;
  /** Only requests whose URL (path + query) matches; all requests when absent. */
  match?: RegExp;
}

/**
 * A fault-injecting HTTP proxy on loopback: forwards every request to the real content API and,
 * for requests matching the active rule, delays them, resets the connection, answers 500 or
 * answers 200 with a body that is not JSON. Counts what it saw, so tests can tell how hard the
 * site hit a failing upstream.
 */
export class FaultProxy {
  private server: http.Server;
  private rule: FaultRule = { fault: { kind: 'pass' } };
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** Requests received (whatever happened to them). */
  received = 0;
  /** Requests that matched the active fault rule. */
  faulted = 0;

  private constructor(private readonly upstream: URL) {
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.keepAliveTimeout = 1000;
  }

  static async start(upstreamOrigin: string): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(upstreamOrigin));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  set(rule: FaultRule): void {
    this.rule = rule;
  }

  pass(): void {
    this.rule = { fault: { kind: 'pass' } };
  }

  resetCounts(): void {
    this.received = 0;
    this.faulted = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.received += 1;
    const rule = this.rule;
    const matches = !rule.match || rule.match.test(req.url ?? '');
    const fault: Fault = matches ? rule.fault : { kind: 'pass' };
    if (fault.kind !== 'pass') this.faulted += 1;
    switch (fault.kind) {
      case 'reset':
        req.socket.resetAndDestroy();
        return;
      case 'status500':
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":"internal_error","message":"injected"}}');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"searchResponse": [1, 2, <html>garbage');
        return;
      case 'delay': {
        const timer = setTimeout(() => this.forward(req, res), fault.ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        this.forward(req, res);
    }
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const upstreamReq = http.request(
      {
        host: this.upstream.hostname,
        port: this.upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: this.upstream.host },
        agent: this.agent,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.destroy());
    req.pipe(upstreamReq);
  }
}
