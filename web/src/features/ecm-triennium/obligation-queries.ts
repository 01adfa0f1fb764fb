import { graphql } from '../../gql';

// Issue 40 (part OBLIGATION): the obligation's breakdown, the credits by kind and area, and the
// member's adjustments. The page's query spreads the two fragments.

export const EcmObligationBreakdownFragment = graphql(`
  fragment EcmObligationBreakdown_triennium on EcmTriennium {
    start
    end
    obligationBreakdown {
      standard
      reduction
      computed
      override
      obligation
      lines {
        id
        kind
        label
        start
        end
        credits
        reduction
        note
        fromRecordedCredits
      }
    }
  }
`);

export const EcmCreditsByKindFragment = graphql(`
  fragment EcmCreditsByKind_triennium on EcmTriennium {
    creditsOverCap
    creditsByKind {
      kind
      label
      earned
      counted
      cap
    }
    creditsByArea {
      area
      label
      earned
    }
  }
`);

export const RecordEcmObligationAdjustmentMutation = graphql(`
  mutation RecordEcmObligationAdjustment($input: EcmObligationAdjustmentInput!) {
    recordEcmObligationAdjustment(input: $input) {
      id
      reduction
    }
  }
`);

export const DeleteEcmObligationAdjustmentMutation = graphql(`
  mutation DeleteEcmObligationAdjustment($id: ID!) {
    deleteEcmObligationAdjustment(id: $id)
  }
`);
