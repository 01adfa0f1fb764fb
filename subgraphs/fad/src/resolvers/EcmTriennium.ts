import type { EcmTrienniumResolvers, ExternalEcmCreditResolvers } from '../generated/resolvers-types';
import { trienniumReminder } from '@club/policy';
import { externalCertificatePath, THRESHOLD_SHARE, TRANSCRIPT_PATH, trienniumCalendar } from '../triennium';
import { trienniumPlan } from '../triennium-plan';

/** The triennium's figures come from the policy's standing; the lists from the upstream's answer. */
export const EcmTriennium: EcmTrienniumResolvers = {
  start: (t) => t.period.start,
  end: (t) => t.period.end,
  standardObligation: (t) => t.period.standardObligation,
  obligation: (t) => t.standing.obligation,
  obligationIsStandard: (t) => t.standing.obligationIsStandard,
  earnedPortal: (t) => t.standing.earnedPortal,
  earnedExternal: (t) => t.standing.earnedExternal,
  earnedBonus: (t) => t.standing.earnedBonus,
  earnedTotal: (t) => t.standing.earnedTotal,
  share: (t) => t.standing.share,
  thresholdShare: () => THRESHOLD_SHARE,
  threshold: (t) => t.standing.threshold,
  thresholdMet: (t) => t.standing.thresholdMet,
  missingToThreshold: (t) => t.standing.missingToThreshold,
  missingToObligation: (t) => t.standing.missingToObligation,
  daysLeft: (t) => t.standing.daysLeft,
  perYear: (t) => t.standing.perYear,
  portalCredits: (t) => t.credits.portal,
  externalCredits: (t) => t.credits.external,
  reminderDay: (t) => t.standing.reminderDay,
  calendar: (t, _args, { viewer }) => trienniumCalendar(t, viewer.userId ?? 'member'),
  transcriptUrl: () => TRANSCRIPT_PATH,
  plan: (t, _args, context) => trienniumPlan(t, context),
  // Issue 40: about finishing the CURRENT triennium (the period this parent is for), decided here, not in the page.
  reminder: (t) => trienniumReminder(t.period, t.standing, t.today),
};

export const ExternalEcmCredit: ExternalEcmCreditResolvers = {
  certificateUrl: (credit) => (credit.certificateName ? externalCertificatePath(credit.id) : null),
};
