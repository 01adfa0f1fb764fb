/**
 * Support (spec 3 §6 'Assistant form to trial and premium'; spec 3 §2 /assistenza/contatti).
 */
import type { ViewerClaims } from './subscription';

/** The assistant contact form in the profile area (/profilo/assistenza): trial and premium only. */
export function canUseProfileAssistantForm(viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return viewer.subscriptionType === 'TRIAL' || viewer.subscriptionType === 'PREMIUM';
}

/** The public support form (/assistenza/contatti) and the service lead forms: open to everyone, visitors included. */
export function canSendLead(_viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return true;
}
