import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { ANSWER_COMPRESSION_MIN_BYTES, compressed, preferredEncoding } from '../graphql/answer-encoding';
import { pageHeadersInSetOrder } from './security-headers';

/**
 * A visitor's page as it goes out, finished once when it is kept: its status, every header that does
 * not change from one request to the next (the request id does: the sender adds it), and its body
 * plain, brotli and gzip, compressed once here rather than on each request.
 */
export interface KeptPage {
  status: number;
  /** Name/value pairs for `writeHead`: the security headers, then (after the request id) the page's own; without Content-Encoding and Content-Length. */
  securityHeaders: readonly string[];
  pageHeaders: readonly string[];
  /** The page's HTML as UTF-8; its brotli and gzip copies when it is large enough to be compressed. */
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Bytes held for it (bodies and headers): what the keep's cap counts. */
  size: number;
}

export interface KeptPagesOptions {
  /** How long a page is sent as it is (SERVER_RENDER_TTL_MS); 0: never kept. */
  ttlMs: number;
  /** The portal's public origin (PUBLIC_ORIGIN): without it no page is kept (its canonical address comes from the client's Host). */
  publicOrigin: string | undefined;
  /** What the kept pages may hold, in bytes (SERVER_RENDER_KEEP_MB): the least recently sent go first; a larger page is not kept. */
  maxBytes: number;
  /** Strict-Transport-Security on every page (production), as web/security-headers.ts. */
  hsts: boolean;
}

/** The keep of visitors' rendered pages, or null when pages are not kept (no public origin, or a lifetime of 0). */
export function keptPagesFor(options: KeptPagesOptions): KeptPages | null {
  return options.ttlMs > 0 && options.publicOrigin ? new KeptPages(options) : null;
}

/**
 * Visitors' server-rendered pages, kept by their address (path and query, exactly as asked) for a
 * few seconds and sent as they are to every visitor who asks meanwhile: by Express's web client room
 * (web-client.ts) and, before Express, by the HTTP server's listener (kept-pages-fast-path.ts), the
 * same bytes and headers both ways. Bounded by bytes, not by count (pages are 25-40 KB and their
 * compressed copies a fifth of that); an expired page is dropped on its own timer, so addresses
 * asked for once (a crawler, `?utm_…` links) do not hold memory until others push them out.
 */
export class KeptPages {
  private readonly pages: LRUCache<string, KeptPage>;
  /** Renders under way, by address: the visitors who ask meanwhile wait for the same one. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private readonly securityHeaders: readonly string[];

  constructor(options: Omit<KeptPagesOptions, 'publicOrigin'>) {
    this.pages = new LRUCache<string, KeptPage>({
      ttl: options.ttlMs,
      ttlAutopurge: true,
      maxSize: Math.max(1, Math.round(options.maxBytes)),
      // A page larger than the whole keep is not kept (lru-cache refuses it: maxEntrySize defaults to maxSize).
      sizeCalculation: (page) => page.size,
    });
    // The security headers every page gets (security-headers.ts), in the order Express sets them.
    this.securityHeaders = pageHeadersInSetOrder(options.hsts);
  }

  /** The page kept for `address`, while it is fresh. */
  fresh(address: string): KeptPage | undefined {
    return this.pages.get(address);
  }

  /**
   * The page kept for `address`, else the one `render` makes (one render at a time per address), kept
   * if it fits; null when it could not be rendered (not kept: the next visitor tries again).
   */
  pageFor(address: string, render: () => Promise<{ status: number; html: string } | null>): Promise<KeptPage | null> {
    const kept = this.pages.get(address);
    if (kept) return Promise.resolve(kept);
    let pending = this.rendering.get(address);
    if (!pending) {
      pending = render().then(
        (rendered) => {
          this.rendering.delete(address);
          if (!rendered) return null;
          const page = this.finished(rendered.status, rendered.html);
          this.pages.set(address, page);
          return page;
        },
        (err: unknown) => {
          this.rendering.delete(address);
          throw err;
        },
      );
      this.rendering.set(address, pending);
    }
    return pending;
  }

  /** Held by the kept pages, in bytes (what the cap bounds). */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  private finished(status: number, html: string): KeptPage {
    // Only bytes are held (not the string too): the cap counts what is really there.
    const plain = Buffer.from(html);
    // Compressed now, once for every visitor of the next few seconds (as the kept answers: answer-encoding.ts);
    // a page under the answers' threshold goes out plain, as a small answer does.
    const compress = plain.length >= ANSWER_COMPRESSION_MIN_BYTES;
    const br = compress ? compressed('br', plain, plain.length) : null;
    const gzip = compress ? compressed('gzip', plain, plain.length) : null;
    // About a kilobyte more for the entry itself (the header lists are shared by every page).
    const size = plain.length + (br?.length ?? 0) + (gzip?.length ?? 0) + 1024;
    return { status, securityHeaders: this.securityHeaders, pageHeaders: PAGE_OWN_HEADERS, plain, br, gzip, size };
  }
}

/** What the web client room sets for a page (web-client.ts), after the request id; `Accept-Encoding` since it is compressed. */
const PAGE_OWN_HEADERS = ['Cache-Control', 'no-cache', 'Vary', 'Cookie, Accept-Encoding', 'Content-Type', 'text/html; charset=utf-8'];

/**
 * Writes a kept page in one go: its status and headers, the body in the encoding the client accepts
 * best (brotli, then gzip, as the compression middleware negotiates: answer-encoding.ts), or plain
 * (a client that accepts neither, or a page under ANSWER_COMPRESSION_MIN_BYTES).
 * HEAD gets the headers a plain GET would (no body, Content-Length of the plain page), as Express's
 * `res.send` and the compression middleware answer it. `extra`: per-request headers (the request id), written where requestIds() sets it.
 */
export function sendKeptPage(res: ServerResponse, page: KeptPage, method: string | undefined, acceptEncoding: string | undefined, extra: readonly string[] = []): void {
  const encoding = method === 'HEAD' || !page.br ? null : preferredEncoding(acceptEncoding);
  const bytes = encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip! : page.plain;
  res.writeHead(page.status, [...page.securityHeaders, ...extra, ...page.pageHeaders, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', String(bytes.length)]);
  if (method === 'HEAD') res.end();
  else res.end(bytes);
}
