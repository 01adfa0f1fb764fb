/**
 * The history part of the triennium page (issue 40) as its components read it: the fields the page
 * query asks of `EcmTriennium.insuranceTriennium`, `history` and `pastDebts` (queries.ts).
 */
export interface PastDebtView {
  triennium: string;
  shortfall: number;
  madeUp: number;
  left: number;
  until: string;
  open: boolean;
}

export interface TrienniumStandingView {
  triennium: string;
  obligation: number;
  generalReduction: number;
  earnedTotal: number;
  insuranceRuleApplies: boolean;
  threshold: number;
  thresholdMet: boolean;
  missingToThreshold: number;
  missingToObligation: number;
  isCurrent: boolean;
  isInsurance: boolean;
  compensatoryGiven: number;
  transcriptUrl: string;
  debt: PastDebtView | null;
}
