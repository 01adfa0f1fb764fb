import type { Resolvers } from '../generated/resolvers-types';
import { LoyaltyBalance, LoyaltyMission, LoyaltyPointsItem, LoyaltyProgramme, LoyaltyTransaction, loyaltyQuery, loyaltyUserFields, Reward } from './Loyalty';
import { Mutation } from './Mutation';
import { Offer } from './Offer';
import { Cart, CartPriceEntry } from './Cart';
import { cartMutation } from './cart-mutation';
import { Plan } from './Plan';
import { PlanService } from './PlanService';
import { PriceListEntry } from './PriceListEntry';
import { Query } from './Query';
import { Shop } from './Shop';
import { ShopCategory } from './ShopCategory';
import { shopsQuery } from './shops-query';
import { Slide } from './Slide';
import { User } from './User';

export const resolvers: Resolvers = {
  Query: { ...Query, ...shopsQuery, ...loyaltyQuery },
  Mutation: { ...Mutation, ...cartMutation },
  Plan,
  PlanService,
  PriceListEntry,
  User: { ...User, ...loyaltyUserFields },
  Offer,
  Shop,
  ShopCategory,
  Slide,
  LoyaltyProgramme,
  LoyaltyMission,
  LoyaltyPointsItem,
  LoyaltyBalance,
  LoyaltyTransaction,
  Reward,
  Cart,
  CartPriceEntry,
};
