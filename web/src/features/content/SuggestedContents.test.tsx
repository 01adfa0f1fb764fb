// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { contentCardFixture, renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { CategoryPage } from './CategoryPage';

afterEach(cleanup);

const card = contentCardFixture;

const handlers = (suggested: OperationHandler): Record<string, OperationHandler> => ({
  CategoryList: () => ({ data: { newsCategories: [{ __typename: 'Category', label: 'Professione', url: '/news-approfondimenti/professione' }] } }),
  CategoryPage: () => ({ data: { categoryPage: { __typename: 'ContentPage', total: 2, items: [card('1', 'In lista uno'), card('2', 'In lista due')] } } }),
  SuggestedContents: suggested,
});

const renderCategory = (suggested: OperationHandler) =>
  renderPage(<CategoryPage />, { path: '/news-approfondimenti/:category', url: '/news-approfondimenti/professione', wrapper: ToastProvider, handlers: handlers(suggested) });

describe("category page 'Contenuti suggeriti' (spec 2 §2, §9)", () => {
  it('shows the suggested items under the list, asking the server to leave out the listed ones', async () => {
    const suggested = Array.from({ length: 6 }, (_, i) => card(`s${i}`, `Suggerito ${i}`));
    const { sent } = renderCategory(() => ({ data: { suggestedContents: suggested } }));
    const section = await screen.findByRole('region', { name: 'Contenuti suggeriti' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Suggerito 0' }).getAttribute('href')).toBe('/news-approfondimenti/professione/s0');
    expect(sent.find((op) => op.operationName === 'SuggestedContents')!.variables).toEqual({ category: 'Professione', excludeIds: ['1', '2'], limit: 6 });
    expect(sent.filter((op) => op.operationName === 'SuggestedContents')).toHaveLength(1);
  });

  it('fails alone: a message in the section while the list stays', async () => {
    const failure: GraphQLResult = { data: { suggestedContents: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    renderCategory(() => failure);
    expect(await screen.findByText('Non è stato possibile caricare i contenuti suggeriti.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'In lista uno' })).toBeTruthy();
  });

  it('leaves the section out when there is nothing to suggest', async () => {
    const { sent } = renderCategory(() => ({ data: { suggestedContents: [] } }));
    await screen.findByRole('link', { name: 'In lista due' });
    await waitFor(() => expect(sent.some((op) => op.operationName === 'SuggestedContents')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Caricamento dei contenuti suggeriti')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Contenuti suggeriti' })).toBeNull();
  });
});
