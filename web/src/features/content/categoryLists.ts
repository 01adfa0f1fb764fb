/**
 * Spec 2 §9: the category picker starts with 3 categories; the choice is kept for the session (and,
 * for non-suspect members, saved on the server: spec 2 §6; who that is, the server says with
 * `savesFavouriteCategories`).
 */
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

/**
 * Which categories the picker starts with (spec 2 §6, §9): the member's saved preferences when there
 * are any, else the session's choice, else the first 3. Saved labels the news categories no longer
 * have are dropped, and a source left empty by that counts as none.
 */
export function initialPickedCategories(
  available: readonly string[],
  serverSaved: readonly unknown[] | null | undefined,
  sessionSaved: readonly unknown[] | null | undefined,
): string[] {
  for (const saved of [serverSaved, sessionSaved]) {
    const kept = (saved ?? []).filter((label): label is string => typeof label === 'string' && available.includes(label));
    if (kept.length > 0) return kept;
  }
  return available.slice(0, PICKER_INITIAL);
}

/** The session's saved choice as stored (a damaged value is as good as none). */
export function readSessionCategories(storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): unknown[] | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(PICKER_KEY) ?? 'null');
    return Array.isArray(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The picked categories of this session, kept only if they still exist; the first 3 otherwise. */
export function readPickedCategories(available: readonly string[], storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): string[] {
  return initialPickedCategories(available, null, readSessionCategories(storage));
}

/** The picker's choice after pressing `label`: added at the end, or taken out when already there. */
export function toggledCategories(picked: readonly string[], label: string): string[] {
  return picked.includes(label) ? picked.filter((l) => l !== label) : [...picked, label];
}

export function savePickedCategories(labels: readonly string[], storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()) {
  storage?.setItem(PICKER_KEY, JSON.stringify(labels));
}

function sessionStorageOrNull(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}
