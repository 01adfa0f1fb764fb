import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec 3 §3 'Support request payload' FormFields navHistoryRef, navHistoryCurr and 'tracking data':
 * what every lead says about the visit. Kept in sessionStorage (one tab's visit, lost when it closes):
 * - navHistoryCurr: the page the member is on (its full address);
 * - navHistoryRef: the page before it in this visit, or on the landing page the referring site
 *   (document.referrer), none when the address was typed;
 * - the utm values (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of the last address
 *   of the visit that carried any: a new campaign link replaces the earlier one's values.
 */

const STORE_KEY = 'club:nav-history';
export const UTM_PARAMS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmName = (typeof UTM_PARAMS)[number];
export type Utm = Partial<Record<UtmName, string>>;

type NavHistory = { ref: string | null; curr: string | null; utm: Utm };

/** What a lead mutation sends (LeadInput navHistoryRef, navHistoryCurr, utm). */
export type LeadTracking = { navHistoryRef: string | null; navHistoryCurr: string | null; utm: Utm | null };

function read(): NavHistory {
  try {
    const raw = window.sessionStorage.getItem(STORE_KEY);
    if (raw) return JSON.parse(raw) as NavHistory;
  } catch {
    // Storage off or a value that is not ours: start again.
  }
  return { ref: null, curr: null, utm: {} };
}

function write(history: NavHistory): void {
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(history));
  } catch {
    // Storage off (private mode…): the lead goes without its history.
  }
}

/** The utm values of an address's query, or null when it carries none. */
export function utmOf(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(`utm_${name}`)?.trim();
    if (value) utm[name] = value.slice(0, 200);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** A page's address as the history keeps it: without the in-page anchor (an anchor is not another page). */
export function pageAddress(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}${url.search}`;
}

/** Records that the visitor is now on `href`. The same page twice (a re-render, an anchor) changes nothing. */
export function recordNavigation(href: string, referrer: string = document.referrer): void {
  const page = pageAddress(href);
  const history = read();
  if (history.curr === page) return;
  write({ ref: history.curr ?? (referrer || null), curr: page, utm: utmOf(new URL(href).search) ?? history.utm });
}

/** What the lead being sent from the current page carries. */
export function leadTracking(): LeadTracking {
  const page = pageAddress(window.location.href);
  const history = read();
  // Before the page is recorded (a form sent at once), the page recorded last is the one before it.
  const ref = history.curr === page ? history.ref : (history.curr ?? (document.referrer || null));
  const utm = Object.keys(history.utm).length > 0 ? history.utm : utmOf(window.location.search);
  return { navHistoryRef: ref, navHistoryCurr: page, utm };
}

/** Records every page of the visit (mounted once, in the page frame). */
export function useNavigationHistory(): void {
  const location = useLocation();
  useEffect(() => {
    recordNavigation(window.location.href);
  }, [location.pathname, location.search]);
}
