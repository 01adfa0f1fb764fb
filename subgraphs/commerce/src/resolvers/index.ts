import type { Resolvers } from '../generated/resolvers-types';
import { Plan } from './Plan';
import { PlanService } from './PlanService';
import { PriceListEntry } from './PriceListEntry';
import { Query } from './Query';
import { User } from './User';

export const resolvers: Resolvers = { Query, Plan, PlanService, PriceListEntry, User };
