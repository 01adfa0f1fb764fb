import { useEffect } from 'react';

/**
 * The spec 1 §9 tracking events. The spec names the codes, not the analytics service: events go to
 * `window.dataLayer` (the tag-manager convention), from where the club's tag manager forwards them.
 * Clicks are tracked from the `data-tracking-code` attribute the controls carry, in one place.
 */
export type TrackingEvent = { event: 'club_tracking'; code: string; path: string; contentId?: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(code: string, detail: { contentId?: string } = {}): void {
  const event: TrackingEvent = { event: 'club_tracking', code, path: window.location.pathname, ...detail };
  (window.dataLayer ??= []).push(event);
}

/** Tracks a page view once per item (e.g. NA102 for an article), again when the page shows another item. */
export function useTrackView(code: string | null, contentId: string | undefined): void {
  useEffect(() => {
    if (code && contentId) track(code, { contentId });
  }, [code, contentId]);
}

/** Tracks every click on an element carrying `data-tracking-code` (or inside one); returns the uninstaller. */
export function installClickTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-tracking-code]') : null;
    const code = target?.getAttribute('data-tracking-code');
    if (code) track(code);
  };
  // Capture phase: a control that stops propagation (menus, dialogs) is still counted.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
