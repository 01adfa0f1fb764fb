// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { UpsellModal } from './UpsellModal';

function viewerOf(subscriptionType: string): OperationHandler {
  return () => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        subscriptionType,
        flags: { __typename: 'SubscriptionFlags', isSuspect: false, isRegistered: false, isTrial: false, isPremium: false, isExTrial: false, isExPremium: false, isEx: false, isTrialOrPremium: false, isAPS: false },
        activeWalletCodes: [],
        headerButtons: [],
        profileMenu: [],
        topBarColour: 'blue',
        showsCreditsCounter: false,
        user: null,
      },
    },
  });
}

const links = (dialog: HTMLElement) => within(dialog).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(cleanup);

function renderModal(viewer: OperationHandler) {
  renderPage(<UpsellModal title="Vuoi salvare i tuoi contenuti preferiti?" onClose={() => undefined} />, { path: '/', url: '/', handlers: { Viewer: viewer } });
  return screen.findByRole('dialog', { name: 'Vuoi salvare i tuoi contenuti preferiti?' });
}

describe('UpsellModal buttons (the policy’s upsellButtons for the viewer’s type)', () => {
  it('asks an ex-premium member to renew', async () => {
    const dialog = await renderModal(viewerOf('EX_PREMIUM'));
    await waitFor(() => expect(links(dialog)).toEqual([['Rinnova', '/upgrade']]));
  });

  it('shows a registered member the plans', async () => {
    const dialog = await renderModal(viewerOf('REGISTRATO'));
    await waitFor(() => expect(links(dialog)).toEqual([['Scopri i piani', '/piani']]));
  });

  it('offers sign-up and login when the viewer could not be loaded', async () => {
    const dialog = await renderModal(() => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    await waitFor(() => expect(links(dialog)).toEqual([['Registrati gratis', '/registrazione'], ['Accedi', '/login']]));
  });
});
