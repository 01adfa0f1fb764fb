import { Writable } from 'node:stream';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createCache } from './app/apollo';
import { persistedHashOf } from './app/persisted-documents';
import { appRoutes, loadLazyRoutesOf } from './app/router';
import { isServerRendered } from './app/serverRendered';
import { renderPageHead } from './lib/pageHeadHtml';
import { emptyPageHead, PageHeadProvider } from './lib/pageHead';
import { scriptSafeJson, SERVER_STATE_ID, SERVER_STYLE_ATTRIBUTE } from './lib/serverState';

/** One operation of the page, as the gateway runs it for the visitor (its persisted document's hash, and its text). */
export interface PageOperation {
  hash: string | undefined;
  /** The document's text, only for a document without a hash (every document of the client has one). */
  query: string | undefined;
  operationName: string | null;
  variables: Record<string, unknown>;
}

export interface RenderRequest {
  /** The page's address: path and query. */
  path: string;
  /** The portal's public origin, for the canonical address and schema.org's absolute addresses. */
  origin: string;
  /**
   * Asked for by a signed-in member (their session's cookie): their own pages are rendered too, which a
   * visitor is only sent away from (app/serverRendered.ts). The page is theirs alone and never kept.
   */
  member?: boolean;
  /** Runs one of the page's operations as the caller who asked for the page (the gateway's API, in process). */
  execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
  /** Given up: the page's data is not complete in time, the gateway sends the shell. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** 404 when the page says what was asked for does not exist (an unknown article), else 200. */
  status: number;
  /** The head's own tags: title, description, canonical address, Open Graph, Twitter card, JSON-LD. */
  head: string;
  /** The data block with the answers the page was rendered with, for the browser's cache. */
  state: string;
  /** The page's markup: what goes inside #root. */
  markup: string;
}

/**
 * Renders a page of the portal on the server, for a visitor or a signed-in member: React Router at the requested address,
 * Apollo Client answering from the gateway's own API. Apollo's `prerenderStatic` renders until every
 * query of the page has its answer; the page is then rendered once more with React's streaming
 * renderer, complete (`onAllReady`: no boundary is left to fill in with an inline script, so the page
 * keeps its script-src 'self' policy), and handed to the gateway with its head and its data. Style
 * attributes go out as `data-ssr-style` (`withoutStyleAttributes`): the page's style-src 'self'
 * refuses them in markup; the browser sets them before hydrating (main.tsx).
 * Null for a members' page asked for by a visitor (app/serverRendered.ts); rejects when the page cannot
 * be rendered, or one of its calls failed (`hasFailedCall`): the gateway then sends the shell either
 * way (the browser renders it).
 */
export async function renderPage({ path, origin, member = false, execute, signal }: RenderRequest): Promise<RenderedPage | null> {
  const pathname = new URL(path, origin).pathname;
  // A members' page asked for by a visitor: the shell, which sends them to sign in.
  if (!member && !isServerRendered(pathname)) return null;
  await loadLazyRoutesOf(pathname);
  const calls = { failed: false };
  const client = new ApolloClient({ ssrMode: true, link: linkTo(execute, calls), cache: createCache() });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const head = emptyPageHead(origin);
  const tree = (
    <PageHeadProvider head={head}>
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>
    </PageHeadProvider>
  );
  try {
    await prerenderStatic({ tree, context: { client }, renderFunction: (node) => prerenderToNodeStream(node, { signal }), ignoreResults: true, signal, maxRerenders: 12 });
    if (signal.aborted) throw new Error('page data not complete in time');
    // An answer with an error the page shows from the error itself (a call that failed, a refusal): the
    // browser renders the page and asks again, so the member or visitor meets it as the spec says (the
    // section's message, the toast naming the call, the refusal's upgrade link). Rendered here, the answer
    // would travel in the page's cache without its error, and the hydrated page would show nothing of it.
    if (calls.failed) throw new Error('a call of the page failed: the browser renders it');
    const markup = await new Promise<string>((resolve, reject) => {
      const chunks: string[] = [];
      const destination = new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
          callback();
        },
        final(callback) {
          resolve(chunks.join(''));
          callback();
        },
      });
      const stream = renderToPipeableStream(tree, {
        // Never outline a boundary (React sends a large one apart, revealed by an inline script): the page is
        // sent complete, and its policy allows no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(destination),
        onShellError: reject,
        onError: (error) => void reject(error),
      });
      signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
    });
    const canonical = new URL(pathname, origin).href;
    return {
      status: head.notFound ? 404 : 200,
      head: renderPageHead(head, canonical),
      state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(client.extract())}</script>`,
      markup: withoutStyleAttributes(markup),
    };
  } finally {
    router.dispose();
    client.stop();
  }
}

/**
 * Error codes a page shows from its answer alone: an unknown article's or course's NOT_FOUND is its
 * not-found page (answered 404), which hydrates from the null it leaves in the cache. Any other error
 * is shown from the error itself (a refusal's message and upgrade link, a failed section's message and
 * toast), which the cache the page carries does not hold: the browser must ask again to show it.
 */
export const ANSWERED_ERROR_CODES: ReadonlySet<string> = new Set(['NOT_FOUND']);

/** Whether an answer carries an error the page shows from the error itself (anything but `ANSWERED_ERROR_CODES`). */
export function hasFailedCall(result: FormattedExecutionResult): boolean {
  return (result.errors ?? []).some((error) => !ANSWERED_ERROR_CODES.has(String(error.extensions?.code ?? '')));
}

/** Apollo Client's link on the server: each operation goes to the gateway's API in process, by its persisted hash. */
function linkTo(execute: RenderRequest['execute'], calls: { failed: boolean }): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const hash = persistedHashOf(operation.query);
        execute({ hash, query: hash ? undefined : print(operation.query), operationName: operation.operationName ?? null, variables: operation.variables }).then(
          (result) => {
            if (hasFailedCall(result)) calls.failed = true;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * React's markup with each `style="…"` attribute renamed `data-ssr-style` (React escapes quotes in
 * attribute values and text, so the pattern matches attributes only). The browser copies them into
 * the elements' style through the CSS object model, which the page's policy allows (lib/serverState.ts).
 */
export function withoutStyleAttributes(markup: string): string {
  return markup.replace(/ style="/g, ` ${SERVER_STYLE_ATTRIBUTE}="`);
}
