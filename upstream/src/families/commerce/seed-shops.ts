import { fakerIT } from '@faker-js/faker';
import { insertMany, type Db } from '../../db';
import { int, pick } from '../../random';
import { BADGES, CATEGORIES, CITIES, DESCRIPTION_TAILS, NAME_SUFFIXES, SLIDE_TITLES, type BadgeWords } from './shop-words';

/** Scale of the marketing copy: over 12,000 discount codes in more than 700 online shops (spec 3 §1). */
export const SHOP_COUNT = 740;
export const OFFER_COUNT = 12_600;
export const TOP_SHOP_COUNT = 18;
export const BEST_OFFER_COUNT = 12;
export const SLIDE_COUNT = 5;

const DAY_MS = 86_400_000;
const FAKER_SEED = 400;

interface ShopRow {
  id: number;
  name: string;
  slug: string;
  categoryIndex: number;
}

interface OfferRow {
  id: number;
  shopId: number;
  badgeIndex: number;
  title: string;
  description: string;
  offerType: 'o' | 'c';
  voucherCode: string | null;
  endDate: Date | null;
  fakeCouponType: 0 | 1;
  value: number | null;
  symbol: 1 | 2 | null;
}

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds unique, Italian-sounding shop names from the category stems, surnames and cities. */
function buildShops(random: () => number): ShopRow[] {
  const shops: ShopRow[] = [];
  const seen = new Set<string>();
  while (shops.length < SHOP_COUNT) {
    const categoryIndex = shops.length % CATEGORIES.length;
    const stem = pick(random, CATEGORIES[categoryIndex]!.stems);
    const pattern = int(random, 0, 3);
    const name =
      pattern === 0 ? `${stem} ${fakerIT.person.lastName()}`
      : pattern === 1 ? `${stem}${pick(random, NAME_SUFFIXES)}`
      : pattern === 2 ? `${stem} ${pick(random, CITIES)}`
      : `${fakerIT.person.lastName()} ${stem}`;
    const slug = slugify(name);
    if (seen.has(slug)) continue;
    seen.add(slug);
    shops.push({ id: shops.length + 1, name, slug, categoryIndex });
  }
  return shops;
}

function offerValue(random: () => number, badge: BadgeWords): { value: number | null; symbol: 1 | 2 | null } {
  const kind = badge.value === 'either' ? (random() < 0.5 ? 'percent' : 'euro') : badge.value;
  if (kind === 'percent') return { value: pick(random, [5, 10, 15, 20, 25, 30, 40, 50]), symbol: 2 };
  if (kind === 'euro') return { value: pick(random, [5, 10, 15, 20, 25, 50]), symbol: 1 };
  return { value: null, symbol: null };
}

function formatValue(value: number, symbol: 1 | 2): string {
  return symbol === 2 ? `${value}%` : `${value} €`;
}

/**
 * Spreads offers over shops: every shop has at least one, the rest follow a per-shop popularity so
 * some shops have many offers and some few, as in a real catalogue.
 */
function buildOffers(random: () => number, shops: ShopRow[], today: Date): OfferRow[] {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < shops.length; i++) cumulative.push((total += int(random, 1, 30)));
  const weightedShop = () => {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return shops[lo]!;
  };

  const offers: OfferRow[] = [];
  for (let i = 0; i < OFFER_COUNT; i++) {
    const shop = i < shops.length ? shops[i]! : weightedShop();
    const badgeIndex = int(random, 0, BADGES.length - 1);
    const badge = BADGES[badgeIndex]!;
    const { value, symbol } = offerValue(random, badge);
    const goods = pick(random, CATEGORIES[shop.categoryIndex]!.goods);
    const title = badge.title.replace('{goods}', goods).replace('{value}', value !== null && symbol !== null ? formatValue(value, symbol) : '');
    const offerType = badge.couponOnly || random() < 0.6 ? 'c' : 'o';
    const code = `${shop.slug.replace(/-/g, '').slice(0, 6).toUpperCase()}${value ?? ''}${fakerIT.string.alpha({ length: 2, casing: 'upper' })}`;
    const tails = [pick(random, DESCRIPTION_TAILS), pick(random, DESCRIPTION_TAILS)];
    const description = `${title} da ${shop.name}. ${[...new Set(tails)].join(' ')}`;
    // About 12% without expiry; the others between 40 days ago (expired) and a year ahead.
    const endDate = random() < 0.12 ? null : new Date(today.getTime() + int(random, -40, 365) * DAY_MS);
    offers.push({
      id: i + 1,
      shopId: shop.id,
      badgeIndex,
      title,
      description,
      offerType,
      voucherCode: offerType === 'c' ? code : null,
      endDate,
      fakeCouponType: offerType === 'o' && random() < 0.3 ? 1 : 0,
      value,
      symbol,
    });
  }
  return offers;
}

