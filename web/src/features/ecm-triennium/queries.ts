import { graphql } from '../../gql';

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
          }
          reminderDay
          calendar
          transcriptUrl
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
    courses {
      id
      slug
      title
      credits
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
