import { suggestedProductsQuery, type PayloadOf, type suggestedProductsRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth';
import type { Db } from '../../db';

/** A suggested product as the upstream sends it (packages/contracts 'commerce'). */
export type SuggestedProduct = PayloadOf<typeof suggestedProductsRoute>['suggested'][number];

export interface CurrentProduct {
  productId: number;
  installmentPlanId: number | null;
}

/** The member's current (active, non add-on) product, or null. */
export async function currentProduct(db: Db, userId: string): Promise<CurrentProduct | null> {
  const rows = await db.query<{ product_id: number; installment_plan_id: number | null }>(
    `SELECT product_id, installment_plan_id FROM user_products
      WHERE user_id = $1 AND source <> 'addon'
        AND active_from <= current_date AND (active_to IS NULL OR active_to >= current_date)
      ORDER BY active_from DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? { productId: rows[0].product_id, installmentPlanId: rows[0].installment_plan_id } : null;
}

/**
 * Suggested products in display order, services and price list embedded (one query).
 * Prices leave as JSON numbers in euros with two decimals; the price list is by number of instalments.
 */
async function suggestedProducts(db: Db, options: { excludeIds: number[]; current: CurrentProduct | null }): Promise<SuggestedProduct[]> {
  const rows = await db.query<{ product: Omit<SuggestedProduct, 'activePlan' | 'isCurrent'> }>(
    `SELECT json_build_object(
        'id', p.id, 'name', p.name, 'purchasable', p.purchasable, 'mostLiked', p.most_liked,
        'services', (SELECT coalesce(json_agg(json_build_object('publicDescription', s.public_description, 'available', s.available, 'label', s.label) ORDER BY s.sort), '[]'::json)
                       FROM product_services s WHERE s.product_id = p.id),
        'priceList', (SELECT coalesce(json_agg(json_build_object(
                         'installmentPlanId', ip.id, 'totalPrice', pl.total_price, 'installmentPlanNumber', ip.number,
                         'installmentPlanName', ip.name,
                         'discount', CASE WHEN pl.discount_price IS NULL THEN NULL ELSE json_build_object('price', pl.discount_price) END)
                         ORDER BY ip.number), '[]'::json)
                       FROM price_list pl JOIN installment_plans ip ON ip.id = pl.installment_plan_id WHERE pl.product_id = p.id)
      ) AS product
      FROM products p
     WHERE p.suggested AND NOT (p.id = ANY($1::int[]))
     ORDER BY p.sort`,
    [options.excludeIds],
  );
  return rows.map(({ product }) => {
    const isCurrent = product.id === options.current?.productId;
    return { ...product, isCurrent, activePlan: isCurrent ? (options.current?.installmentPlanId ?? null) : null };
  });
}

async function quotationProductIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(`SELECT product_id FROM quotation_products WHERE user_id = $1`, [userId]);
  return rows.map((r) => r.product_id);
}

export function registerSuggestedProducts(app: FastifyInstance, db: Db): void {
  // Visitors get the public list; a member's current product is left out unless asked for, and so are
  // the products already in their quotation when excludeQuotationProducts is set.
  app.get('/ecommerce/prodotti-suggeriti', async (req, reply) => {
    const query = suggestedProductsQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ message: 'Parametri non validi: usare true o false.' });
    const user = await optionalUser(db, req);
    const current = user ? await currentProduct(db, user.userId) : null;
    const excludeIds: number[] = [];
    if (current && !query.data.includeCurrentProduct) excludeIds.push(current.productId);
    if (user && query.data.excludeQuotationProducts) excludeIds.push(...(await quotationProductIds(db, user.userId)));
    return { suggested: await suggestedProducts(db, { excludeIds, current }) } satisfies PayloadOf<typeof suggestedProductsRoute>;
  });
}
