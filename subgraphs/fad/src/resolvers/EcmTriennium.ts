import { EXTERNAL_CREDIT_DEFAULT_AREA, EXTERNAL_CREDIT_DEFAULT_KIND, PORTAL_COURSE_AREA, PORTAL_COURSE_KIND, trienniumReminder } from '@club/policy';
import type { EcmTrienniumResolvers, EcmTrienniumStandingResolvers, ExternalEcmCreditResolvers, PortalEcmCreditResolvers } from '../generated/resolvers-types';
import { externalCertificatePath, THRESHOLD_SHARE, TRANSCRIPT_PATH, transcriptPathOf, trienniumCalendar } from '../triennium';
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
  // The current triennium's transcript keeps its plain path (the gateway's default); a past one names its label.
  transcriptUrl: (t) => (t.history.trienni.some((e) => e.isCurrent && e.row.label === t.row.label) ? TRANSCRIPT_PATH : transcriptPathOf(t.row.label)),
  plan: (t, _args, context) => trienniumPlan(t, context),
  obligationBreakdown: (t) => t.breakdown,
  creditsByKind: (t) => t.capped.byKind,
  creditsByArea: (t) => t.capped.byArea,
  creditsOverCap: (t) => t.capped.overCap,
  triennium: (t) => t.row.label,
  insuranceTriennium: (t) => t.history.insurance,
  history: (t) => t.history.trienni,
  pastDebts: (t) => t.history.debts,
  // Issue 40: about finishing the CURRENT triennium (the period this parent is for), decided here, not in the page.
  reminder: (t) => trienniumReminder(t.period, t.standing, t.today),
};

/** A triennium of the history (issue 40): the policy's standing of it, named by the table's row. */
export const EcmTrienniumStanding: EcmTrienniumStandingResolvers = {
  triennium: (e) => e.row.label,
  start: (e) => e.row.start,
  end: (e) => e.row.end,
  obligation: (e) => e.standing.obligation,
  generalReduction: (e) => (e.isCurrent ? 0 : (e.row.generalReduction?.credits ?? 0)),
  earnedPortal: (e) => e.standing.earnedPortal,
  earnedExternal: (e) => e.standing.earnedExternal,
  earnedTotal: (e) => e.standing.earnedTotal,
  share: (e) => e.standing.share,
  insuranceRuleApplies: (e) => e.row.insuranceThresholdShare !== null,
  threshold: (e) => e.standing.threshold,
  thresholdMet: (e) => e.standing.thresholdMet,
  missingToThreshold: (e) => e.standing.missingToThreshold,
  missingToObligation: (e) => e.standing.missingToObligation,
  compensatoryGiven: (e) => e.compensatoryGiven,
  transcriptUrl: (e) => (e.isCurrent ? TRANSCRIPT_PATH : transcriptPathOf(e.row.label)),
};

/** Issue 40: portal courses are FAD, in the policy's default area (the catalogue records no objective). */
export const PortalEcmCredit: PortalEcmCreditResolvers = {
  kind: () => PORTAL_COURSE_KIND,
  area: () => PORTAL_COURSE_AREA,
};

export const ExternalEcmCredit: ExternalEcmCreditResolvers = {
  certificateUrl: (credit) => (credit.certificateName ? externalCertificatePath(credit.id) : null),
  kind: (credit) => credit.kind ?? EXTERNAL_CREDIT_DEFAULT_KIND,
  area: (credit) => credit.area ?? EXTERNAL_CREDIT_DEFAULT_AREA,
};
