import { clubMidnight } from '@club/wire';
import type { Db } from '../../db';
import type { SeedContext } from '../../family';
import { seedLoyalty } from './seed-loyalty';
import { seedPlans } from './seed-plans';
import { seedShops } from './seed-shops';

/** Commerce demo data: plans and the personas' products, then the TopNegozi catalogue. */
export async function seedCommerce(db: Db, ctx: SeedContext): Promise<void> {
  // One 'today' for the whole seed, the club's day (Italy) at midnight UTC, so relative dates line up across tables.
  const today = clubMidnight();
  await seedPlans(db, today);
  await seedShops(db, ctx.random, today);
  await seedLoyalty(db, ctx.random, today);
}
