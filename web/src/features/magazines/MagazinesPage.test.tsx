// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { MagazinesPage } from './MagazinesPage';

afterEach(cleanup);

const magazine = { __typename: 'Magazine', id: 'cardiologia', name: 'Cardiologia Oggi', logoUrl: '/media/magazines/cardiologia.svg', url: 'https://example.org', categories: [] };
const member = { __typename: 'Viewer', flags: { __typename: 'SubscriptionFlags', isSuspect: false }, user: { __typename: 'User', id: '1000011', fiscalCode: null, missingFields: null, contact: null } };

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

describe('MagazinesPage posts failure (spec 2 §8 \'Suggested posts failure: logged only\')', () => {
  it('logs the failure and shows no message; the magazine section stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPage(<MagazinesPage />, {
        path: '/contenuti-medico-scientifici',
        url: '/contenuti-medico-scientifici',
        wrapper: ToastProvider,
        handlers: {
          Magazines: () => ({ data: { magazines: [magazine], viewer: { ...member, user: { ...member.user, missingFields: { __typename: 'MissingFields', fiscalCode: false, privacyHomnya: false, termsConditions: false, isComplete: true } } } } }),
          MagazinePosts: () => ({ data: { magazinePosts: null }, errors: [{ message: 'down', path: ['magazinePosts'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
        },
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Cardiologia Oggi' })).toBeTruthy();
      await waitFor(() => expect(logged.mock.calls.some((call) => call[0] === 'Errore nel servizio /recommender/suggested')).toBe(true));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.querySelector('.toast')).toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('MagazinesPage data-completion modal prefill (spec 2 §4)', () => {
  it('starts from the profession on file: a doctor without specialisation is asked only the specialisation, privacy and terms', async () => {
    const incomplete = {
      ...member,
      user: {
        ...member.user,
        fiscalCode: 'SPSMTT84P15H501Q',
        missingFields: { __typename: 'MissingFields', fiscalCode: false, privacyHomnya: true, termsConditions: true, isComplete: false },
        contact: { __typename: 'ContactData', profession: { __typename: 'Profession', id: '1', isDoctor: true }, professionDetailId: null, specializationIds: [] },
      },
    };
    renderPage(<MagazinesPage />, {
      path: '/contenuti-medico-scientifici',
      url: '/contenuti-medico-scientifici',
      wrapper: ToastProvider,
      handlers: {
        Magazines: () => ({ data: { magazines: [magazine], viewer: incomplete } }),
        MagazinePosts: () => ({ data: { magazinePosts: null } }),
        CompletionProfessions: () => ({
          data: {
            professions: [
              { __typename: 'Profession', id: '1', description: 'Medico', isDoctor: true, signupEnabled: true },
              { __typename: 'Profession', id: '2', description: 'Altro professionista sanitario', isDoctor: false, signupEnabled: true },
            ],
            specializationFamilies: [{ __typename: 'SpecializationFamily', id: 'F1', name: 'Area medica', specializations: [{ __typename: 'Specialization', id: '11', name: 'Cardiologia' }] }],
          },
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa i tuoi dati' });
    await within(dialog).findByRole('option', { name: 'Medico' });
    expect((within(dialog).getByLabelText('Professione') as HTMLSelectElement).value).toBe('1');
    expect(within(dialog).getByLabelText('Specializzazione')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Professione sanitaria')).toBeNull();
  });
});
