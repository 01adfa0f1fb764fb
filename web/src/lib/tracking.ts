import { useEffect } from 'react';

/**
 * The spec 1 §9 tracking events. The spec names the codes, not the analytics service: events go to
 * `window.dataLayer` (the tag-manager convention), from where the club's tag manager forwards them.
 * Clicks are tracked from the `data-tracking-code` attribute the controls carry, in one place; the
 * codes come from the one table (`trackingTable.ts`). A control whose event must wait for the action
 * to really happen (favourites, print, download: a refusal only opens the upsell) also carries
 * `data-tracking-when="done"`: the click tracker leaves it alone and its component calls `track`.
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

/** The attribute the click tracker reads, and the one marking controls that push their code themselves. */
export const TRACKING_ATTRIBUTE = 'data-tracking-code';
export const TRACKING_WHEN_ATTRIBUTE = 'data-tracking-when';

/** Props of a control that pushes `code` itself once its action is done (see `TRACKING_WHEN_ATTRIBUTE`). */
export function trackedWhenDone(code: string | null): Record<string, string> {
  return code ? { [TRACKING_ATTRIBUTE]: code, [TRACKING_WHEN_ATTRIBUTE]: 'done' } : {};
}

/**
 * Tracks every click on an element carrying `data-tracking-code` (or inside one), except controls
 * marked `data-tracking-when="done"`; returns the uninstaller.
 */
export function installClickTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`[${TRACKING_ATTRIBUTE}]`) : null;
    if (!target || target.getAttribute(TRACKING_WHEN_ATTRIBUTE) === 'done') return;
    const code = target.getAttribute(TRACKING_ATTRIBUTE);
    if (code) track(code);
  };
  // Capture phase: a control that stops propagation (menus, dialogs) is still counted.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
