import { z } from 'zod';
import { route } from '../route';
import { suggestedProduct } from './suggested-products';

// The member's quotation (cart) and its checkout (spec 3 §3 'Quotation/cart: installmentPlanId,
// products, availablePriceList'; §7 cart add with productId, installmentPlanId, redirectTo and
// cart remove with product; paths not shown in the spec, ours below).

const idOf = (what: string) =>
  z
    .union([z.number(), z.string()], { error: `Il campo ${what} è obbligatorio.` })
    .transform(String)
    .refine((v) => /^\d{1,9}$/.test(v), `Il campo ${what} non è valido.`);

const euros = z
  .union([z.number(), z.string()])
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n >= 0, 'not an amount in euros');

/** One payment option of the whole cart: the sum of its products' prices on that instalment plan. */
export const quotationPriceEntry = z.object({
  installmentPlanId: z.union([z.number(), z.string()]).transform(String),
  installmentPlanNumber: z.number().int().positive(),
  installmentPlanName: z.string(),
  totalPrice: euros,
  /** The cart's total with each product's discount where it has one; null when no product has a discount on this plan. */
  discountPrice: euros.nullable(),
});

/** GET /ecommerce/preventivo and the answer of every cart write. */
export const quotationAnswer = z.object({
  /** The cart's instalment plan (one for the whole cart); null for an empty cart. */
  installmentPlanId: z.union([z.number(), z.string()]).transform(String).nullable(),
  /** The products in the cart, in the order they were added, with their own price lists. */
  products: z.array(suggestedProduct),
  /** Instalment plans every product of the cart offers, with the cart's totals on each. */
  availablePriceList: z.array(quotationPriceEntry),
});
export type QuotationAnswer = z.output<typeof quotationAnswer>;

/** POST /ecommerce/carrello body. */
export const cartAddBody = z.object(
  {
    productId: idOf('productId'),
    installmentPlanId: idOf('installmentPlanId'),
    /** Where the portal sends the member after adding (a path of the portal); kept as given. */
    redirectTo: z.string().max(200).optional(),
  },
  { error: 'Richiesta non valida: servono productId e installmentPlanId.' },
);
export type CartAddBody = z.input<typeof cartAddBody>;

export const cartRemoveParams = z.object({ productId: idOf('productId') });

const RETURN_URL_MESSAGE = "Il campo returnUrl deve essere un indirizzo http(s) o un percorso del sito ('/…').";

/**
 * POST /ecommerce/checkout body: where the payment page sends the member back: an absolute http(s)
 * URL, or a path of the site that serves the payment page (the portal serves it under its own origin).
 */
export const checkoutBody = z.object(
  {
    returnUrl: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?![/\\])\S*$/)], { error: RETURN_URL_MESSAGE }),
  },
  { error: 'Richiesta non valida: serve returnUrl.' },
);
export type CheckoutBody = z.input<typeof checkoutBody>;

/** POST /ecommerce/checkout answer: the payment to complete on the payment provider's page. */
export const checkoutAnswer = z.object({
  paymentId: z.string(),
  paymentUrl: z.url(),
  /** Total to pay now (the cart's total on its instalment plan). */
  amount: euros,
});

export const quotationRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/ecommerce/preventivo',
  summary: "The member's quotation (cart): instalment plan, products and the cart's price list",
  auth: 'required',
  response: quotationAnswer,
  errors: { 401: 'No valid session' },
});

export const cartAddRoute = route({
  family: 'commerce',
  method: 'POST',
  path: '/ecommerce/carrello',
  summary: 'Adds a product to the cart on an instalment plan (the plan becomes the cart\'s); answers the quotation. Needs an Idempotency-Key',
  auth: 'required',
  body: cartAddBody,
  response: quotationAnswer,
  errors: {
    400: 'Malformed body; a product that does not exist or is not on sale; an instalment plan the product (or another product of the cart) does not offer',
    401: 'No valid session',
  },
});

export const cartRemoveRoute = route({
  family: 'commerce',
  method: 'DELETE',
  path: '/ecommerce/carrello/{productId}',
  summary: 'Removes a product from the cart; answers the quotation. Needs an Idempotency-Key',
  auth: 'required',
  params: cartRemoveParams,
  response: quotationAnswer,
  errors: { 401: 'No valid session', 404: 'The product is not in the cart' },
});

export const checkoutRoute = route({
  family: 'commerce',
  method: 'POST',
  path: '/ecommerce/checkout',
  summary: 'Turns the quotation into a pending payment on the payment page; paying it changes the subscription. Needs an Idempotency-Key',
  auth: 'required',
  body: checkoutBody,
  response: checkoutAnswer,
  errors: { 400: 'Malformed body', 401: 'No valid session', 409: 'The cart is empty' },
});
