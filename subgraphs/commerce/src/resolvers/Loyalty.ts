import { accountDataAccess, clubDay, loyaltyState, mayUseLoyaltyPoints, pointsLabel, showsLoyaltyExpiry } from '@club/policy';
import { badInput, forbidden } from '@club/subgraph-kit';
import type {
  LoyaltyBalanceResolvers,
  LoyaltyMissionResolvers,
  LoyaltyPointsItemResolvers,
  LoyaltyProgrammeResolvers,
  LoyaltyTransactionResolvers,
  QueryResolvers,
  RewardResolvers,
  UserResolvers,
} from '../generated/resolvers-types';

/** Spec 3 §2 'Profile balance card': the last 3 activities. */
export const BALANCE_CARD_TRANSACTIONS = 3;

export const loyaltyQuery: Pick<QueryResolvers, 'loyaltyProgramme' | 'rewards' | 'loyaltyState'> = {
  loyaltyProgramme: (_parent, _args, { dataSources }) => dataSources.loyalty.programme(),
  rewards: async (_parent, { first }, { dataSources }) => {
    if (first != null && first < 1) throw badInput('first deve essere almeno 1.', 'first');
    const rewards = await dataSources.loyalty.catalogue();
    return first == null ? rewards : rewards.slice(0, first);
  },
  loyaltyState: (_parent, _args, { viewer }) => loyaltyState(viewer),
};

/** The member's points: policy first (no upstream call for anyone else), then the expiry of an ex-premium member's points. */
export const loyaltyUserFields: Pick<UserResolvers, 'loyalty'> = {
  loyalty: async ({ id }, _args, { viewer, dataSources }) => {
    const access = accountDataAccess(viewer, id);
    if (access === 'VISITOR') return null;
    if (access === 'OTHER') throw forbidden('Puoi consultare solo i dati del tuo account.', 'NOT_OWNER');
    if (loyaltyState(viewer) !== 'MEMBER') throw forbidden('Al momento il Programma fedeltà non è attivo.', 'UPGRADE_REQUIRED');
    const balance = await dataSources.loyalty.balance();
    if (!mayUseLoyaltyPoints(viewer, balance.expiresOn, clubDay())) {
      throw forbidden('I tuoi punti sono scaduti.', 'UPGRADE_REQUIRED');
    }
    return { ...balance, showsExpiry: showsLoyaltyExpiry(viewer) };
  },
};

export const LoyaltyBalance: LoyaltyBalanceResolvers = {
  lastTransactions: async (_balance, { first }, { dataSources }) => {
    const { transactions } = await dataSources.loyalty.transactions();
    return transactions.slice(0, Math.max(0, first ?? BALANCE_CARD_TRANSACTIONS));
  },
};

export const LoyaltyTransaction: LoyaltyTransactionResolvers = {
  date: (t) => t.timestamp,
  pointsLabel: (t) => pointsLabel(t.amount),
};

export const LoyaltyMission: LoyaltyMissionResolvers = {
  pointsLabel: (m) => pointsLabel(m.points),
};

export const LoyaltyPointsItem: LoyaltyPointsItemResolvers = {
  pointsLabel: (p) => pointsLabel(p.points),
};

export const LoyaltyProgramme: LoyaltyProgrammeResolvers = {
  // Spec 3 §2 'Top brand': an item without image is omitted.
  brands: (programme) => programme.brands.flatMap((b) => (b.logo ? [{ id: b.id, name: b.name, logoUrl: b.logo, url: b.url }] : [])),
};

export const Reward: RewardResolvers = {
  imageUrl: (reward) => reward.image,
};
