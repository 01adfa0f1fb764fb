// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { LoyaltyLoginPage } from './LoyaltyLoginPage';

afterEach(cleanup);

function viewer(subscriptionType: 'SUSPECT' | 'PREMIUM'): OperationHandler {
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

const open = (search: string, type: 'SUSPECT' | 'PREMIUM') =>
  renderPage(<LoyaltyLoginPage />, { path: '/programma-fedelta-premiati/login', url: `/programma-fedelta-premiati/login${search}`, handlers: { Viewer: viewer(type) } });

const location = () => screen.getByTestId('location').textContent;

describe('/programma-fedelta-premiati/login?redirectTo=… (spec 3 §2)', () => {
  it.each([
    ['/prodotti', '/prodotti'],
    ['/profilo/ordini/', '/profilo/ordini/'],
  ])('a signed-in member asking for %s goes there', async (asked, expected) => {
    open(`?redirectTo=${encodeURIComponent(asked)}`, 'PREMIUM');
    await waitFor(() => expect(location()).toBe(expected));
  });

  it.each([
    ['no redirectTo', ''],
    ['another portal path', `?redirectTo=${encodeURIComponent('/profilo/dati-personali')}`],
    ['an outside address', `?redirectTo=${encodeURIComponent('https://example.org/prodotti')}`],
    ['a protocol-relative address', `?redirectTo=${encodeURIComponent('//example.org/prodotti')}`],
    ['a look-alike path', `?redirectTo=${encodeURIComponent('/prodotti/../profilo')}`],
  ])('%s: the member goes to the programme page', async (_name, search) => {
    open(search, 'PREMIUM');
    await waitFor(() => expect(location()).toBe('/programma-fedelta-premiati'));
  });

  it('a visitor logs in first and comes back to the login page with the allowed target', async () => {
    open(`?redirectTo=${encodeURIComponent('/profilo/ordini/')}`, 'SUSPECT');
    const back = `/programma-fedelta-premiati/login?redirectTo=${encodeURIComponent('/profilo/ordini/')}`;
    await waitFor(() => expect(location()).toBe(`/login?redirectTo=${encodeURIComponent(back)}`));
  });

  it('a visitor asking for an outside address comes back to the programme page, never outside', async () => {
    open(`?redirectTo=${encodeURIComponent('https://example.org/')}`, 'SUSPECT');
    const back = `/programma-fedelta-premiati/login?redirectTo=${encodeURIComponent('/programma-fedelta-premiati')}`;
    await waitFor(() => expect(location()).toBe(`/login?redirectTo=${encodeURIComponent(back)}`));
  });
});
