import { cmsContracts, type CmsEnergyOffer, type CmsRentalOffer, type CmsTravelDoc, type CmsTravelItem, type RouteContract } from '@club/contracts';
import { ClubDataSource, parseUpstream, type SharedReadPolicy } from '@club/subgraph-kit';
import type { z } from 'zod';

/** Spec 3 §7/§9: the travel search always asks offset 0, rows 999, newest order of the CMS (none given: the CMS's own order). */
export const TRAVEL_SEARCH_CRITERIA = Object.freeze({ offset: 0, rows: 999, orderCriteria: [] as { field: string; direction: 'asc' | 'desc' }[] });

/** The deals are the same for every viewer: shared by all requests of the process (see shared-reads). */
const DEALS_SHARED_READS: SharedReadPolicy = {
  everyone: [/^POST CMS\/Search\/TravelBodyContent\/Ungrouped$/, /^GET CMS\/Viaggi\/PerPath$/, /^GET CMS\/Convenzioni\/(Noleggio|LuceGas)\/Offerte$/],
  memberOnlyWrites: [],
};

/** Client of the CMS's partner-deal routes (spec 3 §2/§7): travel search and detail, rental and light-and-gas offers. */
export class DealsApi extends ClubDataSource {
  protected readonly family = 'cms';

  protected override sharedReadPolicy(): SharedReadPolicy {
    return DEALS_SHARED_READS;
  }

  private async answerOf<S extends z.ZodType>(contract: RouteContract<S>, call: Promise<unknown>): Promise<z.output<S>> {
    return parseUpstream(contract.response, await call, contract.path);
  }

  async travelSearch(destination: string | null, vacationType: string | null): Promise<CmsTravelDoc[]> {
    const answer = await this.answerOf(
      cmsContracts.travelSearch,
      this.post('CMS/Search/TravelBodyContent/Ungrouped', { body: { destination, vacationType, criteria: TRAVEL_SEARCH_CRITERIA } }),
    );
    return answer.docs;
  }

  travelItem(path: string): Promise<CmsTravelItem> {
    return this.answerOf(cmsContracts.travelItem, this.get('CMS/Viaggi/PerPath', { params: { path } }));
  }

  rentalOffers(): Promise<CmsRentalOffer[]> {
    return this.answerOf(cmsContracts.rentalOffers, this.get('CMS/Convenzioni/Noleggio/Offerte'));
  }

  energyOffers(): Promise<CmsEnergyOffer[]> {
    return this.answerOf(cmsContracts.energyOffers, this.get('CMS/Convenzioni/LuceGas/Offerte'));
  }
}
