import {
  loyaltyBalanceRoute,
  loyaltyCatalogueRoute,
  loyaltyProgrammeRoute,
  loyaltyTransactionsRoute,
  type AnswerOf,
} from '@club/contracts';
import { ClubDataSource } from '@club/subgraph-kit';

/**
 * The loyalty programme reads of the commerce upstream (spec 3 §7 /winloy/*), each once per request.
 * Answers are parsed with the family's contracts; one we cannot read fails its field with
 * `BAD_PAYLOAD`. The programme page and the rewards catalogue are the same for everyone (their
 * contracts share them); balances and activities are the member's own.
 */
export class LoyaltyApi extends ClubDataSource {
  protected readonly family = 'commerce';

  programme(): Promise<AnswerOf<typeof loyaltyProgrammeRoute>> {
    return this.callOnce(loyaltyProgrammeRoute);
  }

  catalogue(): Promise<AnswerOf<typeof loyaltyCatalogueRoute>> {
    return this.callOnce(loyaltyCatalogueRoute);
  }

  balance(): Promise<AnswerOf<typeof loyaltyBalanceRoute>> {
    return this.callOnce(loyaltyBalanceRoute);
  }

  transactions(): Promise<AnswerOf<typeof loyaltyTransactionsRoute>> {
    return this.callOnce(loyaltyTransactionsRoute);
  }
}
