import { z } from 'zod';
import { route } from '../route';

// GET /ecommerce/prodotti-suggeriti (spec 3 §3 'Suggested product'): the plans on sale.

/** 'true' / 'false' query flags; absent means false. */
const queryFlag = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

export const suggestedProductsQuery = z.object({
  excludeQuotationProducts: queryFlag,
  includeCurrentProduct: queryFlag,
});
/** What a caller may send. */
export type SuggestedProductsQuery = z.input<typeof suggestedProductsQuery>;

/** Ids are numbers in the reference upstream; real hosts may send strings. Read as strings. */
const productId = z.union([z.number(), z.string()]).transform(String);
/** Euro amounts: JSON numbers (at most two decimals), or decimal strings from hosts that keep numeric precision. */
const euros = z
  .union([z.number(), z.string()])
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n >= 0, 'not an amount in euros');

export const suggestedProduct = z.object({
  id: productId,
  name: z.string(),
  purchasable: z.boolean(),
  mostLiked: z.boolean(),
  /** Instalment plan the member pays the product with, when it is their current one; null otherwise. */
  activePlan: productId.nullable(),
  isCurrent: z.boolean(),
  services: z.array(z.object({ publicDescription: z.string().nullable(), available: z.boolean(), label: z.string() })),
  /** By number of instalments (1, 2, 12). */
  priceList: z.array(
    z.object({
      installmentPlanId: productId,
      totalPrice: euros,
      installmentPlanNumber: z.number().int().positive(),
      installmentPlanName: z.string(),
      discount: z.object({ price: euros }).nullable(),
    }),
  ),
});
/** A suggested product as read (ids as strings, euros as numbers). */
export type SuggestedProduct = z.output<typeof suggestedProduct>;

export const suggestedProductsAnswer = z.object({ suggested: z.array(suggestedProduct) });

export const suggestedProductsRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/ecommerce/prodotti-suggeriti',
  summary: "The plans on sale in display order; for a member, their current product marked (left out unless asked for)",
  auth: 'optional',
  query: suggestedProductsQuery,
  response: suggestedProductsAnswer,
  errors: { 400: 'A flag that is not true or false' },
});
