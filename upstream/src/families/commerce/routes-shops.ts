import type { shopCategoriesRoute} from '@club/contracts';
import { categoryShopsRoute, offerByIdRoute, shopOffersRoute, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { parseOr400 } from '../cms/validate';
import { LOGO_PATH, OFFER_SELECT, REDIRECT_PATH, offerJson, type OfferRow } from './topnegozi';

/**
 * TopNegozi beyond the home (spec 3 §2): a shop with its offers, the categories and their shops, one
 * offer by id. Public reads like the home's: voucher codes are in the answers, and the commerce
 * subgraph decides who gets them (packages/policy offerActivation).
 */

interface ShopRecord {
  id: number;
  name: string;
  logo: string;
  category_id: number;
  category: string;
  description: string;
}

const SHOP_SELECT = `SELECT s.id, s.name, s.logo, s.category_id, c.name AS category, s.description
  FROM shops s JOIN shop_categories c ON c.id = s.category_id`;

export function registerShopRoutes(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: RouteDeps['publicUrl'] }): void {
  app.get('/topnegozi/shops/:shopId/offers', async (req, reply) => {
    const params = await parseOr400(shopOffersRoute.params, req.params, reply);
    if (!params) return reply;
    const [shop] = await db.query<ShopRecord>(`${SHOP_SELECT} WHERE s.id = $1`, [Number(params.shopId)]);
    if (!shop) return reply.code(404).send({ message: 'Negozio non trovato.' });
    const rows = await db.query<OfferRow>(
      `${OFFER_SELECT} WHERE o.shop_id = $1 AND (o.end_date IS NULL OR o.end_date > now())
        ORDER BY o.end_date ASC NULLS LAST, o.id`,
      [shop.id],
    );
    const now = new Date();
    return {
      url_logo_path_image: `${publicUrl()}${LOGO_PATH}`,
      offer_redirect_url: `${publicUrl()}${REDIRECT_PATH}`,
      shop,
      data: rows.map((r) => offerJson(r, now)),
    } satisfies PayloadOf<typeof shopOffersRoute>;
  });

  app.get('/topnegozi/categories', async () => {
    const rows = await db.query<{ id: number; name: string; slug: string; shop_count: number }>(
      `SELECT c.id, c.name, c.slug, count(s.id)::int AS shop_count
         FROM shop_categories c LEFT JOIN shops s ON s.category_id = c.id
        GROUP BY c.id ORDER BY c.sort`,
    );
    return { data: rows } satisfies PayloadOf<typeof shopCategoriesRoute>;
  });

  app.get('/topnegozi/categories/:categoryId/shops', async (req, reply) => {
    const params = await parseOr400(categoryShopsRoute.params, req.params, reply);
    if (!params) return reply;
    const [category] = await db.query<{ id: number; name: string; slug: string }>(`SELECT id, name, slug FROM shop_categories WHERE id = $1`, [Number(params.categoryId)]);
    if (!category) return reply.code(404).send({ message: 'Categoria non trovata.' });
    const rows = await db.query<ShopRecord>(`${SHOP_SELECT} WHERE s.category_id = $1 ORDER BY s.name`, [category.id]);
    return { url_logo_path: `${publicUrl()}${LOGO_PATH}`, category, data: rows } satisfies PayloadOf<typeof categoryShopsRoute>;
  });

  app.get('/topnegozi/offers/:offerId', async (req, reply) => {
    const params = await parseOr400(offerByIdRoute.params, req.params, reply);
    if (!params) return reply;
    const [row] = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $1`, [Number(params.offerId)]);
    if (!row) return reply.code(404).send({ message: 'Offerta non trovata.' });
    return {
      url_logo_path_image: `${publicUrl()}${LOGO_PATH}`,
      offer_redirect_url: `${publicUrl()}${REDIRECT_PATH}`,
      data: offerJson(row, new Date()),
    } satisfies PayloadOf<typeof offerByIdRoute>;
  });
}
