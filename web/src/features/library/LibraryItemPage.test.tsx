// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { LibraryItemPage } from './LibraryItemPage';

/** Spec 2 §3 / 3 §3 'Library item', 3 §7 GET /graphql/library, 3 §8 'Graphql library failure'. */

const item = (over: Record<string, unknown> = {}) => ({
  __typename: 'LibraryItem',
  id: '100042',
  title: 'Responsabilità professionale in corsia',
  link: '/news-approfondimenti/norme-e-diritto/responsabilita-100042',
  content: '<p>Il testo completo.</p>',
  paywalled: false,
  imageUrl: null,
  publicationDate: '2025-05-06T08:00:00.000Z',
  series: 'Legale',
  teachingModel: 'E-book',
  credits: 6,
  contentTypeLabel: 'E-book',
  ...over,
});
const paywall = {
  __typename: 'PaywallOption',
  id: 'pw-articolo',
  title: 'Contenuto riservato agli abbonati',
  content: 'Abbonati per leggere.',
  imageUrl: null,
  cta: { __typename: 'BannerCta', label: 'Scopri i piani', link: '/piani', eventCode: null },
  hasLoginCta: false,
};
const answer = (libraryItem: unknown): OperationHandler => () => ({ data: { libraryItem, articlePaywall: paywall, resourcePaywall: null } });
const noResults: OperationHandler = () => ({ data: { contents: { __typename: 'ContentPage', items: [] } } });

function render(id: string, handlers: Record<string, OperationHandler>) {
  return renderPage(<LibraryItemPage />, { path: '/libreria/:id', url: `/libreria/${id}`, handlers: { LibrarySearch: noResults, ...handlers }, wrapper: ToastProvider });
}

afterEach(cleanup);

describe('/libreria/{id}', () => {
  it("shows the item's title, date, series, teaching model, credits and text, with a link to its page", async () => {
    const { sent } = render('100042', { LibraryItem: answer(item()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsabilità professionale in corsia' })).toBeTruthy();
    expect(sent[0]).toMatchObject({ operationName: 'LibraryItem', variables: { id: '100042' } });
    expect(screen.getByText('06/05/2025')).toBeTruthy();
    const facts = screen.getByText('Collana').closest('dl')!;
    expect(within(facts).getByText('Legale')).toBeTruthy();
    expect(within(facts).getByText('E-book', { selector: 'dd' })).toBeTruthy();
    expect(within(facts).getByText('6 crediti ECM')).toBeTruthy();
    expect(screen.getByText('Il testo completo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Vai al contenuto completo/ }).getAttribute('href')).toBe('/news-approfondimenti/norme-e-diritto/responsabilita-100042');
  });

  it('runs a library search in the content-detail context without the item itself', async () => {
    const { sent } = render('100042', { LibraryItem: answer(item()) });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Il testo completo.');
    await vi.waitFor(() => expect(sent.map((s) => s.operationName)).toContain('LibrarySearch'));
    expect(sent.find((s) => s.operationName === 'LibrarySearch')!.variables).toEqual({ input: { context: 'CONTENT_DETAIL', excludeIds: ['100042'], rows: 3 } });
  });

  it('a paywalled item shows the paywall the server chose instead of its text', async () => {
    render('100042', { LibraryItem: answer(item({ content: null, paywalled: true })) });
    expect(await screen.findByRole('heading', { name: 'Contenuto riservato agli abbonati' })).toBeTruthy();
    expect(screen.queryByText('Il testo completo.')).toBeNull();
  });

  it('an unknown id is the not-found page', async () => {
    render('nope', { LibraryItem: answer(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });

  it("a failing call shows the spec's toast naming the call and its id, not the not-found page", async () => {
    render('100042', {
      LibraryItem: () => ({
        data: { libraryItem: null, articlePaywall: null, resourcePaywall: null },
        errors: [{ message: 'Servizio non disponibile.', path: ['libraryItem'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/graphql/library' } }],
      }),
    });
    const toasts = document.querySelector('.toasts') as HTMLElement;
    expect(await within(toasts).findByText('Errore nel servizio /graphql/library?id=100042')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Il contenuto non è disponibile in questo momento. Riprova più tardi.');
    expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).toBeNull();
  });
});

