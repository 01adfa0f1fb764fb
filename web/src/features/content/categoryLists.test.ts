import { describe, expect, it } from 'vitest';
import { gridCategories, inPairs, readPickedCategories, savePickedCategories } from './categoryLists';

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
});
