/** Spec 1 §4 / spec 3 §4: a successful lead fires a lead event with its event id, to the tag manager's dataLayer. */
export type LeadEvent = { event: 'club_lead'; eventId: string; formType: string; path: string };

export function pushLeadEvent(eventId: string, formType: string): void {
  const event: LeadEvent = { event: 'club_lead', eventId, formType, path: window.location.pathname };
  (window.dataLayer ??= []).push(event);
}
