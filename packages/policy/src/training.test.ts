import { describe, expect, it } from 'vitest';
import type { CourseStatus } from './course-status';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from './subscription';
import { fadCatalogueBlock, mayOpenFadCatalogue, showsTrainingAreaLink, trainingStatusesFor } from './training';

// Spec 2 §2 and 1 §6, written out per type.
const EXPECTED: Record<SubscriptionType, { tabs: CourseStatus[]; catalogue: boolean; block: string | null; trainingLink: boolean }> = {
  SUSPECT: { tabs: [], catalogue: false, block: null, trainingLink: false },
  REGISTRATO: { tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'], catalogue: false, block: 'CATALOGUE_LINK', trainingLink: true },
  TRIAL: { tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'], catalogue: true, block: 'OPEN_FAD_CATALOGUE', trainingLink: true },
  PREMIUM: { tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'], catalogue: true, block: 'OPEN_FAD_CATALOGUE', trainingLink: true },
  EX_TRIAL: { tabs: ['ACTIVE', 'PASSED'], catalogue: false, block: null, trainingLink: true },
  EX_PREMIUM: { tabs: ['ACTIVE', 'PASSED'], catalogue: false, block: null, trainingLink: true },
};

describe.each(SUBSCRIPTION_TYPES)('%s', (type) => {
  it('sees the training tabs of its type', () => expect(trainingStatusesFor({ subscriptionType: type })).toEqual(EXPECTED[type].tabs));
  it('may or may not open the FAD catalogue', () => expect(mayOpenFadCatalogue({ subscriptionType: type })).toBe(EXPECTED[type].catalogue));
  it("shows 'Vai alla tua formazione' by type", () => expect(showsTrainingAreaLink(type)).toBe(EXPECTED[type].trainingLink));
  it('gets its catalogue block', () => expect(fadCatalogueBlock(type)).toBe(EXPECTED[type].block));
});
