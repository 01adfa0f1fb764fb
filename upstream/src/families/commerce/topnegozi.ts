import type { PayloadOf, bestOffersRoute, slideshowRoute, topShopsRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { endDateForHumans } from './end-date';

/** Base paths the responses carry; items name only their file (spec 3 §3 shop offers, top shops, slideshow). */
export const LOGO_PATH = '/topnegozi/loghi/';
export const SLIDE_PATH = '/topnegozi/slideshow/';
export const REDIRECT_PATH = '/topnegozi/vai/';

export interface OfferRow {
  id: number;
  shop_id: number;
  shop_logo: string;
  shop_name: string;
  title: string;
  description: string;
  voucher_code: string | null;
  offer_type: 'o' | 'c';
  end_date: Date | null;
  fake_coupon_type: number;
  reduced_price_value: number | null;
  reduced_price_symbol: 1 | 2 | null;
  type_id: number;
  input_name: string;
  type_name: string;
}

/** Columns of an offer row as the catalogue answers it; shared by every offer listing. */
export const OFFER_SELECT = `
  SELECT o.id, o.shop_id, s.logo AS shop_logo, s.name AS shop_name, o.title, o.description, o.voucher_code,
         o.offer_type, o.end_date, o.fake_coupon_type, o.reduced_price_value::float8 AS reduced_price_value,
         o.reduced_price_symbol, t.id AS type_id, t.input_name, t.name AS type_name
    FROM offers o JOIN shops s ON s.id = o.shop_id JOIN offer_types t ON t.id = o.offer_type_id`;

/** An offer/coupon as spec 3 §3 lists it (end date also as ISO for clients that format it themselves). */
export function offerJson(row: OfferRow, now: Date): PayloadOf<typeof bestOffersRoute>['data'][number] {
  return {
    id: row.id,
    shop_id: row.shop_id,
    shop_logo: row.shop_logo,
    shop_name: row.shop_name,
    title: row.title,
    description: row.description,
    voucher_code: row.voucher_code,
    offer_type: row.offer_type,
    end_date: row.end_date ? row.end_date.toISOString() : null,
    end_date_time_forhumans: endDateForHumans(row.end_date, now),
    fake_coupon_type: row.fake_coupon_type,
    reduced_price_value: row.reduced_price_value,
    reduced_price_symbol: row.reduced_price_symbol,
    otypes: [{ id: row.type_id, input_name: row.input_name, name: row.type_name }],
  };
}

export function registerTopNegozi(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: RouteDeps['publicUrl'] }): void {
  // Featured offers of the shops home, best first; expired ones drop out.
  app.get('/topnegozi/home/bestoffers', async () => {
    const rows = await db.query<OfferRow>(
      `${OFFER_SELECT} WHERE o.best_rank IS NOT NULL AND (o.end_date IS NULL OR o.end_date > now()) ORDER BY o.best_rank`,
    );
    const now = new Date();
    return {
      url_logo_path_image: `${publicUrl()}${LOGO_PATH}`,
      offer_redirect_url: `${publicUrl()}${REDIRECT_PATH}`,
      data: rows.map((r) => offerJson(r, now)),
    } satisfies PayloadOf<typeof bestOffersRoute>;
  });

  app.get('/topnegozi/home/topshops', async () => {
    const rows = await db.query<{ id: number; name: string; logo: string; category: string }>(
      `SELECT s.id, s.name, s.logo, c.name AS category
         FROM shops s JOIN shop_categories c ON c.id = s.category_id
        WHERE s.top_rank IS NOT NULL ORDER BY s.top_rank`,
    );
    return { url_logo_path: `${publicUrl()}${LOGO_PATH}`, data: rows } satisfies PayloadOf<typeof topShopsRoute>;
  });

  app.get('/topnegozi/home/slideshow', async () => {
    const rows = await db.query<{ id: number; image: string; image_mobile: string; shop_name: string; title: string; shop_id: number }>(
      `SELECT sl.id, sl.image, sl.image_mobile, s.name AS shop_name, sl.title, sl.shop_id
         FROM shop_slides sl JOIN shops s ON s.id = sl.shop_id ORDER BY sl.sort`,
    );
    return { url_path_image: `${publicUrl()}${SLIDE_PATH}`, url_path_image_mobile: `${publicUrl()}${SLIDE_PATH}`, data: rows } satisfies PayloadOf<typeof slideshowRoute>;
  });

  // offer_redirect_url + offer id: sends the member to the shop, tagged with the offer (affiliate link).
  app.get<{ Params: { offerId: string } }>(`${REDIRECT_PATH}:offerId`, async (req, reply) => {
    const id = Number(req.params.offerId);
    if (!Number.isInteger(id) || id <= 0) return reply.code(400).send({ message: 'Offerta non valida.' });
    const rows = await db.query<{ url: string }>(`SELECT s.url FROM offers o JOIN shops s ON s.id = o.shop_id WHERE o.id = $1`, [id]);
    if (!rows[0]) return reply.code(404).send({ message: 'Offerta non trovata.' });
    return reply.redirect(`${rows[0].url}/?utm_source=club&offerta=${id}`, 302);
  });
}
