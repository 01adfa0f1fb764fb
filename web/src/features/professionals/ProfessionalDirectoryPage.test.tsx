// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { ProfessionalDirectoryPage } from './ProfessionalDirectoryPage';

type Variables = { text?: string | null; professionType?: string | null; province?: string | null; page?: number };

function card(n: number, province = 'MI', contacts = false) {
  return {
    __typename: 'ProfessionalCard',
    id: `pc${n}`,
    firstName: 'Giulia',
    lastName: `Rossi ${n}`,
    city: province === 'MI' ? 'Milano' : 'Roma',
    province,
    presentationText: `Presentazione ${n}.`,
    profession: { __typename: 'Profession', description: 'Medico' },
    professionDetail: null,
    specializations: [{ __typename: 'Specialization', name: 'Cardiologia' }],
    contacts: contacts ? { __typename: 'ProfessionalContacts', email: `rossi${n}@esempio.it`, phone: '3330000000' } : null,
  };
}

/** 30 cards (3 pages of 12) unfiltered; 5 in Roma; none for the text 'zzz' (4 suggested). Premium when `premium`. */
function directory(premium = false): OperationHandler {
  return (variables) => {
    const v = variables as Variables;
    const page = v.page ?? 1;
    const total = v.text === 'zzz' ? 0 : v.province === 'RM' ? 5 : 30;
    const start = (page - 1) * 12;
    const cards = Array.from({ length: Math.max(0, Math.min(12, total - start)) }, (_, i) => card(start + i + 1, v.province === 'RM' ? 'RM' : 'MI', premium));
    return {
      data: {
        professionalDirectory: {
          __typename: 'ProfessionalDirectoryPage',
          page,
          pages: Math.ceil(total / 12),
          total: total === 0 ? null : total,
          contactsVisible: premium,
          cards,
          suggested: total === 0 ? [101, 102, 103, 104].map((n) => card(n, 'MI', premium)) : [],
        },
      },
    };
  };
}

function renderDirectory(url = '/professionisti-sanitari', handler: OperationHandler = directory()) {
  return renderPage(<ProfessionalDirectoryPage />, { path: '/professionisti-sanitari', url, wrapper: ToastProvider, handlers: { ProfessionalDirectory: handler } });
}

const location = () => screen.getByTestId('location').textContent;
const lastVariables = (sent: { operationName: string; variables: Record<string, unknown> }[]) => sent.filter((s) => s.operationName === 'ProfessionalDirectory').at(-1)!.variables;

afterEach(() => {
  cleanup();
});

describe('ProfessionalDirectoryPage (spec 2 §2)', () => {
  it("shows the heading, the labelled filters, the count and the first 12 cards with the pager; sets the title", async () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Tutti i professionisti sanitari' })).toBeTruthy();
    expect(await screen.findByText('30 professionisti trovati')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.getByRole('searchbox', { name: 'Cerca un professionista' })).toBeTruthy();
    const profession = screen.getByRole('combobox', { name: 'Professione' });
    expect(within(profession).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tutte le professioni', 'Medico', 'Altro professionista sanitario']);
    expect(within(screen.getByRole('combobox', { name: 'Provincia' })).getByRole('option', { name: 'Milano (MI)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagina 2' }).getAttribute('href')).toBe('/professionisti-sanitari?pagina=2');
    expect(document.title).toMatch(/^Tutti i professionisti sanitari \|/);
  });

  it('reads pagina and the filters from the URL and sends them', async () => {
    const { sent } = renderDirectory('/professionisti-sanitari?testo=rossi&professione=altro&provincia=rm&pagina=2');
    await screen.findByText('5 professionisti trovati');
    expect(lastVariables(sent)).toEqual({ text: 'rossi', professionType: 'OTHER_HEALTH_PROFESSION', province: 'RM', page: 2 });
    expect((screen.getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement).value).toBe('RM');
  });

  it('changing a filter goes back to page 1 and narrows the count', async () => {
    const { sent } = renderDirectory('/professionisti-sanitari?pagina=2');
    await screen.findByText('30 professionisti trovati');
    fireEvent.change(screen.getByRole('combobox', { name: 'Provincia' }), { target: { value: 'RM' } });
    await screen.findByText('5 professionisti trovati');
    expect(location()).toBe('/professionisti-sanitari?provincia=RM');
    expect(lastVariables(sent)).toMatchObject({ province: 'RM', page: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Professione' }), { target: { value: 'medico' } });
    await waitFor(() => expect(location()).toBe('/professionisti-sanitari?provincia=RM&professione=medico'));
    expect(lastVariables(sent)).toMatchObject({ professionType: 'DOCTOR', province: 'RM', page: 1 });
  });

  it('searches text on submit and shows labelled suggested cards when nothing is found', async () => {
    renderDirectory('/professionisti-sanitari?pagina=3');
    await screen.findByText('30 professionisti trovati');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca un professionista' }), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.')).toBeTruthy();
    expect(location()).toBe('/professionisti-sanitari?testo=zzz');
    expect(screen.getByText('0 professionisti trovati')).toBeTruthy();
    const suggested = screen.getByRole('region', { name: 'Professionisti suggeriti' });
    expect(within(suggested).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
  });

  it('shows limited cards with an invitation to upgrade, and the contacts to a Premium viewer', async () => {
    renderDirectory();
    await screen.findByText('30 professionisti trovati');
    expect(screen.getAllByText(/I contatti sono riservati agli abbonati Premium/)).toHaveLength(12);
    expect(screen.queryByRole('link', { name: 'rossi1@esempio.it' })).toBeNull();
    cleanup();
    renderDirectory('/professionisti-sanitari', directory(true));
    expect((await screen.findByRole('link', { name: 'rossi1@esempio.it' })).getAttribute('href')).toBe('mailto:rossi1@esempio.it');
    expect(screen.queryByText(/I contatti sono riservati/)).toBeNull();
  });

  it("shows the list failure toast 'Errore del servizio durante la richiesta della lista.'", async () => {
    renderDirectory('/professionisti-sanitari', () => ({
      data: { professionalDirectory: null },
      errors: [{ message: 'Errore del servizio durante la richiesta della lista.', path: ['professionalDirectory'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    }));
    await waitFor(() => expect(screen.getAllByText('Errore del servizio durante la richiesta della lista.').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
