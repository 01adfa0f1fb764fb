import type { Db } from '../../db';
import { insertMany } from '../../db';
import type { SeedContext } from '../../family';
import { seedComponents } from './seed-components';
import { seedDeals } from './seed-deals';
import { pointInfographicsAtImages } from './infographics';
import { setPageComponents } from './page-components';
import { CONTENT_COLUMNS, categorySlug, generateContents } from './seed-contents';
import { seedLayout } from './seed-layout';
import { seedMagazines } from './seed-magazines';
import { seedPaywall } from './seed-paywall';
import { seedServices } from './seed-services';
import { CATEGORIES } from './seed-words';
import { slugify } from './slug';
import { seededRandom } from '../../random';

/** Deterministic CMS seed: categories, topics, several thousand contents, the layout, magazines, external news and partner logos. */
export async function seedCms(db: Db, ctx: SeedContext): Promise<void> {
  await insertMany(
    db,
    'cms_categories',
    ['slug', 'label', 'url', 'page_name'],
    CATEGORIES.map((c) => [categorySlug(c), c.label, `/news-approfondimenti/${categorySlug(c)}`, c.label]),
  );
  const topics = [...new Set(CATEGORIES.flatMap((c) => c.topics))];
  await insertMany(
    db,
    'cms_topics',
    ['slug', 'title', 'link'],
    topics.map((t) => [slugify(t), t, `/news-approfondimenti/argomenti/${slugify(t)}`]),
  );
  await insertMany(db, 'cms_contents', CONTENT_COLUMNS, generateContents(ctx.random), 400);
  await pointInfographicsAtImages(db);
  await setPageComponents(db);
  await seedLayout(db);
  await seedComponents(db);
  await seedMagazines(db, ctx.random);
  await seedPaywall(db);
  await seedServices(db);
  // Own generator, so adding the deals does not shift what the other seeds draw.
  await seedDeals(db, seededRandom(330));
}
