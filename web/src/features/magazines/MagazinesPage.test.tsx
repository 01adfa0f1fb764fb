// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { MagazinesPage } from './MagazinesPage';

afterEach(cleanup);

const magazine = { __typename: 'Magazine', id: 'cardiologia', name: 'Cardiologia Oggi', logoUrl: '/media/magazines/cardiologia.svg', url: 'https://example.org', categories: [] };
const member = { __typename: 'Viewer', flags: { __typename: 'SubscriptionFlags', isSuspect: false }, user: { __typename: 'User', id: '1000011', fiscalCode: null, missingFields: null } };

function renderWithCheck(code: string) {
  const answer: GraphQLResult = {
    data: { magazines: [magazine], viewer: member },
    errors: [{ message: 'down', path: ['viewer', 'user', 'missingFields'], extensions: { code } }],
  };
  return renderPage(<MagazinesPage />, {
    path: '/contenuti-medico-scientifici',
    url: '/contenuti-medico-scientifici',
    wrapper: ToastProvider,
    handlers: { Magazines: () => answer, MagazinePosts: () => ({ data: { magazinePosts: null } }) },
  });
}

describe('MagazinesPage missing-data check (spec 2 §8)', () => {
  it("a failing check shows 'Errore nel servizio /contact/jump2wl/check' while the magazines still show", async () => {
    renderWithCheck('UPSTREAM_UNAVAILABLE');
    expect(await screen.findByText('Errore nel servizio /contact/jump2wl/check')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cardiologia Oggi' })).toBeTruthy();
  });

  it('an expired session (401) shows no toast', async () => {
    renderWithCheck('UNAUTHENTICATED');
    await screen.findByRole('img', { name: 'Cardiologia Oggi' });
    expect(screen.queryByText('Errore nel servizio /contact/jump2wl/check')).toBeNull();
  });
});
