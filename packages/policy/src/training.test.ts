import { describe, expect, it } from 'vitest';
import type { CourseStatus } from './course-status';
import { SUBSCRIPTION_TYPES, type SubscriptionType, type WalletClaim } from './subscription';
import { ECM_RULE_COVERS_LEARNING_ITEMS, fadCatalogueBlock, listsEcmCourses, listsLearningItems, mayOpenFadCatalogue, showsCoursesTeaser, showsTrainingAreaLink, trainingStatusesFor } from './training';

type WalletRow = { catalogue: boolean; block: string | null; teaser: boolean };

// Spec 2 §2, §4, §6 and 1 §6, written out per type, with and without an active ecm wallet.
const EXPECTED: Record<SubscriptionType, { tabs: CourseStatus[]; trainingLink: boolean; withEcm: WalletRow; withoutEcm: WalletRow }> = {
  SUSPECT: {
    tabs: [],
    trainingLink: false,
    withEcm: { catalogue: false, block: null, teaser: true },
    withoutEcm: { catalogue: false, block: null, teaser: true },
  },
  REGISTRATO: {
    tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'],
    trainingLink: true,
    withEcm: { catalogue: false, block: 'CATALOGUE_LINK', teaser: true },
    withoutEcm: { catalogue: false, block: 'CATALOGUE_LINK', teaser: true },
  },
  TRIAL: {
    tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'],
    trainingLink: true,
    withEcm: { catalogue: true, block: 'OPEN_FAD_CATALOGUE', teaser: true },
    withoutEcm: { catalogue: false, block: null, teaser: false },
  },
  PREMIUM: {
    tabs: ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'],
    trainingLink: true,
    withEcm: { catalogue: true, block: 'OPEN_FAD_CATALOGUE', teaser: true },
    withoutEcm: { catalogue: false, block: null, teaser: false },
  },
  EX_TRIAL: {
    tabs: ['ACTIVE', 'PASSED'],
    trainingLink: true,
    withEcm: { catalogue: false, block: null, teaser: true },
    withoutEcm: { catalogue: false, block: null, teaser: true },
  },
  EX_PREMIUM: {
    tabs: ['ACTIVE', 'PASSED'],
    trainingLink: true,
    withEcm: { catalogue: false, block: null, teaser: true },
    withoutEcm: { catalogue: false, block: null, teaser: true },
  },
};

const ECM: WalletClaim[] = [{ code: 'ecm', active: true }];
const NO_ECM: WalletClaim[] = [{ code: 'legal', active: true }];
const INACTIVE_ECM: WalletClaim[] = [{ code: 'ecm', active: false }];

describe.each(SUBSCRIPTION_TYPES)('%s', (type) => {
  const row = EXPECTED[type];
  it('sees the training tabs of its type', () => expect(trainingStatusesFor({ subscriptionType: type })).toEqual(row.tabs));
  it("shows 'Vai alla tua formazione' by type", () => expect(showsTrainingAreaLink(type)).toBe(row.trainingLink));

  describe.each([
    ['with the ecm wallet', ECM, row.withEcm],
    ['without the ecm wallet', NO_ECM, row.withoutEcm],
    ['with an inactive ecm wallet', INACTIVE_ECM, row.withoutEcm],
  ] as const)('%s', (_label, wallets, expected) => {
    const viewer = { subscriptionType: type, wallets: [...wallets] };
    it('may or may not open the FAD catalogue', () => expect(mayOpenFadCatalogue(viewer)).toBe(expected.catalogue));
    it('gets its catalogue block', () => expect(fadCatalogueBlock(viewer)).toBe(expected.block));
    it("sees the home 'Corsi ECM' teaser or not", () => expect(showsCoursesTeaser(viewer)).toBe(expected.teaser));
    // Spec 2 §6 'ECM lists need the ecm wallet': the course list follows the same rule as the home teaser (a list of ECM courses).
    it('is served the ECM course list or not', () => expect(listsEcmCourses(viewer)).toBe(expected.teaser));
    // The chosen reading keeps the e-book, film and clip listings for everyone; the other one follows the course lists.
    it('is served the e-book, film and clip listings under either reading of ECM_RULE_COVERS_LEARNING_ITEMS', () => {
      expect(ECM_RULE_COVERS_LEARNING_ITEMS).toBe(false);
      expect(listsLearningItems(viewer)).toBe(true);
      expect(listsLearningItems(viewer, true)).toBe(expected.teaser);
    });
  });
});
