import type { GraphQLResolveInfo } from 'graphql';
import type { PlanParent, PlanServiceParent, PriceListEntryParent, UserParent, CartParent, CartPriceEntryParent } from '../mappers';
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

/** The member's cart (quotation, spec 3 §3): plans to buy on one instalment plan. */
export type Cart = {
  __typename?: 'Cart';
  /** The cart's instalment plan (one for the whole cart); null when empty. */
  installmentPlanId: Maybe<Scalars['ID']['output']>;
  /** The plans in the cart, in the order they were added. */
  plans: Array<Plan>;
  /** Instalment plans every plan of the cart offers, with the cart's totals; the chosen one is installmentPlanId. */
  priceList: Array<CartPriceEntry>;
  /** What the member pays on the chosen instalment plan (discounted total when any); null when empty. */
  total: Maybe<Money>;
};

/** A payment option of the whole cart: the sum of its plans' prices on one instalment plan. */
export type CartPriceEntry = {
  __typename?: 'CartPriceEntry';
  /** Total with the discounts, when a plan of the cart has one on this instalment plan. */
  discountedPrice: Maybe<Money>;
  /** Instalment plan id. */
  installmentPlanId: Scalars['ID']['output'];
  /** Name of the instalment plan, e.g. 'Mensile'. */
  installmentPlanName: Scalars['String']['output'];
  /** Number of instalments. */
  installmentPlanNumber: Scalars['Int']['output'];
  /** Price of one instalment (the payable total shared out), rounded to the cent. */
  instalmentPrice: Money;
  /** Total of the cart on this plan. */
  totalPrice: Money;
};

/** The payment a checkout opened. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** Amount to pay. */
  amount: Money;
  /** The payment provider's page: the browser goes there to pay; it comes back to returnUrl with esito=ok or esito=ko. */
  paymentUrl: Scalars['String']['output'];
};

/** An amount of money in integer cents. */
export type Money = {
  __typename?: 'Money';
  /** Amount in cents. */
  cents: Scalars['Int']['output'];
  /** ISO 4217 currency, EUR. */
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a plan to the cart on an instalment plan (which becomes the cart's). Members only. An unknown plan or instalment plan: BAD_USER_INPUT with the service's message, the cart unchanged. Send an Idempotency-Key. */
  addToCart: Cart;
  /** Turns the cart into a payment on the payment provider's page; paying it changes the subscription (the gateway drops the cached claims). CONFLICT when the cart is empty. Send an Idempotency-Key: a double submit opens one payment. */
  checkout: CheckoutResult;
  /** Removes a plan from the cart. NOT_FOUND when it is not there. Send an Idempotency-Key. */
  removeFromCart: Cart;
};


export type MutationAddToCartArgs = {
  installmentPlanId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  redirectTo?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckoutArgs = {
  returnUrl: Scalars['String']['input'];
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
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
  /** The signed-in member's cart. UNAUTHENTICATED for a visitor; null with UPSTREAM_UNAVAILABLE (extensions.service '/ecommerce/preventivo') when the quotation service fails. */
  cart: Maybe<Cart>;
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
  Cart: ResolverTypeWrapper<CartParent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CartPriceEntry: ResolverTypeWrapper<CartPriceEntryParent>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Plan: ResolverTypeWrapper<PlanParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PlanService: ResolverTypeWrapper<PlanServiceParent>;
  PriceListEntry: ResolverTypeWrapper<PriceListEntryParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserParent>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Cart: CartParent;
  ID: Scalars['ID']['output'];
  CartPriceEntry: CartPriceEntryParent;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  CheckoutResult: CheckoutResult;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Plan: PlanParent;
  Boolean: Scalars['Boolean']['output'];
  PlanService: PlanServiceParent;
  PriceListEntry: PriceListEntryParent;
  Query: Record<PropertyKey, never>;
  User: UserParent;
}>;

export type CartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  installmentPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  priceList?: Resolver<Array<ResolversTypes['CartPriceEntry']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type CartPriceEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartPriceEntry'] = ResolversParentTypes['CartPriceEntry']> = ResolversObject<{
  discountedPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  installmentPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installmentPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installmentPlanNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instalmentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CheckoutResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'installmentPlanId' | 'productId'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'returnUrl'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
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
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  plans?: Resolver<Maybe<Array<ResolversTypes['Plan']>>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'excludeCartPlans' | 'includeCurrentPlan'>>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  currentPlan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Cart?: CartResolvers<ContextType>;
  CartPriceEntry?: CartPriceEntryResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanService?: PlanServiceResolvers<ContextType>;
  PriceListEntry?: PriceListEntryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

