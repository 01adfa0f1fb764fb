import { describe, expect, it } from 'vitest';
import { emptyTabMessage, hasNextPage, tabFromSearch, tabSearchValue, TRAINING_TABS, trainingTabsFor } from './trainingTabs';

const labels = (type: Parameters<typeof trainingTabsFor>[0]) => trainingTabsFor(type).map((t) => `${t.label} (${t.status})`);

describe('training area tabs (spec 2 §2, §8)', () => {
  it('members see the four status tabs in order', () => {
    for (const type of ['REGISTRATO', 'TRIAL', 'PREMIUM'] as const) {
      expect(labels(type)).toEqual(['Attivi (ACTIVE)', 'Superati (PASSED)', 'Non superati (FAILED)', 'Scaduti (EXPIRED)']);
    }
  });

  it('ex-trial and ex-premium members see only Attivi and Superati', () => {
    expect(labels('EX_TRIAL')).toEqual(['Attivi (ACTIVE)', 'Superati (PASSED)']);
    expect(labels('EX_PREMIUM')).toEqual(['Attivi (ACTIVE)', 'Superati (PASSED)']);
  });

  it('reads the tab from the URL, falling back to the first tab the viewer may see', () => {
    const tabs = trainingTabsFor('EX_TRIAL');
    expect(tabFromSearch(new URLSearchParams('stato=2'), tabs).label).toBe('Superati');
    expect(tabFromSearch(new URLSearchParams('stato=3'), tabs).label).toBe('Attivi');
    expect(tabFromSearch(new URLSearchParams('stato=x'), TRAINING_TABS).label).toBe('Attivi');
    expect(tabFromSearch(new URLSearchParams('stato=4'), TRAINING_TABS).label).toBe('Scaduti');
  });

  it('keeps the spec status code as the tab value in the URL (links stay valid)', () => {
    expect(TRAINING_TABS.map(tabSearchValue)).toEqual(['1', '2', '3', '4']);
  });

  it('says the exact empty message for each tab', () => {
    expect(TRAINING_TABS.map(emptyTabMessage)).toEqual([
      'Al momento non ci sono corsi attivi in questa pagina.',
      'Al momento non ci sono corsi superati in questa pagina.',
      'Al momento non ci sono corsi non superati in questa pagina.',
      'Al momento non ci sono corsi scaduti in questa pagina.',
    ]);
  });

  it("offers 'Mostra altri' only while the page is below totalPages", () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });
});
