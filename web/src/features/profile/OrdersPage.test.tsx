// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { ORDERS_TEXT, OrdersPage } from './OrdersPage';

afterEach(cleanup);

function viewer(subscriptionType: string): OperationHandler {
  const member = subscriptionType !== 'SUSPECT';
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: { __typename: 'SubscriptionFlags', isSuspect: !member, isRegistered: false, isTrial: false, isPremium: member, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: member, isAPS: false },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: member ? { __typename: 'User', id: '1000004', username: '1000004', name: 'Marco', surname: 'Bianchi' } : null,
      },
    },
  });
}

const frame: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'PREMIUM',
      profileSideMenu: [{ __typename: 'ProfileSideMenuItem', id: 'overview', label: 'Panoramica', href: '/profilo', icon: 'HOME' }],
      profileBanner: null,
      profileActivationDate: '2024',
      user: { __typename: 'User', id: '1000004', username: '1000004' },
    },
  },
});

const orders = (answer: GraphQLResult): OperationHandler => () => answer;
const withHtml = (html: string | null): GraphQLResult => ({ data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000004', clientCode: '1000004', orderedProductsHtml: html } } } });

function open(type: string, answer: GraphQLResult) {
  return renderPage(<OrdersPage />, {
    path: '/profilo/ordini',
    url: '/profilo/ordini/',
    wrapper: ToastProvider,
    handlers: { Viewer: viewer(type), ProfileFrame: frame, ProfileOrders: orders(answer) },
  });
}

describe('/profilo/ordini/', () => {
  it("shows the member's ordered products as the order service describes them, with the invoices and rewards links", async () => {
    const { sent } = open('PREMIUM', withHtml('<p><strong>Club Medici Premium</strong></p><p>Valido fino al 31/12/2026</p>'));
    expect(await screen.findByRole('heading', { level: 1, name: ORDERS_TEXT.title })).toBeTruthy();
    const products = await screen.findByRole('region', { name: 'Prodotti ordinati' });
    expect(within(products).getByText('Club Medici Premium')).toBeTruthy();
    expect(within(products).getByText('Valido fino al 31/12/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: ORDERS_TEXT.invoices }).getAttribute('href')).toBe('/profilo/fatture-pagamenti');
    expect(screen.getByRole('link', { name: ORDERS_TEXT.rewards }).getAttribute('href')).toBe('/prodotti');
    expect(sent.filter((s) => s.operationName === 'ProfileOrders')).toHaveLength(1);
  });

  it('says there is nothing to show when the service has no detail', async () => {
    open('PREMIUM', withHtml(null));
    expect(await screen.findByText(ORDERS_TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Prodotti ordinati' })).toBeNull();
  });

  it('says the orders are unavailable when the order service fails', async () => {
    open('PREMIUM', {
      data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000004', clientCode: '1000004', orderedProductsHtml: null } } },
      errors: [{ message: 'upstream', path: ['viewer', 'user', 'orderedProductsHtml'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    expect(await screen.findByText(ORDERS_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(ORDERS_TEXT.empty)).toBeNull();
  });

  it("without the member's client code (the member data failed) says 'Errore: codice cliente mancante' (spec 3 §8), not that there are no orders", async () => {
    open('PREMIUM', {
      data: { viewer: { __typename: 'Viewer', user: null } },
      errors: [{ message: 'upstream', path: ['viewer', 'user'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Errore: codice cliente mancante');
    expect(screen.queryByText(ORDERS_TEXT.empty)).toBeNull();
  });

  it('a visitor goes to the login page and back', async () => {
    open('SUSPECT', withHtml(null));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirectTo=%2Fprofilo%2Fordini%2F'));
  });
});
