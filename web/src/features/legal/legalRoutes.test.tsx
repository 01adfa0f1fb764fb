// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { legalRoutes } from './routes';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([...legalRoutes, { path: '*', element: <h1>Pagina non trovata</h1> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('privacy pages the spec names (2 §2 privacy pages, 3 §2 other linked routes)', () => {
  it.each([
    ['/privacy-homnya', 'Informativa privacy Homnya'],
    ['/privacy-integrativa', 'Informativa privacy integrativa'],
    ['/club/informativa-privacy', 'Informativa sulla privacy'],
    ['/informativa-privacy', 'Informativa sulla privacy'],
  ])('%s shows %s', async (url, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
