import type { Resolvers } from '../generated/resolvers-types';
import { Mutation } from './Mutation';
import { Offer } from './Offer';
import { Plan } from './Plan';
import { PlanService } from './PlanService';
import { PriceListEntry } from './PriceListEntry';
import { Query } from './Query';
import { Shop } from './Shop';
import { ShopCategory } from './ShopCategory';
import { shopsQuery } from './shops-query';
import { Slide } from './Slide';
import { User } from './User';

export const resolvers: Resolvers = { Query: { ...Query, ...shopsQuery }, Mutation, Plan, PlanService, PriceListEntry, User, Offer, Shop, ShopCategory, Slide };
