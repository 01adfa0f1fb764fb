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
import { possibleTypes } from './possibleTypes';

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
  const client = new ApolloClient({ link: ApolloLink.from([idempotencyLink, network]), cache: new InMemoryCache({ possibleTypes: possibleTypes() }) });
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

/** The Viewer query's answer for a subscription type (flags derived from it), for pages that read useViewer. */
export function viewerHandler(subscriptionType: 'SUSPECT' | 'REGISTRATO' | 'TRIAL' | 'PREMIUM' | 'EX_TRIAL' | 'EX_PREMIUM'): OperationHandler {
  const member = subscriptionType !== 'SUSPECT';
  const is = (t: string) => subscriptionType === t;
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: {
          __typename: 'SubscriptionFlags',
          isSuspect: !member,
          isRegistered: is('REGISTRATO'),
          isTrial: is('TRIAL'),
          isPremium: is('PREMIUM'),
          isExTrial: is('EX_TRIAL'),
          isExPremium: is('EX_PREMIUM'),
          isEx: is('EX_TRIAL') || is('EX_PREMIUM'),
          isTrialOrPremium: is('TRIAL') || is('PREMIUM'),
          isAPS: false,
        },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: member ? { __typename: 'User', id: '1000009', username: '1000009', name: 'Giulia', surname: 'Verdi' } : null,
      },
    },
  });
}

/** The upgrade modal's plans (one purchasable plan, 12 × 10,90 €) and who may start the trial. */
export function planOffersHandler(trialStart: 'REGISTER' | 'ACTIVATE' | 'NOT_ELIGIBLE'): OperationHandler {
  return () => ({
    data: {
      plans: [
        {
          __typename: 'Plan',
          id: 'p1',
          name: 'Premium',
          mostLiked: true,
          purchasable: true,
          priceList: [
            {
              __typename: 'PriceListEntry',
              installmentPlanId: '3',
              installmentPlanNumber: 12,
              installmentPlanName: 'Mensile',
              totalPrice: { __typename: 'Money', cents: 13080, currency: 'EUR' },
              discountedPrice: null,
              instalmentPrice: { __typename: 'Money', cents: 1090, currency: 'EUR' },
            },
          ],
        },
      ],
      viewer: { __typename: 'Viewer', trialStart },
    },
  });
}
