import { cmsContracts, type CMS_TRAVEL_DESTINATIONS, type CMS_TRAVEL_VACATION_TYPES, type CmsEnergyOffer, type CmsRentalOffer, type CmsTravelDoc, type CmsTravelItem } from '@club/contracts';
import { ClubDataSource } from '@club/subgraph-kit';

/** Spec 3 §7/§9: the travel search always asks offset 0, rows 999, newest order of the CMS (none given: the CMS's own order). */
export const TRAVEL_SEARCH_CRITERIA = Object.freeze({ offset: 0, rows: 999, orderCriteria: [] as { field: string; direction: 'asc' | 'desc' }[] });

/**
 * Client of the CMS's partner-deal routes (spec 3 §2/§7): travel search and detail, rental and
 * light-and-gas offers. The deals are the same for every viewer: their contracts share them between
 * all requests of the process (see shared-reads).
 */
export class DealsApi extends ClubDataSource {
  protected readonly family = 'cms';

  async travelSearch(destination: (typeof CMS_TRAVEL_DESTINATIONS)[number] | null, vacationType: (typeof CMS_TRAVEL_VACATION_TYPES)[number] | null): Promise<CmsTravelDoc[]> {
    const answer = await this.call(cmsContracts.travelSearch, { body: { destination, vacationType, criteria: TRAVEL_SEARCH_CRITERIA } });
    return answer.docs;
  }

  travelItem(path: string): Promise<CmsTravelItem> {
    return this.call(cmsContracts.travelItem, { query: { path } });
  }

  rentalOffers(): Promise<CmsRentalOffer[]> {
    return this.call(cmsContracts.rentalOffers);
  }

  energyOffers(): Promise<CmsEnergyOffer[]> {
    return this.call(cmsContracts.energyOffers);
  }
}
