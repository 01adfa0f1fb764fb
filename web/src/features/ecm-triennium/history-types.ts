/**
 * The history part of the triennium page (issue 40) as its components read it: the fields the page
 * query asks of `EcmTriennium.insuranceTriennium`, `history` and `pastDebts` (queries.ts).
 */
import type { PastDebt } from '@club/policy';

/** A debt as the page asks it (the policy's, without its source). */
export type PastDebtView = Omit<PastDebt, 'source'>;

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
}
