import type { Resolvers } from '../generated/resolvers-types';
import { Cart, CartPriceEntry } from './Cart';
import { Mutation } from './Mutation';
import { Plan } from './Plan';
import { PlanService } from './PlanService';
import { PriceListEntry } from './PriceListEntry';
import { Query } from './Query';
import { User } from './User';

export const resolvers: Resolvers = { Query, Mutation, Plan, PlanService, PriceListEntry, User, Cart, CartPriceEntry };
