// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { UnauthorisedPage } from './UnauthorisedPage';

function renderAt(url: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('error pages', () => {
  it("NotFoundPage says 'Pagina non trovata', links home and sets the document title", async () => {
    renderAt('/nessuna-pagina', [{ path: '*', element: <NotFoundPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Pagina non trovata | Club Professioni Sanitarie');
  });

  it('UnauthorisedPage has exactly the wording and buttons of spec 3 §2', () => {
    renderAt('/non-autorizzato', [{ path: '*', element: <UnauthorisedPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Non sei autorizzato.' })).toBeTruthy();
    expect(screen.getByText('Non sei autorizzato a visualizzare il contenuto di questa pagina.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Torna ai servizi' });
    const upgrade = screen.getByRole('link', { name: "Effettua l'upgrade" });
    expect(back.getAttribute('href')).toBe('/servizi');
    expect(back.className).toContain('btn--outline');
    expect(upgrade.getAttribute('href')).toBe('/upgrade');
    expect(upgrade.className).toContain('btn--primary');
  });

  it('RouteErrorPage shows a recoverable error page when a route throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderAt('/', [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Si è verificato un errore' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('RouteErrorPage shows the not-found page for a 404 response', async () => {
    renderAt('/x', [
      {
        path: '/x',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        element: null,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });
});
