// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { CategoriesPage } from './CategoriesPage';

const SESSION_KEY = 'club.news.pickedCategories';
const LABELS = ['Professione', 'Clinica', 'Farmaci', 'Management', 'Normativa'];
const FAILURE = { message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
const SAVE_FAILURE = 'Errore nel servizio /favorites/categorie';

/** The server's answer on where this viewer's choice is kept (cms savesFavouriteCategories). */
const savesOnServer =
  (saves: boolean): OperationHandler =>
  () => ({ data: { savesFavouriteCategories: saves } });

const categoriesPage: OperationHandler = () => ({
  data: {
    newsCategories: LABELS.map((label) => ({ __typename: 'Category', label, url: `/news-approfondimenti/${label.toLowerCase()}` })),
    contentCategories: [],
  },
});

const categoryCards: OperationHandler = (variables) => ({
  data: {
    categoryCards: (variables.categories as string[]).map((label) => ({
      __typename: 'CategoryCards',
      category: { __typename: 'Category', label, url: `/news-approfondimenti/${label.toLowerCase()}` },
      items: [],
    })),
  },
});

const saved =
  (categories: string[] | null): OperationHandler =>
  () => ({ data: { favouriteCategories: categories } });

const saveAnswersWhatWasSent: OperationHandler = (variables) => ({ data: { saveFavouriteCategories: variables.categories } });

function renderCategories(handlers: Record<string, OperationHandler>) {
  return renderPage(<CategoriesPage />, {
    path: '/news-approfondimenti/categorie',
    url: '/news-approfondimenti/categorie',
    wrapper: ToastProvider,
    handlers: { NewsCategoriesPage: categoriesPage, NewsCategoryCards: categoryCards, ...handlers },
  });
}

/** The picker's buttons and whether each is pressed. */
async function pickerState() {
  const picker = await screen.findByRole('list', { name: 'Scegli le categorie' });
  return Object.fromEntries(within(picker).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed') === 'true']));
}

async function press(label: string) {
  const picker = await screen.findByRole('list', { name: 'Scegli le categorie' });
  fireEvent.click(within(picker).getByRole('button', { name: label }));
}

const pressedOnly = (labels: string[]) => Object.fromEntries(LABELS.map((label) => [label, labels.includes(label)]));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('category picker preferences (spec 1 §6, §8; spec 2 §6, §9)', () => {
  it("starts a premium member with the server's saved categories (dropping the gone ones) and saves every change, full list", async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(['Clinica']));
    const { sent } = renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved(['Normativa', 'Non più', 'Farmaci']), SaveFavouriteCategories: saveAnswersWhatWasSent });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Normativa', 'Farmaci'])));
    expect(sent.some((op) => op.operationName === 'SaveFavouriteCategories')).toBe(false);

    await press('Professione');
    await waitFor(() => expect(sent.filter((op) => op.operationName === 'SaveFavouriteCategories')).toHaveLength(1));
    expect(sent.find((op) => op.operationName === 'SaveFavouriteCategories')!.variables).toEqual({ categories: ['Normativa', 'Farmaci', 'Professione'] });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(['Normativa', 'Farmaci', 'Professione']);
    expect(await pickerState()).toEqual(pressedOnly(['Normativa', 'Farmaci', 'Professione']));
  });

  it('falls back to the session copy, then to the first 3, when the member has nothing saved', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(['Management']));
    renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved([]) });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Management'])));
    cleanup();
    sessionStorage.clear();
    renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved(['Non più']) });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Professione', 'Clinica', 'Farmaci'])));
  });

  it('keeps only the last choice made while a save is in flight', async () => {
    let release: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slowFirstSave: OperationHandler = async (variables) => {
      calls += 1;
      if (calls === 1) await firstAnswer;
      return { data: { saveFavouriteCategories: variables.categories } };
    };
    const { sent } = renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved(['Farmaci']), SaveFavouriteCategories: slowFirstSave });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Farmaci'])));

    await press('Clinica');
    await waitFor(() => expect(calls).toBe(1));
    await press('Normativa');
    await press('Farmaci');
    expect(await pickerState()).toEqual(pressedOnly(['Clinica', 'Normativa']));
    release();

    const saves = () => sent.filter((op) => op.operationName === 'SaveFavouriteCategories').map((op) => op.variables.categories);
    await waitFor(() => expect(saves()).toEqual([['Farmaci', 'Clinica'], ['Clinica', 'Normativa']]));
  });

  it("keeps a visitor's choice in the session only: no saved preferences asked, no save sent", async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(['Clinica', 'Farmaci']));
    const { sent } = renderCategories({ SavesFavouriteCategories: savesOnServer(false) });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Clinica', 'Farmaci'])));

    await press('Normativa');
    expect(await pickerState()).toEqual(pressedOnly(['Clinica', 'Farmaci', 'Normativa']));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(['Clinica', 'Farmaci', 'Normativa']);
    await waitFor(() => expect(sent.some((op) => op.operationName === 'NewsCategoryCards' && (op.variables.categories as string[]).includes('Normativa'))).toBe(true));
    expect(sent.map((op) => op.operationName)).not.toContain('SaveFavouriteCategories');
    expect(sent.map((op) => op.operationName)).not.toContain('NewsFavouriteCategories');
  });

  it('keeps the choice in the session only when the server cannot say where it is kept', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(['Farmaci']));
    const { sent } = renderCategories({ SavesFavouriteCategories: () => ({ data: null, errors: [FAILURE] }) });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Farmaci'])));
    await press('Clinica');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(['Farmaci', 'Clinica']);
    expect(sent.map((op) => op.operationName)).not.toContain('NewsFavouriteCategories');
    expect(sent.map((op) => op.operationName)).not.toContain('SaveFavouriteCategories');
  });

  it("shows 'Errore nel servizio /favorites/categorie' when the save fails and keeps the choice", async () => {
    const failed: GraphQLResult = { data: null, errors: [FAILURE] };
    renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved(['Farmaci']), SaveFavouriteCategories: () => failed });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Farmaci'])));

    await press('Management');
    const toast = await screen.findByText(SAVE_FAILURE);
    expect(toast.closest('.toast--danger')).toBeTruthy();
    expect(toast.closest('[aria-live]')).toBeTruthy();
    expect(await pickerState()).toEqual(pressedOnly(['Farmaci', 'Management']));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(['Farmaci', 'Management']);
  });

  it('says nothing when the saved preferences fail to load: the session copy is the start', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(['Normativa']));
    renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: () => ({ data: { favouriteCategories: null }, errors: [FAILURE] }) });
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Normativa'])));
    expect(screen.queryByText(SAVE_FAILURE)).toBeNull();
    expect(document.querySelector('.toast')).toBeNull();
  });

  it("after a save, the cache holds the saved list, so the home's 'Le news per te' chips show it without a reload", async () => {
    // The home section reads `favouriteCategories` on the root query (HomeFavouriteNewsCategories);
    // features do not import each other, so the test reads the same cache field the home reads.
    const { sent, client } = renderCategories({ SavesFavouriteCategories: savesOnServer(true), NewsFavouriteCategories: saved(['Farmaci']), SaveFavouriteCategories: saveAnswersWhatWasSent });
    const cached = () => (client.cache.extract() as { ROOT_QUERY?: { favouriteCategories?: unknown } }).ROOT_QUERY?.favouriteCategories;
    await waitFor(async () => expect(await pickerState()).toEqual(pressedOnly(['Farmaci'])));
    expect(cached()).toEqual(['Farmaci']);

    await press('Clinica');
    await waitFor(() => expect(cached()).toEqual(['Farmaci', 'Clinica']));
    expect(sent.filter((op) => op.operationName === 'NewsFavouriteCategories')).toHaveLength(1);
  });
});
