/** Spec 2 §9: the category picker starts with 3 categories; the choice is kept for the session. */
export const PICKER_INITIAL = 3;
const PICKER_KEY = 'club.news.pickedCategories';

type GridCategory = { label: string; url: string; pageName?: string | null };

/** The all-categories grid (spec 2 §2): sorted by page name (label when missing), URLs lower-cased. */
export function gridCategories<T extends GridCategory>(categories: readonly T[]): T[] {
  return [...categories]
    .sort((a, b) => (a.pageName ?? a.label).localeCompare(b.pageName ?? b.label, 'it', { sensitivity: 'base' }))
    .map((category) => ({ ...category, url: category.url.toLowerCase() }));
}

/** Splits a list into pairs (the category listing shows categories two by two). */
export function inPairs<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push(items.slice(i, i + 2));
  return pairs;
}

/** The picked categories of this session, kept only if they still exist; the first 3 otherwise. */
export function readPickedCategories(available: readonly string[], storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): string[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(PICKER_KEY) ?? 'null');
    if (Array.isArray(saved)) {
      const kept = saved.filter((label): label is string => typeof label === 'string' && available.includes(label));
      if (kept.length > 0) return kept;
    }
  } catch {
    // A damaged value is as good as none.
  }
  return available.slice(0, PICKER_INITIAL);
}

export function savePickedCategories(labels: readonly string[], storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()) {
  storage?.setItem(PICKER_KEY, JSON.stringify(labels));
}

function sessionStorageOrNull(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}
