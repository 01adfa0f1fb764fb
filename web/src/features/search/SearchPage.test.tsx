// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { SearchPage } from './SearchPage';

const result = (id: string, title: string) => ({
  __typename: 'SearchResult',
  id,
  title,
  href: `/news-approfondimenti/x/${id}`,
  abstract: 'Estratto',
  content: { __typename: 'Content', contentTypeLabel: 'News', publicationDate: '2026-02-03', category: null },
  course: null,
});
const section = (name: string, label: string, total: number, items: unknown[], suggested = false) => ({ __typename: 'SearchSectionResult', section: name, label, total, suggested, items });

function renderSearch(handlers: Record<string, OperationHandler>) {
  return renderPage(<SearchPage />, { path: '/search', url: '/search?s=diabete', handlers });
}

afterEach(cleanup);

describe('SearchPage (spec 3 §8, §9)', () => {
  it("shows the count label and 'Mostra altri' asks that section alone for the next items", async () => {
    const { sent } = renderSearch({
      SearchPage: () => ({
        data: {
          searchPage: {
            __typename: 'SearchPage',
            total: 8,
            suggested: false,
            sections: [section('NEWS', 'News e approfondimenti', 7, [1, 2, 3, 4, 5, 6].map((n) => result(`n${n}`, `Diabete ${n}`))), section('TOOLS', 'Tool e calcolatori', 1, [result('t1', 'Calcolo')])],
          },
        },
      }),
      SearchMore: () => ({ data: { searchPage: { __typename: 'SearchPage', sections: [section('NEWS', 'News e approfondimenti', 7, [result('n7', 'Diabete 7')])] } } }),
    });
    expect(await screen.findByText('8 risultati per “diabete”')).toBeTruthy();
    const tools = within(screen.getByRole('region', { name: 'Tool e calcolatori' }));
    expect(tools.getByText('1 risultato')).toBeTruthy();
    expect(tools.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
    const news = within(screen.getByRole('region', { name: 'News e approfondimenti' }));
    fireEvent.click(news.getByRole('button', { name: 'Mostra altri' }));
    expect(await news.findByRole('link', { name: 'Diabete 7' })).toBeTruthy();
    expect(sent.find((op) => op.operationName === 'SearchMore')?.variables).toEqual({ text: 'diabete', section: 'NEWS', offset: 6 });
    expect(news.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
  });

  it("shows the empty message and the suggested content marked 'suggeriti'", async () => {
    renderSearch({
      SearchPage: () => ({
        data: { searchPage: { __typename: 'SearchPage', total: 0, suggested: true, sections: [section('NEWS', 'News e approfondimenti', 0, [result('s1', 'Suggerita')], true)] } },
      }),
    });
    expect(await screen.findByText('Siamo spiacenti ma la ricerca non ha prodotto risultati. Potrebbero interessarti i seguenti contenuti.')).toBeTruthy();
    expect(screen.getAllByText('suggeriti').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Suggerita' })).toBeTruthy();
  });
});
