import type { GraphQLResolveInfo } from 'graphql';
import type { PlanParent, PlanServiceParent, PriceListEntryParent, UserParent, OfferParent, ShopParent, ShopCategoryParent, SlideParent, LoyaltyProgrammeParent, LoyaltyMissionParent, LoyaltyPointsItemParent, LoyaltyBalanceParent, LoyaltyTransactionParent, RewardParent, CartParent, CartPriceEntryParent } from '../mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
  /** The payment provider's page, a path under the portal's origin: the browser goes there to pay; it comes back to returnUrl with esito=ok or esito=ko. */
  paymentUrl: Scalars['String']['output'];
};

/** An advantage of the programme. */
export type LoyaltyAdvantage = {
  __typename?: 'LoyaltyAdvantage';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The advantages block: title and a 2-column grid. */
export type LoyaltyAdvantages = {
  __typename?: 'LoyaltyAdvantages';
  items: Array<LoyaltyAdvantage>;
  title: Scalars['String']['output'];
};

/** The member's points (spec 3 §2 'Profile balance card'). */
export type LoyaltyBalance = {
  __typename?: 'LoyaltyBalance';
  balance: Scalars['Int']['output'];
  /** Last day an ex-premium member may use the points (YYYY-MM-DD); null while premium. */
  expiresOn: Maybe<Scalars['String']['output']>;
  /** Whether the balance changed recently (spec 3 §3 isChanged). */
  isChanged: Scalars['Boolean']['output'];
  /** The latest activities, newest first (3 on the balance card); null with an UPSTREAM_UNAVAILABLE error when /winloy/transactions fails. */
  lastTransactions: Maybe<Array<LoyaltyTransaction>>;
  /** Whether 'Puoi utilizzare i tuoi punti fino al {date}.' and 'Rinnova adesso' show (ex-premium only). */
  showsExpiry: Scalars['Boolean']['output'];
};


/** The member's points (spec 3 §2 'Profile balance card'). */
export type LoyaltyBalanceLastTransactionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A top brand (spec 3 §2 'Top brand'); brands without an image are left out. */
export type LoyaltyBrand = {
  __typename?: 'LoyaltyBrand';
  id: Scalars['ID']['output'];
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The brand's link; null: the logo links nowhere. */
  url: Maybe<Scalars['String']['output']>;
};

/** A call to action of the programme page. */
export type LoyaltyCta = {
  __typename?: 'LoyaltyCta';
  /** Tracking code of spec 1 §9 (WL100 for the loyalty CTA). */
  eventCode: Maybe<Scalars['String']['output']>;
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** 'How it works' (spec 3 §2 'Loyalty blocks'). */
export type LoyaltyHowItWorks = {
  __typename?: 'LoyaltyHowItWorks';
  cta: Maybe<LoyaltyCta>;
  paragraph: Maybe<Scalars['String']['output']>;
  steps: Array<LoyaltyStep>;
  title: Scalars['String']['output'];
};

/** A mission (spec 3 §2 'Missions'). */
export type LoyaltyMission = {
  __typename?: 'LoyaltyMission';
  body: Scalars['String']['output'];
  /** Icon: chat, user or document; null for none. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  points: Scalars['Int']['output'];
  /** '+N Punto' or '+N Punti' (spec 3 §9). */
  pointsLabel: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A line of the points list. */
export type LoyaltyPointsItem = {
  __typename?: 'LoyaltyPointsItem';
  id: Scalars['ID']['output'];
  points: Scalars['Int']['output'];
  /** '+N Punto' or '+N Punti'. */
  pointsLabel: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The points list (spec 3 §2 'Points list'): 'Scarica il regolamento' shows only when regulationUrl is set. */
export type LoyaltyPointsList = {
  __typename?: 'LoyaltyPointsList';
  intro: Maybe<Scalars['String']['output']>;
  items: Array<LoyaltyPointsItem>;
  regulationUrl: Maybe<Scalars['String']['output']>;
};

/** The loyalty programme page's blocks (spec 3 §2 'Loyalty blocks'). */
export type LoyaltyProgramme = {
  __typename?: 'LoyaltyProgramme';
  advantages: LoyaltyAdvantages;
  brands: Array<LoyaltyBrand>;
  howItWorks: LoyaltyHowItWorks;
  missions: Array<LoyaltyMission>;
  points: LoyaltyPointsList;
};

/** Which loyalty blocks the viewer sees (spec 3 §4 'Loyalty state', §6; packages/policy loyaltyState). */
export type LoyaltyState =
  /** Ex-premium whose loyalty service record has Stato 0 or 2: the alternative block replaces the teaser and the balance. */
  | 'ALTERNATIVE'
  /** Premium with the loyalty wallet, or ex-premium whose loyalty service is on: balance, activities, rewards teaser. */
  | 'MEMBER'
  /** Everyone else: the programme's public page. */
  | 'NONE';

/** A step card of 'how it works'. */
export type LoyaltyStep = {
  __typename?: 'LoyaltyStep';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A loyalty activity (spec 3 §3 'Loyalty transaction'). */
export type LoyaltyTransaction = {
  __typename?: 'LoyaltyTransaction';
  amount: Scalars['Int']['output'];
  /** When, ISO 8601 (the web shows dd/MM/yyyy). */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** '+N Punto' or '+N Punti'. */
  pointsLabel: Scalars['String']['output'];
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
  /**
   * Activates an offer for the viewer: the coupon's voucher code or the direct offer's redirect.
   * FORBIDDEN (reason UPGRADE_REQUIRED, or LOGIN_REQUIRED for visitors) with extensions.paywall
   * { variant title text ctaLabel ctaHref } when the policy refuses, and no code; NOT_FOUND for an
   * unknown offer; BAD_USER_INPUT 'Offerta scaduta.' for an expired one.
   */
  activateOffer: Maybe<OfferActivation>;
  /** Adds a plan to the cart on an instalment plan (which becomes the cart's). Members only. An unknown plan or instalment plan: BAD_USER_INPUT with the service's message, the cart unchanged. Send an Idempotency-Key. */
  addToCart: Cart;
  /** Turns the cart into a payment on the payment provider's page; paying it changes the subscription (the gateway drops the cached claims). CONFLICT when the cart is empty. Send an Idempotency-Key: a double submit opens one payment. */
  checkout: CheckoutResult;
  /** Removes a plan from the cart. NOT_FOUND when it is not there. Send an Idempotency-Key. */
  removeFromCart: Cart;
};


export type MutationActivateOfferArgs = {
  offerId: Scalars['ID']['input'];
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

/**
 * A TopNegozi offer or coupon (spec 3 §3 Offer/coupon). The voucher code is never a field here: it is
 * only handed out by activateOffer, to a viewer the policy allows.
 */
export type Offer = {
  __typename?: 'Offer';
  /** Italian name of the badge. */
  badgeName: Scalars['String']['output'];
  /** Badge type (otypes[0].input_name, spec 3 §9), e.g. 'free-shipping'. */
  badgeType: Scalars['String']['output'];
  /** Whether the viewer may activate it (packages/policy offerActivation). */
  canActivate: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** End date (ISO), null without expiry. */
  endDate: Maybe<Scalars['String']['output']>;
  /** End date as the catalogue words it (end_date_time_forhumans). */
  endDateText: Scalars['String']['output'];
  /** Whether the end date has passed. */
  expired: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A direct offer (offer_type 'o'): activation sends the viewer to the shop; otherwise a coupon with a code. */
  isDirect: Scalars['Boolean']['output'];
  /** The paywall a refused activation opens; null when the viewer may activate. */
  paywall: Maybe<OfferPaywall>;
  reducedPriceSymbol: Maybe<PriceSymbol>;
  /** Reduced price value, with its symbol; both null when the offer has no value. */
  reducedPriceValue: Maybe<Scalars['Float']['output']>;
  shopId: Scalars['ID']['output'];
  /** Shop logo under the portal's media library. */
  shopLogoUrl: Scalars['String']['output'];
  shopName: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** What an allowed activation hands out: the coupon's code, or for a direct offer the redirect to the shop. */
export type OfferActivation = {
  __typename?: 'OfferActivation';
  offerId: Scalars['ID']['output'];
  /** Where a direct offer sends the viewer (the affiliate link); null for coupons. */
  redirectUrl: Maybe<Scalars['String']['output']>;
  /** The voucher code (coupons); null for direct offers. */
  voucherCode: Maybe<Scalars['String']['output']>;
};

/** The paywall modal of a refused activation: the variant for the viewer's type and its copy (packages/policy OFFER_PAYWALLS). */
export type OfferPaywall = {
  __typename?: 'OfferPaywall';
  ctaHref: Scalars['String']['output'];
  ctaLabel: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variant: OfferPaywallVariant;
};

/** The paywall a refused offer activation opens (spec 3 §6: register, try, upgrade or renew). */
export type OfferPaywallVariant =
  | 'REGISTER'
  | 'RENEW'
  | 'TRY'
  | 'UPGRADE';

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

/** How a reduced price reads (spec 3 §3 reduced_price_symbol: 1 euro, 2 percent). */
export type PriceSymbol =
  | 'EURO'
  | 'PERCENT';

export type Query = {
  __typename?: 'Query';
  /** The signed-in member's cart. UNAUTHENTICATED for a visitor; null with UPSTREAM_UNAVAILABLE (extensions.service '/ecommerce/preventivo') when the quotation service fails. */
  cart: Maybe<Cart>;
  /** The loyalty programme page's blocks; null with an error when the service fails. */
  loyaltyProgramme: Maybe<LoyaltyProgramme>;
  /** Which loyalty blocks the viewer sees. */
  loyaltyState: LoyaltyState;
  /** One offer, expired or not; null for an unknown offer. */
  offer: Maybe<Offer>;
  /**
   * Plans on sale (suggested products), in display order. An empty list when nothing is on sale (the web
   * shows 'Non sono presenti prodotti da acquistare.'); null with an UPSTREAM_UNAVAILABLE error when the
   * products service fails.
   */
  plans: Maybe<Array<Plan>>;
  /** Rewards of the catalogue in display order (the teaser shows 4, /prodotti all); null with an error when /winloy/catalogue fails. */
  rewards: Maybe<Array<Reward>>;
  /** One shop with its offers; null for an unknown shop. */
  shop: Maybe<Shop>;
  /** Shop categories in display order. Null with UPSTREAM_UNAVAILABLE when it fails. */
  shopCategories: Maybe<Array<ShopCategory>>;
  /** One category with its shops; null for an unknown category. */
  shopCategory: Maybe<ShopCategory>;
  /** Shops home, best coupons carousel: up to 3 offers. Null with UPSTREAM_UNAVAILABLE (service /topnegozi/home/bestoffers) when it fails; other blocks stand. */
  shopsBestOffers: Maybe<Array<Offer>>;
  /** Shops home, featured coupons grid: the best offers after the carousel's. Null with UPSTREAM_UNAVAILABLE when the best offers fail. */
  shopsFeaturedCoupons: Maybe<Array<Offer>>;
  /** Whether the viewer sees the shops header and coupon intro (spec 3 §6: trial or premium with topnegozi). */
  shopsIntroVisible: Scalars['Boolean']['output'];
  /** Shops home, promo slideshow. Null with UPSTREAM_UNAVAILABLE when it fails. */
  shopsSlideshow: Maybe<Array<Slide>>;
  /**
   * The one plan the single-product purchase banner sells this viewer (spec 3 §2 'Other widgets'): among
   * the plans on sale that the viewer neither holds nor has in the cart, the most chosen one ('Il più
   * scelto'), else the first in display order. Null when there is none; null with an UPSTREAM_UNAVAILABLE
   * error when the products service fails.
   */
  singleProductOffer: Maybe<Plan>;
  /** Shops home, top shops carousel. Null with UPSTREAM_UNAVAILABLE when it fails. */
  topShops: Maybe<Array<Shop>>;
};


export type QueryOfferArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlansArgs = {
  excludeCartPlans?: InputMaybe<Scalars['Boolean']['input']>;
  includeCurrentPlan?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRewardsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShopArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShopCategoryArgs = {
  id: Scalars['ID']['input'];
};

/** A reward of the catalogue (/prodotti). */
export type Reward = {
  __typename?: 'Reward';
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A TopNegozi shop (spec 3 §3 Shop). */
export type Shop = {
  __typename?: 'Shop';
  /** Category name. */
  category: Scalars['String']['output'];
  /** Short description; null where the answer carries none (home top shops). */
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether the logo links to the shop page for this viewer (spec 3 §6: trial or premium only). */
  logoLinks: Scalars['Boolean']['output'];
  /** Logo under the portal's media library. */
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The shop's offers still valid, soonest ending first. Null with UPSTREAM_UNAVAILABLE when the offers service fails. */
  offers: Maybe<Array<Offer>>;
};

/** A shop category (spec 3 §2 /servizi/convenzioni/negozi/categorie). */
export type ShopCategory = {
  __typename?: 'ShopCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  shopCount: Scalars['Int']['output'];
  /** The category's shops by name. Null with UPSTREAM_UNAVAILABLE when the service fails. */
  shops: Maybe<Array<Shop>>;
  slug: Scalars['String']['output'];
};

/** A slide of the shops home slideshow (spec 3 §3 slideshow). */
export type Slide = {
  __typename?: 'Slide';
  id: Scalars['ID']['output'];
  imageMobileUrl: Scalars['String']['output'];
  imageUrl: Scalars['String']['output'];
  shopId: Scalars['ID']['output'];
  shopName: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A member; the commerce subgraph adds the member's plan. */
export type User = {
  __typename?: 'User';
  /** The member's current plan, null for visitors and members without one. Readable only by the member themself (FORBIDDEN otherwise). */
  currentPlan: Maybe<Plan>;
  /** Customer code. */
  id: Scalars['ID']['output'];
  /**
   * The member's loyalty points (spec 3 §6: premium, and ex-premium until the points expire). Only the
   * member themself; FORBIDDEN with reason UPGRADE_REQUIRED for anyone without the programme
   * ('Al momento il Programma fedeltà non è attivo.') and for an ex-premium member past the expiry
   * date ('I tuoi punti sono scaduti.').
   */
  loyalty: Maybe<LoyaltyBalance>;
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
  LoyaltyAdvantage: ResolverTypeWrapper<LoyaltyAdvantage>;
  LoyaltyAdvantages: ResolverTypeWrapper<LoyaltyAdvantages>;
  LoyaltyBalance: ResolverTypeWrapper<LoyaltyBalanceParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  LoyaltyBrand: ResolverTypeWrapper<LoyaltyBrand>;
  LoyaltyCta: ResolverTypeWrapper<LoyaltyCta>;
  LoyaltyHowItWorks: ResolverTypeWrapper<LoyaltyHowItWorks>;
  LoyaltyMission: ResolverTypeWrapper<LoyaltyMissionParent>;
  LoyaltyPointsItem: ResolverTypeWrapper<LoyaltyPointsItemParent>;
  LoyaltyPointsList: ResolverTypeWrapper<Omit<LoyaltyPointsList, 'items'> & { items: Array<ResolversTypes['LoyaltyPointsItem']> }>;
  LoyaltyProgramme: ResolverTypeWrapper<LoyaltyProgrammeParent>;
  LoyaltyState: LoyaltyState;
  LoyaltyStep: ResolverTypeWrapper<LoyaltyStep>;
  LoyaltyTransaction: ResolverTypeWrapper<LoyaltyTransactionParent>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Offer: ResolverTypeWrapper<OfferParent>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OfferActivation: ResolverTypeWrapper<OfferActivation>;
  OfferPaywall: ResolverTypeWrapper<OfferPaywall>;
  OfferPaywallVariant: OfferPaywallVariant;
  Plan: ResolverTypeWrapper<PlanParent>;
  PlanService: ResolverTypeWrapper<PlanServiceParent>;
  PriceListEntry: ResolverTypeWrapper<PriceListEntryParent>;
  PriceSymbol: PriceSymbol;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reward: ResolverTypeWrapper<RewardParent>;
  Shop: ResolverTypeWrapper<ShopParent>;
  ShopCategory: ResolverTypeWrapper<ShopCategoryParent>;
  Slide: ResolverTypeWrapper<SlideParent>;
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
  LoyaltyAdvantage: LoyaltyAdvantage;
  LoyaltyAdvantages: LoyaltyAdvantages;
  LoyaltyBalance: LoyaltyBalanceParent;
  Boolean: Scalars['Boolean']['output'];
  LoyaltyBrand: LoyaltyBrand;
  LoyaltyCta: LoyaltyCta;
  LoyaltyHowItWorks: LoyaltyHowItWorks;
  LoyaltyMission: LoyaltyMissionParent;
  LoyaltyPointsItem: LoyaltyPointsItemParent;
  LoyaltyPointsList: Omit<LoyaltyPointsList, 'items'> & { items: Array<ResolversParentTypes['LoyaltyPointsItem']> };
  LoyaltyProgramme: LoyaltyProgrammeParent;
  LoyaltyStep: LoyaltyStep;
  LoyaltyTransaction: LoyaltyTransactionParent;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Offer: OfferParent;
  Float: Scalars['Float']['output'];
  OfferActivation: OfferActivation;
  OfferPaywall: OfferPaywall;
  Plan: PlanParent;
  PlanService: PlanServiceParent;
  PriceListEntry: PriceListEntryParent;
  Query: Record<PropertyKey, never>;
  Reward: RewardParent;
  Shop: ShopParent;
  ShopCategory: ShopCategoryParent;
  Slide: SlideParent;
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

export type LoyaltyAdvantageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyAdvantage'] = ResolversParentTypes['LoyaltyAdvantage']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyAdvantagesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyAdvantages'] = ResolversParentTypes['LoyaltyAdvantages']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LoyaltyAdvantage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyBalance'] = ResolversParentTypes['LoyaltyBalance']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastTransactions?: Resolver<Maybe<Array<ResolversTypes['LoyaltyTransaction']>>, ParentType, ContextType, RequireFields<LoyaltyBalanceLastTransactionsArgs, 'first'>>;
  showsExpiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LoyaltyBrandResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyBrand'] = ResolversParentTypes['LoyaltyBrand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltyCtaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyCta'] = ResolversParentTypes['LoyaltyCta']> = ResolversObject<{
  eventCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyHowItWorksResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyHowItWorks'] = ResolversParentTypes['LoyaltyHowItWorks']> = ResolversObject<{
  cta?: Resolver<Maybe<ResolversTypes['LoyaltyCta']>, ParentType, ContextType>;
  paragraph?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['LoyaltyStep']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyMissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyMission'] = ResolversParentTypes['LoyaltyMission']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyPointsItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyPointsItem'] = ResolversParentTypes['LoyaltyPointsItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyPointsListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyPointsList'] = ResolversParentTypes['LoyaltyPointsList']> = ResolversObject<{
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LoyaltyPointsItem']>, ParentType, ContextType>;
  regulationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoyaltyProgrammeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyProgramme'] = ResolversParentTypes['LoyaltyProgramme']> = ResolversObject<{
  advantages?: Resolver<ResolversTypes['LoyaltyAdvantages'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['LoyaltyBrand']>, ParentType, ContextType>;
  howItWorks?: Resolver<ResolversTypes['LoyaltyHowItWorks'], ParentType, ContextType>;
  missions?: Resolver<Array<ResolversTypes['LoyaltyMission']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['LoyaltyPointsList'], ParentType, ContextType>;
}>;

export type LoyaltyStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyStep'] = ResolversParentTypes['LoyaltyStep']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyTransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoyaltyTransaction'] = ResolversParentTypes['LoyaltyTransaction']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateOffer?: Resolver<Maybe<ResolversTypes['OfferActivation']>, ParentType, ContextType, RequireFields<MutationActivateOfferArgs, 'offerId'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'installmentPlanId' | 'productId'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'returnUrl'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
}>;

export type OfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = ResolversObject<{
  badgeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  badgeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canActivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDirect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paywall?: Resolver<Maybe<ResolversTypes['OfferPaywall']>, ParentType, ContextType>;
  reducedPriceSymbol?: Resolver<Maybe<ResolversTypes['PriceSymbol']>, ParentType, ContextType>;
  reducedPriceValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shopLogoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OfferActivationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfferActivation'] = ResolversParentTypes['OfferActivation']> = ResolversObject<{
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OfferPaywallResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfferPaywall'] = ResolversParentTypes['OfferPaywall']> = ResolversObject<{
  ctaHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ctaLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['OfferPaywallVariant'], ParentType, ContextType>;
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
  loyaltyProgramme?: Resolver<Maybe<ResolversTypes['LoyaltyProgramme']>, ParentType, ContextType>;
  loyaltyState?: Resolver<ResolversTypes['LoyaltyState'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType, RequireFields<QueryOfferArgs, 'id'>>;
  plans?: Resolver<Maybe<Array<ResolversTypes['Plan']>>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'excludeCartPlans' | 'includeCurrentPlan'>>;
  rewards?: Resolver<Maybe<Array<ResolversTypes['Reward']>>, ParentType, ContextType, Partial<QueryRewardsArgs>>;
  shop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType, RequireFields<QueryShopArgs, 'id'>>;
  shopCategories?: Resolver<Maybe<Array<ResolversTypes['ShopCategory']>>, ParentType, ContextType>;
  shopCategory?: Resolver<Maybe<ResolversTypes['ShopCategory']>, ParentType, ContextType, RequireFields<QueryShopCategoryArgs, 'id'>>;
  shopsBestOffers?: Resolver<Maybe<Array<ResolversTypes['Offer']>>, ParentType, ContextType>;
  shopsFeaturedCoupons?: Resolver<Maybe<Array<ResolversTypes['Offer']>>, ParentType, ContextType>;
  shopsIntroVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopsSlideshow?: Resolver<Maybe<Array<ResolversTypes['Slide']>>, ParentType, ContextType>;
  singleProductOffer?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  topShops?: Resolver<Maybe<Array<ResolversTypes['Shop']>>, ParentType, ContextType>;
}>;

export type RewardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offers?: Resolver<Maybe<Array<ResolversTypes['Offer']>>, ParentType, ContextType>;
}>;

export type ShopCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopCategory'] = ResolversParentTypes['ShopCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shops?: Resolver<Maybe<Array<ResolversTypes['Shop']>>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SlideResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Slide'] = ResolversParentTypes['Slide']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageMobileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  currentPlan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loyalty?: Resolver<Maybe<ResolversTypes['LoyaltyBalance']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Cart?: CartResolvers<ContextType>;
  CartPriceEntry?: CartPriceEntryResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  LoyaltyAdvantage?: LoyaltyAdvantageResolvers<ContextType>;
  LoyaltyAdvantages?: LoyaltyAdvantagesResolvers<ContextType>;
  LoyaltyBalance?: LoyaltyBalanceResolvers<ContextType>;
  LoyaltyBrand?: LoyaltyBrandResolvers<ContextType>;
  LoyaltyCta?: LoyaltyCtaResolvers<ContextType>;
  LoyaltyHowItWorks?: LoyaltyHowItWorksResolvers<ContextType>;
  LoyaltyMission?: LoyaltyMissionResolvers<ContextType>;
  LoyaltyPointsItem?: LoyaltyPointsItemResolvers<ContextType>;
  LoyaltyPointsList?: LoyaltyPointsListResolvers<ContextType>;
  LoyaltyProgramme?: LoyaltyProgrammeResolvers<ContextType>;
  LoyaltyStep?: LoyaltyStepResolvers<ContextType>;
  LoyaltyTransaction?: LoyaltyTransactionResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OfferActivation?: OfferActivationResolvers<ContextType>;
  OfferPaywall?: OfferPaywallResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanService?: PlanServiceResolvers<ContextType>;
  PriceListEntry?: PriceListEntryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ShopCategory?: ShopCategoryResolvers<ContextType>;
  Slide?: SlideResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

