import { z } from 'zod';
import { route } from '../route';

// The loyalty programme (spec 3 §2 'Loyalty blocks', §3 loyalty transaction and balance, §7 /winloy/*).

/** A loyalty activity of the member: description, when, points earned (spec 3 §3 'Loyalty transaction'). */
export const loyaltyTransaction = z.object({ description: z.string(), timestamp: z.string(), amount: z.number().int() });
export type LoyaltyTransactionRecord = z.output<typeof loyaltyTransaction>;

export const loyaltyTransactionsAnswer = z.object({ status: z.number().int(), transactions: z.array(loyaltyTransaction) });

/**
 * The member's points (spec 3 §3 'Balance': balance, isChanged). `expiresOn` (YYYY-MM-DD) is the last day an
 * ex-premium member may use them (spec 3 §2 'Puoi utilizzare i tuoi punti fino al {date}'); null while premium.
 */
export const loyaltyBalanceAnswer = z.object({ balance: z.number().int(), isChanged: z.boolean(), expiresOn: z.string().nullable() });
export type LoyaltyBalanceRecord = z.output<typeof loyaltyBalanceAnswer>;

/** A reward of the catalogue (spec 3 §3: 'Catalogue item fields: not shown'; these are the card's). */
export const loyaltyReward = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  title: z.string(),
  category: z.string(),
  points: z.number().int().nonnegative(),
  image: z.string().nullable(),
});
export type LoyaltyRewardRecord = z.output<typeof loyaltyReward>;

const loyaltyCta = z.object({ label: z.string(), href: z.string(), eventCode: z.string().nullable() });

/**
 * The programme page's content-managed blocks (spec 3 §2 'Loyalty blocks'): how it works (step cards,
 * paragraph, CTA), missions, points list (with the regulation when one exists), top brands, advantages.
 */
export const loyaltyProgrammeAnswer = z.object({
  howItWorks: z.object({
    title: z.string(),
    steps: z.array(z.object({ title: z.string(), body: z.string() })),
    paragraph: z.string().nullable(),
    cta: loyaltyCta.nullable(),
  }),
  missions: z.array(z.object({ id: z.string(), title: z.string(), body: z.string(), points: z.number().int(), icon: z.enum(['chat', 'user', 'document']).nullable() })),
  points: z.object({
    intro: z.string().nullable(),
    regulationUrl: z.string().nullable(),
    items: z.array(z.object({ id: z.string(), title: z.string(), points: z.number().int() })),
  }),
  brands: z.array(z.object({ id: z.string(), name: z.string(), logo: z.string().nullable(), url: z.string().nullable() })),
  advantages: z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), body: z.string() })) }),
});
export type LoyaltyProgrammeRecord = z.output<typeof loyaltyProgrammeAnswer>;

export const loyaltyProgrammeRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/winloy/programma',
  sharing: 'everyone',
  summary: "The loyalty programme page's blocks: how it works, missions, points list, top brands, advantages",
  auth: 'none',
  response: loyaltyProgrammeAnswer,
});

export const loyaltyCatalogueRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/winloy/catalogue',
  sharing: 'everyone',
  summary: 'The rewards catalogue, in display order',
  auth: 'none',
  response: z.array(loyaltyReward),
});

export const loyaltyBalanceRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/winloy/balance',
  summary: "The member's points balance, and until when an ex-premium member may use them",
  auth: 'required',
  response: loyaltyBalanceAnswer,
  errors: { 401: 'No session', 403: 'No loyalty service' },
});

export const loyaltyTransactionsRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/winloy/transactions',
  summary: "The member's loyalty activities, newest first",
  auth: 'required',
  response: loyaltyTransactionsAnswer,
  errors: { 401: 'No session', 403: 'No loyalty service' },
});
