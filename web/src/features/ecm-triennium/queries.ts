import { graphql } from '../../gql';

/** A past triennium's debt being made up (crediti compensativi), as the history and 'Debiti formativi' read it. */
export const EcmPastDebtFragment = graphql(`
  fragment EcmPastDebt_debt on EcmPastDebt {
    triennium
    shortfall
    madeUp
    left
    until
    open
  }
`);

/** A triennium's standing as the history and the insurance standing read it (one selection for both). */
export const EcmTrienniumStandingFragment = graphql(`
  fragment EcmTrienniumStanding_standing on EcmTrienniumStanding {
    triennium
    obligation
    generalReduction
    earnedTotal
    insuranceRuleApplies
    threshold
    thresholdMet
    missingToThreshold
    missingToObligation
    isCurrent
    isInsurance
    compensatoryGiven
    transcriptUrl
  }
`);

export const EcmTrienniumPageQuery = graphql(`
  query EcmTrienniumPage {
    ecmTrienniumAccess
    viewer {
      user {
        id
        ecmTriennium {
          start
          end
          standardObligation
          obligation
          obligationIsStandard
          earnedPortal
          earnedExternal
          earnedTotal
          share
          thresholdShare
          threshold
          thresholdMet
          missingToThreshold
          missingToObligation
          daysLeft
          perYear {
            year
            credits
          }
          portalCredits {
            courseId
            eventCode
            title
            provider
            date
            credits
          }
          externalCredits {
            id
            provider
            title
            date
            credits
            eventCode
            certificateName
            certificateUrl
            kind
            area
          }
          ...EcmObligationBreakdown_triennium
          ...EcmCreditsByKind_triennium
          reminderDay
          calendar
          transcriptUrl
          # Issue 40, history: the insurance triennium, every triennium, past debts.
          triennium
          insuranceTriennium {
            ...EcmTrienniumStanding_standing
          }
          history {
            ...EcmTrienniumStanding_standing
          }
          pastDebts {
            ...EcmPastDebt_debt
          }
        }
      }
    }
  }
`);

export const EcmTrienniumPlanQuery = graphql(`
  query EcmTrienniumPlan {
    viewer {
      user {
        id
        ecmTriennium {
          plan {
            missingAreas
            toThreshold {
              ...EcmPlanStep_step
            }
            toObligation {
              ...EcmPlanStep_step
            }
          }
        }
      }
    }
  }
`);

export const EcmPlanStepFragment = graphql(`
  fragment EcmPlanStep_step on EcmPlanStep {
    gap
    credits
    closesGap
    remedy
    remedyUrl
    courses {
      id
      slug
      title
      credits
      ecmObjectiveArea
    }
  }
`);

export const RecordExternalEcmCreditMutation = graphql(`
  mutation RecordExternalEcmCredit($input: ExternalEcmCreditInput!) {
    recordExternalEcmCredit(input: $input) {
      id
    }
  }
`);

export const CorrectExternalEcmCreditMutation = graphql(`
  mutation CorrectExternalEcmCredit($id: ID!, $input: ExternalEcmCreditInput!) {
    correctExternalEcmCredit(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteExternalEcmCreditMutation = graphql(`
  mutation DeleteExternalEcmCredit($id: ID!) {
    deleteExternalEcmCredit(id: $id)
  }
`);

export const SetEcmObligationMutation = graphql(`
  mutation SetEcmObligation($obligation: Float) {
    setEcmObligation(obligation: $obligation)
  }
`);

export const ImportExternalEcmCreditsMutation = graphql(`
  mutation ImportExternalEcmCredits($credits: [ImportedEcmCreditInput!]!) {
    importExternalEcmCredits(credits: $credits) {
      id
    }
  }
`);
