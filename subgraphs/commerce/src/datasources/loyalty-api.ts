import {
  loyaltyBalanceRoute,
  loyaltyCatalogueRoute,
  loyaltyProgrammeRoute,
  loyaltyTransactionsRoute,
  type AnswerOf,
} from '@club/contracts';
import { ClubDataSource, parseUpstream, type SharedReadPolicy } from '@club/subgraph-kit';
import type { z } from 'zod';

/** The programme page and the rewards catalogue are the same for everyone; balances and activities are the member's own. */
export const LOYALTY_SHARED_READS: SharedReadPolicy = { everyone: [/^GET winloy\/(programma|catalogue)$/] };

/**
 * The loyalty programme reads of the commerce upstream (spec 3 §7 /winloy/*). Answers are parsed with
 * the family's contracts; one we cannot read fails its field with `BAD_PAYLOAD`.
 */
export class LoyaltyApi extends ClubDataSource {
  protected readonly family = 'commerce';

  protected override sharedReadPolicy(): SharedReadPolicy {
    return LOYALTY_SHARED_READS;
  }

  private read<S extends z.ZodType>(contract: { path: string; response: S }): Promise<z.output<S>> {
    const path = contract.path.replace(/^\//, '');
    return this.memo.once(path, async () => parseUpstream(contract.response, await this.get<unknown>(path), contract.path));
  }

  programme(): Promise<AnswerOf<typeof loyaltyProgrammeRoute>> {
    return this.read(loyaltyProgrammeRoute);
  }

  catalogue(): Promise<AnswerOf<typeof loyaltyCatalogueRoute>> {
    return this.read(loyaltyCatalogueRoute);
  }

  balance(): Promise<AnswerOf<typeof loyaltyBalanceRoute>> {
    return this.read(loyaltyBalanceRoute);
  }

  transactions(): Promise<AnswerOf<typeof loyaltyTransactionsRoute>> {
    return this.read(loyaltyTransactionsRoute);
  }
}
