import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { processLogger } from '@club/observability';
import type { Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';

/** One operation of a page, as the render bundle asks for it (web/src/entry-server.tsx `PageOperation`). */
export interface PageOperation {
  hash: string | undefined;
  query: string | undefined;
  operationName: string | null;
  variables: Record<string, unknown>;
}

/** What the render bundle exports (web/src/entry-server.tsx). */
interface RenderBundle {
  renderPage(request: {
    path: string;
    origin: string;
    member?: boolean;
    execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<RenderedPage | null>;
}

/** A page rendered for a visitor: its head's tags, its markup (what goes in #root), its data block. */
export interface RenderedPage {
  /** 404 for a page that says what was asked for does not exist (an unknown article's slug). */
  status: number;
  head: string;
  markup: string;
  state: string;
}

export interface PageRendererOptions {
  /** The web build's render bundle (dist-server/entry-server.js). */
  entry: string;
  /** Runs an operation of the page as the visitor (graphql/run-as.ts), its text found by its hash. */
  execute: (req: Request, operation: PageOperation) => Promise<FormattedExecutionResult>;
  timeoutMs: number;
  /**
   * Renders in progress at once, beyond which the shell goes out at once (the browser renders it, as it
   * always could): renders waiting on slow data (members' pages are never kept; a frozen dependency
   * holds each up to `timeoutMs`) do not pile up. It bounds renders in flight, not the CPU of quick
   * ones, which still queue requests on the gateway's thread.
   */
  maxConcurrent: number;
  /** The portal's public origin; the request's own when unset (then no page is kept, ./kept-pages.ts: its Host is the client's word). */
  publicOrigin: string | undefined;
}

export interface PageRenderer {
  /**
   * The page `req` asks for, rendered, or null when it could not be (logged) or too many renders are in
   * progress: the caller sends the shell. `member`: asked for by a signed-in member (their session's
   * cookie on `req`), whose own pages are rendered too, with their data.
   */
  render(req: Request, options?: { member?: boolean }): Promise<RenderedPage | null>;
}

/** The render bundle beside the web build (`web/dist` → `web/dist-server/entry-server.js`). */
export function defaultRenderEntry(webDist: string): string {
  return path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'entry-server.js');
}

/**
 * Server rendering of the portal's pages (docs/architecture.md 'Server-rendered pages'): the web
 * build's render bundle renders the page with the gateway's own API, in process, as the caller (a
 * visitor, whose answers the kept visitor answers serve as they serve browsers, or a signed-in member).
 * A page that cannot be rendered in time, or at all, is null: the shell goes out and the browser renders it.
 * Each call renders: the web client room keeps the finished page for other visitors (./kept-pages.ts).
 * Null when the bundle is missing (a web build without it): every page is the shell.
 */
export async function loadPageRenderer(options: PageRendererOptions): Promise<PageRenderer | null> {
  const logger = processLogger();
  if (!existsSync(options.entry)) {
    logger.warn(`${options.entry} is missing: pages are not rendered on the server (rebuild the web client: npm run build -w web)`);
    return null;
  }
  const bundle = (await import(pathToFileURL(options.entry).href)) as RenderBundle;
  let rendering = 0;

  async function renderNow(req: Request, origin: string, member: boolean): Promise<RenderedPage | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`not rendered within ${options.timeoutMs} ms`)), options.timeoutMs);
    rendering += 1;
    try {
      const page = await bundle.renderPage({ path: req.originalUrl, origin, member, execute: (operation) => options.execute(req, operation), signal: controller.signal });
      // Null: a members' page asked for by a visitor, which the browser renders (it sends them to sign in).
      return page && { status: page.status, head: page.head, markup: page.markup, state: page.state };
    } catch (err) {
      logger.warn({ err, path: req.path }, 'page not rendered on the server: the shell is sent');
      return null;
    } finally {
      rendering -= 1;
      clearTimeout(timer);
    }
  }

  return {
    render(req, { member = false } = {}) {
      if (rendering >= options.maxConcurrent) {
        logger.debug({ path: req.path, rendering }, 'too many pages rendering at once: the shell is sent');
        return Promise.resolve(null);
      }
      return renderNow(req, options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`, member);
    },
  };
}
