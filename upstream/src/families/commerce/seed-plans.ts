import { insertMany, type Db } from '../../db';
import { DEMO_HOLDINGS, INSTALLMENT_PLANS, PRODUCTS, SERVICES } from './plans-catalogue';

const DAY_MS = 86_400_000;

/** Seeds products, their services and price lists, and the demo personas' products. */
export async function seedPlans(db: Db, today: Date): Promise<void> {
  await insertMany(db, 'installment_plans', ['id', 'number', 'name'], INSTALLMENT_PLANS.map((p) => [p.id, p.number, p.name]));
  await insertMany(
    db,
    'products',
    ['id', 'code', 'name', 'purchasable', 'most_liked', 'suggested', 'sort'],
    PRODUCTS.map((p, i) => [p.id, p.code, p.name, p.purchasable, p.mostLiked, p.suggested, i]),
  );
  await insertMany(
    db,
    'product_services',
    ['product_id', 'sort', 'label', 'public_description', 'available'],
    PRODUCTS.flatMap((p) => SERVICES.map((s, i) => [p.id, i, s.label, s.description, p.includes.includes(s.key)])),
  );
  const planId = (number: number) => INSTALLMENT_PLANS.find((p) => p.number === number)!.id;
  await insertMany(
    db,
    'price_list',
    ['product_id', 'installment_plan_id', 'total_price', 'discount_price'],
    PRODUCTS.flatMap((p) => p.prices.map((price) => [p.id, planId(price.plan), price.total, price.discount ?? null])),
  );

  // Dates relative to the seed day so the demo stays coherent whenever the database is built.
  const day = (offset: number) => new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const premium = PRODUCTS.find((p) => p.code === 'PREMIUM')!;
  await insertMany(
    db,
    'user_products',
    ['user_id', 'product_id', 'installment_plan_id', 'source', 'active_from', 'active_to'],
    [
      ...DEMO_HOLDINGS.activePremium.map((u) => [u, premium.id, planId(12), 'purchase', day(-165), day(200)]),
      ...DEMO_HOLDINGS.endedPremium.map((u) => [u, premium.id, planId(1), 'purchase', day(-565), day(-200)]),
    ],
  );
}
