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
  /** The portal's public origin; the request's own when unset (then no page is kept, ./kept-pages.ts: its Host is the client's word). */
  publicOrigin: string | undefined;
}

export interface PageRenderer {
  /** The page `req` asks for, rendered, or null when it could not be (logged): the caller sends the shell. */
  render(req: Request): Promise<RenderedPage | null>;
}

/** The render bundle beside the web build (`web/dist` → `web/dist-server/entry-server.js`). */
export function defaultRenderEntry(webDist: string): string {
  return path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'entry-server.js');
}

/**
 * Server rendering of the portal's pages for visitors (docs/architecture.md 'Server-rendered pages'):
 * the web build's render bundle renders the page with the gateway's own API, in process, as the
 * visitor (the kept visitor answers serve it as they serve browsers). A page that cannot be rendered
 * in time, or at all, is null: the shell goes out and the browser renders it, as for every member.
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

  async function renderNow(req: Request, origin: string): Promise<RenderedPage | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`not rendered within ${options.timeoutMs} ms`)), options.timeoutMs);
    try {
      const page = await bundle.renderPage({ path: req.originalUrl, origin, execute: (operation) => options.execute(req, operation), signal: controller.signal });
      // Null: a members' page, which the browser renders.
      return page && { status: page.status, head: page.head, markup: page.markup, state: page.state };
    } catch (err) {
      logger.warn({ err, path: req.path }, 'page not rendered on the server: the shell is sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    render(req) {
      return renderNow(req, options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    },
  };
}