/** Best offers: valued coupons from distinct shops that stay valid for months after seeding. */
function pickBestOffers(offers: OfferRow[], today: Date): Map<number, number> {
  const horizon = today.getTime() + 120 * DAY_MS;
  const ranks = new Map<number, number>();
  const shopsUsed = new Set<number>();
  for (const offer of offers) {
    if (ranks.size === BEST_OFFER_COUNT) break;
    if (offer.offerType !== 'c' || offer.value === null || shopsUsed.has(offer.shopId)) continue;
    if (offer.endDate && offer.endDate.getTime() < horizon) continue;
    shopsUsed.add(offer.shopId);
    ranks.set(offer.id, ranks.size + 1);
  }
  return ranks;
}

export interface Catalogue {
  shops: ShopRow[];
  offers: OfferRow[];
  /** Home 'best offers' rank by offer id. */
  bestRanks: Map<number, number>;
}

/** The whole generated catalogue, pure: the same random source and day give the same catalogue. */
export function buildCatalogue(random: () => number, today: Date): Catalogue {
  fakerIT.seed(FAKER_SEED);
  const shops = buildShops(random);
  const offers = buildOffers(random, shops, today);
  return { shops, offers, bestRanks: pickBestOffers(offers, today) };
}

/** Top shops spread over the catalogue (and so over the categories): rank by shop position, or null. */
function topRank(index: number): number | null {
  const stride = Math.floor(SHOP_COUNT / TOP_SHOP_COUNT);
  return index % stride === 0 && index / stride < TOP_SHOP_COUNT ? index / stride + 1 : null;
}

/** Seeds the TopNegozi catalogue: categories, shops, badge types, offers and the home slideshow. */
export async function seedShops(db: Db, random: () => number, today: Date): Promise<void> {
  const { shops, offers, bestRanks } = buildCatalogue(random, today);
  await insertMany(db, 'shop_categories', ['id', 'name', 'slug', 'sort'], CATEGORIES.map((c, i) => [i + 1, c.name, slugify(c.name), i]));
  await insertMany(db, 'offer_types', ['id', 'input_name', 'name'], BADGES.map((b, i) => [i + 1, b.inputName, b.name]));
  await insertMany(
    db,
    'shops',
    ['id', 'name', 'slug', 'logo', 'category_id', 'url', 'description', 'top_rank'],
    shops.map((s, i) => [
      s.id,
      s.name,
      s.slug,
      `negozio-${s.id}.svg`,
      s.categoryIndex + 1,
      `https://${s.slug}.negozio.example`,
      `${s.name}: ${CATEGORIES[s.categoryIndex]!.name.toLowerCase()} online con sconti riservati ai soci del Club.`,
      topRank(i),
    ]),
  );
  await insertMany(
    db,
    'offers',
    ['id', 'shop_id', 'offer_type_id', 'title', 'description', 'offer_type', 'voucher_code', 'end_date', 'fake_coupon_type', 'reduced_price_value', 'reduced_price_symbol', 'best_rank'],
    offers.map((o) => [o.id, o.shopId, o.badgeIndex + 1, o.title, o.description, o.offerType, o.voucherCode, o.endDate, o.fakeCouponType, o.value, o.symbol, bestRanks.get(o.id) ?? null]),
    2000,
  );
  const slideShops = shops.filter((_, i) => topRank(i) !== null).slice(0, SLIDE_COUNT);
  await insertMany(
    db,
    'shop_slides',
    ['id', 'shop_id', 'title', 'image', 'image_mobile', 'sort'],
    slideShops.map((s, i) => [i + 1, s.id, SLIDE_TITLES[i % SLIDE_TITLES.length]!, `slide-${i + 1}.svg`, `slide-${i + 1}-mobile.svg`, i]),
  );
}
