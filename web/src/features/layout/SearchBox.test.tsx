// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { viewerData } from './layoutTestKit';
import { SearchBox } from './SearchBox';

const item = (id: string, title: string, href = `/x/${id}`) => ({ __typename: 'SearchSuggestion', id, title, href });
const group = (kind: string, label: string, items: unknown[]) => ({ __typename: 'SearchSuggestionGroup', kind, label, items });

const suggestions: OperationHandler = () => ({
  data: {
    searchSuggestions: [
      group('TOOLS', 'Tool e calcolatori', [item('t1', 'Calcolo del rischio Telematico')]),
      group('NEWS', 'News e approfondimenti', [1, 2, 3, 4, 5, 6].map((n) => item(`n${n}`, `Telemedicina e news ${n}`))),
      group('ECM', 'Corsi di Formazione ECM', []),
    ],
  },
});

// The services the server says this viewer's wallets unlock (crm Viewer.searchableServices).
const telemedicine: OperationHandler = () => ({
  data: { viewer: { __typename: 'Viewer', searchableServices: [{ __typename: 'SearchableService', id: 'netmed', title: 'Telemedicina', href: '/telemedicina' }] } },
});

function renderBox(handlers: Record<string, OperationHandler> = {}) {
  return renderPage(<SearchBox />, {
    path: '/',
    url: '/',
    handlers: { Viewer: () => ({ data: viewerData('PREMIUM') }), SearchSuggestions: suggestions, SearchableServices: telemedicine, ...handlers },
  });
}

const input = () => screen.getByRole('combobox', { name: 'Cerca nel sito' });

afterEach(cleanup);

describe('SearchBox suggestions (spec 1 §2 header search box)', () => {
  it('asks nothing under two characters and shows the hint', async () => {
    const { sent } = renderBox();
    fireEvent.change(input(), { target: { value: 't' } });
    expect(screen.getByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sent.some((op) => op.operationName === 'SearchSuggestions')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('after the debounce shows the groups in order, 5 at most, the match in bold and the services the server offers', async () => {
    const { sent } = renderBox();
    fireEvent.change(input(), { target: { value: 'te' } });
    fireEvent.change(input(), { target: { value: 'tele' } });
    expect(screen.getByRole('status').textContent).toBe('Ricerca in corso');
    const listbox = await screen.findByRole('listbox', { name: 'Suggerimenti di ricerca' }, { timeout: 3000 });
    expect(sent.filter((op) => op.operationName === 'SearchSuggestions').map((op) => op.variables.text)).toEqual(['tele']);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'News e approfondimenti',
      'Tool e calcolatori',
      'Servizi e convenzioni',
    ]);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(5);
    expect(within(groups[2]!).getByRole('option').textContent).toBe('Telemedicina');
    expect(within(groups[1]!).getByRole('option').querySelector('strong')!.textContent).toBe('Tele');
    expect(screen.getByRole('link', { name: 'Tutti i risultati per “tele”' }).getAttribute('href')).toBe('/search?s=tele');
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    renderBox();
    fireEvent.change(input(), { target: { value: 'tele' } });
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(active.textContent).toBe('Telemedicina e news 2');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/x/n2'));
  });

  it('says so when nothing matches, and Enter without a highlighted option opens /search', async () => {
    renderBox({ SearchSuggestions: () => ({ data: { searchSuggestions: [group('NEWS', 'News e approfondimenti', [])] } }) });
    fireEvent.change(input(), { target: { value: 'zzqx' } });
    expect(await screen.findByText('Siamo spiacenti ma la ricerca non ha prodotto risultati.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.submit(input().closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?s=zzqx'));
  });
});
