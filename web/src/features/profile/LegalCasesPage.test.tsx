// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, viewerHandler, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { LegalCasesPage } from './LegalCasesPage';

afterEach(cleanup);

const frame: OperationHandler = () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: 'EX_PREMIUM',
      profileSideMenu: [],
      profileBanner: null,
      profileActivationDate: '01/01/2024',
      user: { __typename: 'User', id: '1000008', username: '1000008' },
    },
  },
});

function open(answer: GraphQLResult) {
  return renderPage(<LegalCasesPage />, {
    path: '/profilo/cause',
    url: '/profilo/cause',
    wrapper: ToastProvider,
    handlers: { Viewer: viewerHandler('EX_PREMIUM'), ProfileFrame: frame, ProfileLegalCases: () => answer },
  });
}

describe("/profilo/cause without the legal wallet (spec 1 §6, 3 §2 'Unauthorised page', 3 §6)", () => {
  it('a member the server refuses goes to /non-autorizzato, replacing the refused page in the history', async () => {
    const { router } = open({
      data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000008', legalCases: null } } },
      errors: [{ message: 'Le mie cause richiedono il servizio legale.', path: ['viewer', 'user', 'legalCases'], extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } }],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/non-autorizzato'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a failing service stays on the page with its message (not a refusal)', async () => {
    open({
      data: { viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000008', legalCases: null } } },
      errors: [{ message: 'down', path: ['viewer', 'user', 'legalCases'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    expect(await screen.findByText('Le cause non sono disponibili in questo momento.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/profilo/cause');
  });
});
