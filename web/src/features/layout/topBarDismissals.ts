/** Dismissed top bar messages, remembered per message id for the browser session. */
const STORAGE_KEY = 'club.topBar.dismissed';

/** The stored list as its text (a stable snapshot for useSyncExternalStore); null when none or unreadable. */
export function storedDismissals(storage: Storage | undefined = safeSessionStorage()): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The message ids of a stored list's text. */
export function dismissedFrom(stored: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function readDismissed(storage: Storage | undefined = safeSessionStorage()): string[] {
  return dismissedFrom(storedDismissals(storage));
}

export function rememberDismissed(id: string, storage: Storage | undefined = safeSessionStorage()): string[] {
  const ids = [...new Set([...readDismissed(storage), id])];
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the dismissal still holds for this page view.
  }
  return ids;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
