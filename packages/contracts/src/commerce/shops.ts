import { z } from 'zod';
import { route } from '../route';
import { shopOffer } from './topnegozi';

// TopNegozi shops beyond the home (spec 3 §2 shops, categories, shop page; §3 Shop, shop offers).

/** An id in a path: digits only, so a bad one is a 400 and not a database error. */
const numericId = z.string().regex(/^\d{1,9}$/, 'Identificativo non valido.');

/** Spec 3 §3 Shop: id, name, logo (a file under the answer's logo path), plus its category and description. */
export const topNegoziShop = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  description: z.string(),
});

/** Spec 3 §3 'Shop offers response: url_logo_path_image, offer_redirect_url, data[]', with the shop itself. */
export const shopOffersAnswer = z.object({
  url_logo_path_image: z.string(),
  offer_redirect_url: z.string(),
  shop: topNegoziShop,
  data: z.array(shopOffer),
});

export const shopCategoriesAnswer = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), shop_count: z.number().int() })),
});

export const categoryShopsAnswer = z.object({
  url_logo_path: z.string(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  data: z.array(topNegoziShop),
});

/** One offer; expired ones are answered too (end_date in the past) so a stale link can say so. */
export const offerByIdAnswer = z.object({ url_logo_path_image: z.string(), offer_redirect_url: z.string(), data: shopOffer });

export const shopOffersRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/shops/{shopId}/offers',
  sharing: 'everyone',
  summary: "A shop with its offers still valid, soonest ending first (coupons' voucher codes included)",
  auth: 'none',
  params: z.object({ shopId: numericId }),
  response: shopOffersAnswer,
  errors: { 400: 'Bad shop id', 404: 'Unknown shop' },
});

export const shopCategoriesRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/categories',
  sharing: 'everyone',
  summary: 'The shop categories in display order, with how many shops each has',
  auth: 'none',
  response: shopCategoriesAnswer,
});

export const categoryShopsRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/categories/{categoryId}/shops',
  sharing: 'everyone',
  summary: 'The shops of one category, by name',
  auth: 'none',
  params: z.object({ categoryId: numericId }),
  response: categoryShopsAnswer,
  errors: { 400: 'Bad category id', 404: 'Unknown category' },
});

export const offerByIdRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/offers/{offerId}',
  sharing: 'everyone',
  summary: 'One offer by id, expired or not',
  auth: 'none',
  params: z.object({ offerId: numericId }),
  response: offerByIdAnswer,
  errors: { 400: 'Bad offer id', 404: 'Unknown offer' },
});
