// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { FavouritesList } from './FavouritesList';

afterEach(cleanup);

const item = (id: number) => ({
  __typename: 'Content',
  id: String(id),
  title: `Modulo ${id}`,
  abstract: null,
  link: `/risorse/modulo-${id}`,
  contentTypeLabel: 'Modulo',
  isPremium: false,
  category: null,
});

/** Pages of 8 out of 10 favourites. */
function favourites(variables: Record<string, unknown>) {
  const page = Number(variables.page);
  const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8] : [9, 10];
  return { data: { favourites: { __typename: 'ContentPage', total: 10, hasNext: page === 1, items: ids.map(item) } } };
}

describe('FavouritesList', () => {
  it("'Mostra altro' appends the next page and disappears on the last one", async () => {
    const { sent } = renderPage(<FavouritesList kind="MODULI" title="Moduli" empty="Nessuno" />, { path: '/f', url: '/f', handlers: { Favourites: favourites } });
    const list = await screen.findByRole('list', { name: 'Moduli' });
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altro' }));
    expect(await screen.findByRole('link', { name: 'Modulo 10' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Moduli' })).getAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Mostra altro' })).toBeNull();
    expect(sent.map((op) => [op.variables.kind, op.variables.page])).toEqual([
      ['MODULI', 1],
      ['MODULI', 2],
    ]);
  });

  it("says 'Qualcosa è andato storto.' when the favourites fail to load", async () => {
    renderPage(<FavouritesList kind="NEWS" title="News e Approfondimenti" empty="Nessuno" />, {
      path: '/f',
      url: '/f',
      handlers: { Favourites: () => ({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) },
    });
    expect(await screen.findByText('Qualcosa è andato storto.')).toBeTruthy();
  });
});
