import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A dependency in trouble: `stopped` (the connection is refused, or closed without an answer) or
 * `frozen` (the connection is accepted and never answered, like a process under SIGSTOP).
 */
export type Fault = 'stopped' | 'frozen';

/**
 * Test double at the edge: an HTTP proxy in front of one dependency (a subgraph, or the upstream)
 * that forwards every request until told to inject a fault, for everything or for the requests one
 * `scopeOf` names (the upstream serves every family from one process: faults per family go by path).
 */
export class FaultProxy {
  private fault: Fault | null = null;
  private scope: string | null = null;
  private readonly sockets = new Set<Socket>();
  /** Connections holding a frozen request: closed on heal, so the next fault starts clean. */
  private readonly held = new Set<Socket>();
  private readonly server: http.Server;
  private port = 0;

  private constructor(
    private readonly target: URL,
    private readonly scopeOf: (path: string) => string | null,
  ) {
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Starts a proxy on a random loopback port, or on `port` (a browser stack needs known ports). */
  static async start(target: string, options: { scopeOf?: (path: string) => string | null; port?: number } = {}): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(target), options.scopeOf ?? (() => null));
    await proxy.listen(options.port ?? 0);
    return proxy;
  }

  /** The proxy's origin; the target's path (e.g. /graphql) is kept: `proxy.url + path`. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `fault` for every request, or only for requests in `scope`; null heals. */
  async inject(fault: Fault | null, scope: string | null = null): Promise<void> {
    await this.heal();
    this.fault = fault;
    this.scope = scope;
    // Stopped as a whole: nobody listens, so connections are refused (open ones are closed).
    if (fault === 'stopped' && scope === null) await this.stopListening();
  }

  /** Back to forwarding. Idle keep-alive connections stay: the clients' pools never see a stale socket. */
  async heal(): Promise<void> {
    const wasStopped = this.fault === 'stopped' && this.scope === null;
    this.fault = null;
    this.scope = null;
    for (const socket of this.held) socket.destroy();
    this.held.clear();
    if (wasStopped) await this.listen(this.port);
  }

  async close(): Promise<void> {
    this.fault = null;
    await this.stopListening();
  }

  /**
   * Headers set on every forwarded answer, over the target's (e.g. a subgraph's `Cache-Control` cache
   * hint, for the gateway's kept answers); a function sees the request's body.
   */
  answerHeaders: Record<string, string> | ((requestBody: string) => Record<string, string>) = {};

  /** The path and headers of the last requests that reached the proxy (at most 200), for tests to assert on. */
  readonly seen: { path: string; headers: http.IncomingHttpHeaders }[] = [];

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.seen.push({ path: req.url ?? '/', headers: req.headers });
    if (this.seen.length > 200) this.seen.shift();
    const applies = this.fault !== null && (this.scope === null || this.scopeOf(req.url ?? '/') === this.scope);
    if (applies && this.fault === 'frozen') {
      this.held.add(req.socket); // held open, never answered
      return;
    }
    if (applies) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    const forward = http.request(
      { host: this.target.hostname, port: this.target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const extra = typeof this.answerHeaders === 'function' ? this.answerHeaders(Buffer.concat(chunks).toString('utf8')) : this.answerHeaders;
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...extra });
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.pipe(forward);
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private async stopListening(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.dropConnections();
    await closed;
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}

/** The upstream's path prefixes per family (upstream/README.md), for faults on one family. */
const FAMILY_PATHS: [family: string, prefixes: string[]][] = [
  ['crm', ['/CRM/', '/contact/', '/professionallist/', '/auth/']],
  ['fad', ['/FAD/', '/catalogo', '/player', '/graphql/videoclip', '/CMS/Search/CorsiSuggeriti', '/CMS/Search/EbookBodyContent', '/CMS/Search/TrainingFilmBodyContent']],
  ['commerce', ['/ecommerce/', '/topnegozi']],
  ['cms', ['/CMS/', '/favorites', '/graphql/', '/news-esterne', '/recommender/', '/media/']],
];

export function upstreamFamilyOf(path: string): string | null {
  for (const [family, prefixes] of FAMILY_PATHS) if (prefixes.some((p) => path.startsWith(p))) return family;
  return null;
}
