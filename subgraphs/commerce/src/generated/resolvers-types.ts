import type { GraphQLResolveInfo } from 'graphql';
import type { PlanParent, PlanServiceParent, PriceListEntryParent, UserParent } from '../mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An amount of money in integer cents. */
export type Money = {
  __typename?: 'Money';
  /** Amount in cents. */
  cents: Scalars['Int']['output'];
  /** ISO 4217 currency, EUR. */
  currency: Scalars['String']['output'];
};

/** A subscription product (plan) with its price list. */
export type Plan = {
  __typename?: 'Plan';
  /** Instalment plan the viewer pays this plan with, when it is their current product; null otherwise. */
  activeInstallmentPlanId: Maybe<Scalars['ID']['output']>;
  /** Product id. */
  id: Scalars['ID']['output'];
  /** True when it is the viewer's current product. */
  isCurrent: Scalars['Boolean']['output'];
  /** Shown with the 'Il più scelto' badge. */
  mostLiked: Scalars['Boolean']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Price list; the first entry is the default choice (the monthly plan of 12 instalments when offered, then by number of instalments). */
  priceList: Array<PriceListEntry>;
  /** Whether it can be bought online. */
  purchasable: Scalars['Boolean']['output'];
  /** Services. */
  services: Array<PlanService>;
};

/** A service included in a plan. */
export type PlanService = {
  __typename?: 'PlanService';
  /** Whether the plan includes it. */
  available: Scalars['Boolean']['output'];
  /** Public description. */
  description: Maybe<Scalars['String']['output']>;
  /** Label. */
  label: Scalars['String']['output'];
};

/** A payment option of a plan: a number of instalments and its price. */
export type PriceListEntry = {
  __typename?: 'PriceListEntry';
  /** Discounted total, when a discount applies. */
  discountedPrice: Maybe<Money>;
  /** Instalment plan id. */
  installmentPlanId: Scalars['ID']['output'];
  /** Name of the instalment plan, e.g. 'Mensile'. */
  installmentPlanName: Scalars['String']['output'];
  /** Number of instalments (12 is the monthly plan used for the suggested price). */
  installmentPlanNumber: Scalars['Int']['output'];
  /** Price of one instalment (total / number, of the discounted total when any), rounded to the cent. */
  instalmentPrice: Money;
  /** Total price. */
  totalPrice: Money;
};

export type Query = {
  __typename?: 'Query';
  /**
   * Plans on sale (suggested products), in display order. An empty list when nothing is on sale (the web
   * shows 'Non sono presenti prodotti da acquistare.'); null with an UPSTREAM_UNAVAILABLE error when the
   * products service fails.
   */
  plans: Maybe<Array<Plan>>;
};


export type QueryPlansArgs = {
  excludeCartPlans?: InputMaybe<Scalars['Boolean']['input']>;
  includeCurrentPlan?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A member; the commerce subgraph adds the member's plan. */
export type User = {
  __typename?: 'User';
  /** The member's current plan, null for visitors and members without one. Readable only by the member themself (FORBIDDEN otherwise). */
  currentPlan: Maybe<Plan>;
  /** Customer code. */
  id: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Plan: Plan;
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Plan:
    ( { __typename: 'Plan' }
    & GraphQLRecursivePick<FederationTypes['Plan'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Money: ResolverTypeWrapper<Money>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Plan: ResolverTypeWrapper<PlanParent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PlanService: ResolverTypeWrapper<PlanServiceParent>;
  PriceListEntry: ResolverTypeWrapper<PriceListEntryParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserParent>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Money: Money;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  Plan: PlanParent;
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  PlanService: PlanServiceParent;
  PriceListEntry: PriceListEntryParent;
  Query: Record<PropertyKey, never>;
  User: UserParent;
}>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan'], FederationReferenceType extends FederationReferenceTypes['Plan'] = FederationReferenceTypes['Plan']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Plan']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activeInstallmentPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mostLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceList?: Resolver<Array<ResolversTypes['PriceListEntry']>, ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['PlanService']>, ParentType, ContextType>;
}>;

export type PlanServiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PlanService'] = ResolversParentTypes['PlanService']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceListEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PriceListEntry'] = ResolversParentTypes['PriceListEntry']> = ResolversObject<{
  discountedPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  installmentPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installmentPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installmentPlanNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instalmentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  plans?: Resolver<Maybe<Array<ResolversTypes['Plan']>>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'excludeCartPlans' | 'includeCurrentPlan'>>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  currentPlan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Money?: MoneyResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanService?: PlanServiceResolvers<ContextType>;
  PriceListEntry?: PriceListEntryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

