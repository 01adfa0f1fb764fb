import { z } from 'zod';
import { route } from '../route';

// The TopNegozi shops home (spec 3 §3 shop offers, top shops, slideshow). Logos and images are file
// names under the base paths each answer carries.

/**
 * An offer or coupon. `offer_type` 'o' is a direct offer, 'c' a coupon with `voucher_code`;
 * `reduced_price_symbol` 1 euro, 2 percent (both null without a value); `otypes[0].input_name` is the badge.
 */
export const shopOffer = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  shop_logo: z.string(),
  shop_name: z.string(),
  title: z.string(),
  description: z.string(),
  voucher_code: z.string().nullable(),
  offer_type: z.enum(['o', 'c']),
  end_date: z.string().nullable(),
  end_date_time_forhumans: z.string(),
  fake_coupon_type: z.number().int(),
  reduced_price_value: z.number().nullable(),
  reduced_price_symbol: z.union([z.literal(1), z.literal(2)]).nullable(),
  otypes: z.array(z.object({ id: z.number().int(), input_name: z.string(), name: z.string() })),
});
export type ShopOffer = z.output<typeof shopOffer>;

export const bestOffersAnswer = z.object({ url_logo_path_image: z.string(), offer_redirect_url: z.string(), data: z.array(shopOffer) });

export const topShopsAnswer = z.object({
  url_logo_path: z.string(),
  data: z.array(z.object({ id: z.number().int(), name: z.string(), logo: z.string(), category: z.string() })),
});

export const slideshowAnswer = z.object({
  url_path_image: z.string(),
  url_path_image_mobile: z.string(),
  data: z.array(z.object({ id: z.number().int(), image: z.string(), image_mobile: z.string(), shop_name: z.string(), title: z.string(), shop_id: z.number().int() })),
});

export const bestOffersRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/home/bestoffers',
  sharing: 'everyone',
  summary: 'The featured offers, best first, expired ones left out',
  auth: 'none',
  response: bestOffersAnswer,
});

export const topShopsRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/home/topshops',
  sharing: 'everyone',
  summary: 'The featured shops in rank order',
  auth: 'none',
  response: topShopsAnswer,
});

export const slideshowRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/home/slideshow',
  sharing: 'everyone',
  summary: 'The slides of the shops home',
  auth: 'none',
  response: slideshowAnswer,
});
