/** Where the explorer keeps the key for the browser tab (sessionStorage: gone when the tab closes). */
export const EXPLORER_KEY_STORAGE = 'club-explorer-key';

/**
 * The key the gateway handed to the page after its key form (`<meta name="club-explorer-key">`):
 * moved to sessionStorage and removed from the document. Without one, the key kept for this tab.
 */
export function takeExplorerKey(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="club-explorer-key"]');
  if (meta) {
    sessionStorage.setItem(EXPLORER_KEY_STORAGE, meta.content);
    meta.remove();
  }
  return sessionStorage.getItem(EXPLORER_KEY_STORAGE) ?? '';
}
