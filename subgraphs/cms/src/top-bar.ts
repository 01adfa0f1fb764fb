/**
 * The top bar of a viewer (spec 1 §4): the messages policy lets them see, a trial member's filled
 * with the trial data (the days left, from the member's expiration in GET /CRM/Utente).
 */
import type { CmsTopBarItem } from '@club/contracts';
import type { CrmClient } from '@club/crm-client';
import { processLogger } from '@club/subgraph-kit';
import { fillTrialData, TRIAL_DATA_PLACEHOLDER, trialDaysLeft, type ViewerClaims } from '@club/policy';

/**
 * The days left of a trial member, read only when a text needs them; null for everyone else or
 * when the member's data fails (logged: a top bar or a banner is no reason to fail).
 */
async function trialDaysFor(viewer: ViewerClaims, crm: Pick<CrmClient, 'user'>, now: Date): Promise<number | null> {
  if (viewer.subscriptionType !== 'TRIAL') return null;
  return crm.user().then(
    (user) => trialDaysLeft(user.expiration.expDate, now),
    (error: unknown) => {
      processLogger().error({ err: error }, 'Dati della prova non disponibili');
      return null;
    },
  );
}

/** A CMS text filled with the viewer's trial data (unchanged without the placeholder). */
export async function filledForViewer(viewer: ViewerClaims, text: string, crm: Pick<CrmClient, 'user'>, now: Date = new Date()): Promise<string> {
  if (!text.includes(TRIAL_DATA_PLACEHOLDER)) return text;
  return fillTrialData(text, await trialDaysFor(viewer, crm, now));
}

/** The top bar messages filled with the trial data. */
export async function topBarFor(viewer: ViewerClaims, items: CmsTopBarItem[], crm: Pick<CrmClient, 'user'>, now: Date = new Date()): Promise<CmsTopBarItem[]> {
  if (!items.some((item) => item.message.includes(TRIAL_DATA_PLACEHOLDER))) return items;
  const daysLeft = await trialDaysFor(viewer, crm, now);
  return items.map((item) => ({ ...item, message: fillTrialData(item.message, daysLeft) }));
}
