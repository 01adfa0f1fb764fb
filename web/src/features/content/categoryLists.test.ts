import { describe, expect, it } from 'vitest';
import {
  gridCategories,
  initialPickedCategories,
  inPairs,
  readPickedCategories,
  readSessionCategories,
  savePickedCategories,
  toggledCategories,
} from './categoryLists';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('category lists (spec 2 §2, §9)', () => {
  it('sorts the grid by page name and lower-cases the URLs', () => {
    const grid = gridCategories([
      { label: 'Zeta', url: '/News-Approfondimenti/Zeta', pageName: 'Alfa pagina' },
      { label: 'Beta', url: '/news-approfondimenti/BETA', pageName: null },
      { label: 'Alfa', url: '/x/A', pageName: 'Zuppa' },
    ]);
    expect(grid.map((c) => c.label)).toEqual(['Zeta', 'Beta', 'Alfa']);
    expect(grid.map((c) => c.url)).toEqual(['/news-approfondimenti/zeta', '/news-approfondimenti/beta', '/x/a']);
  });

  it('shows categories two by two', () => {
    expect(inPairs([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('starts the picker with 3 categories and keeps the choice for the session', () => {
    const storage = memoryStorage();
    const all = ['A', 'B', 'C', 'D', 'E'];
    expect(readPickedCategories(all, storage)).toEqual(['A', 'B', 'C']);
    savePickedCategories(['D', 'Gone', 'A'], storage);
    expect(readPickedCategories(all, storage)).toEqual(['D', 'A']);
    storage.setItem('club.news.pickedCategories', '{broken');
    expect(readPickedCategories(all, storage)).toEqual(['A', 'B', 'C']);
  });

  it("starts from the member's saved categories, else the session's, else the first 3", () => {
    const all = ['A', 'B', 'C', 'D', 'E'];
    expect(initialPickedCategories(all, ['E', 'B'], ['D'])).toEqual(['E', 'B']);
    // Saved labels the news categories no longer have are dropped...
    expect(initialPickedCategories(all, ['Gone', 'D'], ['A'])).toEqual(['D']);
    // ...and a saved list left empty (or never saved, or not loaded) falls back to the session.
    expect(initialPickedCategories(all, ['Gone'], ['C', 'A'])).toEqual(['C', 'A']);
    expect(initialPickedCategories(all, [], ['C'])).toEqual(['C']);
    expect(initialPickedCategories(all, null, ['C'])).toEqual(['C']);
    expect(initialPickedCategories(all, undefined, null)).toEqual(['A', 'B', 'C']);
    expect(initialPickedCategories(all, [], ['Gone', 7])).toEqual(['A', 'B', 'C']);
  });

  it('reads the session copy as stored, a damaged one as none', () => {
    const storage = memoryStorage();
    expect(readSessionCategories(storage)).toBeNull();
    savePickedCategories(['B', 'A'], storage);
    expect(readSessionCategories(storage)).toEqual(['B', 'A']);
    storage.setItem('club.news.pickedCategories', '"A"');
    expect(readSessionCategories(storage)).toBeNull();
  });

  it('a press adds the category at the end or takes it out', () => {
    expect(toggledCategories(['A', 'B'], 'D')).toEqual(['A', 'B', 'D']);
    expect(toggledCategories(['A', 'B', 'D'], 'B')).toEqual(['A', 'D']);
    expect(toggledCategories(['A'], 'A')).toEqual([]);
  });
});
