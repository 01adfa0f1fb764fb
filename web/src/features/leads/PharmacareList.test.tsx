// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { PHARMACARE_FAILURE_LOG, PharmacareList } from './PharmacareList';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (id: string) => ({
  __typename: 'ProfessionalCard',
  id,
  firstName: 'Anna',
  lastName: `Rossi ${id}`,
  city: 'Milano',
  province: 'MI',
  profession: { __typename: 'Profession', description: 'Altro professionista sanitario' },
  professionDetail: { __typename: 'ProfessionDetail', name: 'Infermiere' },
  specializations: [],
});

function render(pages: Record<number, number>) {
  return renderPage(<PharmacareList />, {
    path: '/x',
    url: '/x',
    handlers: {
      PharmacareProfessionals: ({ page }) => ({
        data: { pharmacareProfessionals: Array.from({ length: pages[Number(page)] ?? 0 }, (_, i) => card(`${String(page)}-${i}`)) },
      }),
    },
  });
}

describe('home-care professional list (spec 3 §4, §8)', () => {
  it("shows page 1's 4 cards and the 'more' button, which adds page 2 and goes", async () => {
    render({ 1: 4, 2: 3 });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altri' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
  });

  it("has no 'more' button when page 1 has fewer than 4 cards", async () => {
    render({ 1: 3 });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
  });

  it('logs the service failure and shows no card', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<PharmacareList />, {
      path: '/x',
      url: '/x',
      handlers: { PharmacareProfessionals: () => ({ data: { pharmacareProfessionals: null }, errors: [{ message: PHARMACARE_FAILURE_LOG, path: ['pharmacareProfessionals'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) },
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Errore del servizio /professionallist/professionalcards'));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
