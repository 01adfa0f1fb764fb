/**
 * Test-only helpers for web component tests: an Apollo Client whose network is a table of
 * handlers by operation name (so tests say what the server answers, and can see what was
 * sent), and a render helper with a memory router (plus any providers the page needs, e.g. toasts).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { IDEMPOTENCY_HEADER, idempotencyLink } from './idempotency';

export type GraphQLResult = { data?: unknown; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
export type OperationHandler = (variables: Record<string, unknown>) => GraphQLResult | Promise<GraphQLResult>;
/** What the client sent; `idempotencyKey` is the Idempotency-Key header of a member's write. */
export type SentOperation = { operationName: string; variables: Record<string, unknown>; idempotencyKey?: string };

export function createTestClient(handlers: Record<string, OperationHandler>) {
  const sent: SentOperation[] = [];
  const network = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        const variables = operation.variables as Record<string, unknown>;
        const idempotencyKey = (operation.getContext().headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
        sent.push({ operationName, variables, ...(idempotencyKey ? { idempotencyKey } : {}) });
        const handler = handlers[operationName];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for operation ${operationName}`);
            return handler(variables);
          })
          .then(
            (result) => {
              observer.next(result as never);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  // The app's own header link runs, so tests see the Idempotency-Key the browser would send.
  const client = new ApolloClient({ link: ApolloLink.from([idempotencyLink, network]), cache: new InMemoryCache() });
  return { client, sent };
}

/** Renders the current location as text, to assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export type RenderPageOptions = {
  /** Route pattern of the page, e.g. '/login'. */
  path: string;
  /** Initial URL, e.g. '/login?u=x'. */
  url: string;
  handlers: Record<string, OperationHandler>;
  /** Providers around the routes, e.g. ToastProvider for pages that show toasts. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/** Renders `page` at `url` with Apollo and a router; every route shows LocationProbe under the page. */
export function renderPage(page: ReactNode, { path, url, handlers, wrapper: Wrapper = Passthrough }: RenderPageOptions) {
  const { client, sent } = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      {
        element: (
          <Wrapper>
            <RouterOutletWithProbe />
          </Wrapper>
        ),
        children: [
          { path, element: page },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, client, sent, router };
}

function RouterOutletWithProbe() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** A content item as ContentCard_content asks for it (a 'Professione' news item with the given id and title). */
export function contentCardFixture(id: string, title: string) {
  return {
    __typename: 'Content',
    id,
    title,
    abstract: 'Estratto.',
    link: `/news-approfondimenti/professione/${id}`,
    imageUrl: null,
    publicationDate: '2025-11-01T10:00:00Z',
    contentTypeLabel: 'News',
    category: { __typename: 'ContentCategory', label: 'Professione' },
  };
}
