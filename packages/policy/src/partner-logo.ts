/**
 * The partner logo of the header and footer (spec 1 §4 'Logo selection', §6, §9): shown only for an
 * active subscription whose product is a convention; the product name is mapped directly, by its club
 * or by its convention to a logo, otherwise the default logo.
 */

/**
 * The club names products map to (spec 1 §9: 13 direct club names plus the legal doctors' club).
 * The spec gives their number, not their names: these are the club's product lines as the demo
 * catalogue names them (recorded in docs/spec-coverage.md). Longest first, so 'Club Medici Legali'
 * wins over 'Club Medici'.
 */
export const CLUB_NAMES: readonly string[] = [
  'Club Medici',
  'Club Infermieri',
  'Club Farmacisti',
  'Club Fisioterapisti',
  'Club Odontoiatri',
  'Club Veterinari',
  'Club Psicologi',
  'Club Ostetriche',
  'Club Biologi',
  'Club Tecnici di Radiologia',
  'Club Tecnici di Laboratorio',
  'Club Dietisti',
  'Club Logopedisti',
  'Club Medici Legali',
].slice().sort((a, b) => b.length - a.length);

/** A convention product is named 'Convenzione {convention} …'; its convention name is the word after. */
const CONVENTION_PRODUCT = /^Convenzione\s+(\S+)/i;

/** What the logo choice reads of the member's last subscription (crm `LastSubscription`). */
export interface PartnerLogoSubscription {
  active: boolean;
  productName: string | null | undefined;
  isConvention: boolean;
}

/** A logo as the CMS lists it (spec 1 §3 'Partner logo'). */
export interface PartnerLogoEntry {
  productName: string | null;
  showPartnerLogo: boolean;
  isDefault: boolean;
}

/** Spec 1 §6: the partner-logo block shows only for an active subscription whose product is a convention. */
export function showsPartnerLogo(subscription: PartnerLogoSubscription | null | undefined): boolean {
  return Boolean(subscription?.active && subscription.isConvention && subscription.productName);
}

/** The club a product belongs to ('Club Medici Premium' → 'Club Medici'), or null. */
export function clubOf(productName: string): string | null {
  return CLUB_NAMES.find((club) => productName.toLowerCase().startsWith(club.toLowerCase())) ?? null;
}

/** The convention a product belongs to ('Convenzione OMCeO Premium' → 'OMCeO'), or null. */
export function conventionOf(productName: string): string | null {
  return CONVENTION_PRODUCT.exec(productName)?.[1] ?? null;
}

/**
 * The logo the header and footer show for this subscription: none unless `showsPartnerLogo`; else the
 * first shown logo whose productName is the product itself, its club or its convention, in that order;
 * else the shown default logo; else none.
 */
export function partnerLogoFor<L extends PartnerLogoEntry>(subscription: PartnerLogoSubscription | null | undefined, logos: readonly L[]): L | null {
  if (!subscription || !showsPartnerLogo(subscription)) return null;
  const product = subscription.productName!;
  const shown = logos.filter((logo) => logo.showPartnerLogo);
  const keys = [product, clubOf(product), conventionOf(product)].filter((k): k is string => Boolean(k)).map((k) => k.toLowerCase());
  for (const key of keys) {
    const match = shown.find((logo) => logo.productName?.toLowerCase() === key);
    if (match) return match;
  }
  return shown.find((logo) => logo.isDefault) ?? null;
}
