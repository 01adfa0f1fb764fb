import { describe, expect, it } from 'vitest';
import { clubOf, conventionOf, partnerLogoFor, showsPartnerLogo } from './partner-logo';

const logo = (name: string, productName: string | null, extra: { show?: boolean; isDefault?: boolean } = {}) => ({
  name,
  productName,
  showPartnerLogo: extra.show ?? true,
  isDefault: extra.isDefault ?? false,
});

const LOGOS = [
  logo('Ordine dei Medici', 'OMCeO'),
  logo('Associazione Farmacisti', 'Club Farmacisti'),
  logo('Prodotto speciale', 'Convenzione ASL Roma Premium'),
  logo('Nascosto', 'ENPAM', { show: false }),
  logo('Predefinito', null, { isDefault: true }),
];

const convention = (productName: string, active = true) => ({ active, productName, isConvention: true });

describe('partner logo (spec 1 §4 logo selection, §6)', () => {
  it('shows only for an active subscription whose product is a convention', () => {
    expect(showsPartnerLogo(convention('Convenzione OMCeO Premium'))).toBe(true);
    expect(showsPartnerLogo(convention('Convenzione OMCeO Premium', false))).toBe(false);
    expect(showsPartnerLogo({ active: true, productName: 'Club Medici Premium', isConvention: false })).toBe(false);
    expect(showsPartnerLogo(null)).toBe(false);
    expect(partnerLogoFor({ active: true, productName: 'Club Medici Premium', isConvention: false }, LOGOS)).toBeNull();
    expect(partnerLogoFor(convention('Convenzione OMCeO Premium', false), LOGOS)).toBeNull();
  });

  it('maps the product directly first, then by club, then by convention', () => {
    expect(partnerLogoFor(convention('Convenzione ASL Roma Premium'), LOGOS)?.name).toBe('Prodotto speciale');
    expect(partnerLogoFor(convention('Club Farmacisti Convenzione Ordine'), LOGOS)?.name).toBe('Associazione Farmacisti');
    expect(partnerLogoFor(convention('Convenzione OMCeO Premium'), LOGOS)?.name).toBe('Ordine dei Medici');
  });

  it('falls back to the default logo, never to a hidden one', () => {
    expect(partnerLogoFor(convention('Convenzione ENPAM Premium'), LOGOS)?.name).toBe('Predefinito');
    expect(partnerLogoFor(convention('Convenzione Altro'), LOGOS)?.name).toBe('Predefinito');
    expect(partnerLogoFor(convention('Convenzione Altro'), LOGOS.filter((l) => !l.isDefault))).toBeNull();
  });

  it('names the club and the convention of a product', () => {
    expect(clubOf('Club Medici Legali Premium')).toBe('Club Medici Legali');
    expect(clubOf('Club Medici Premium')).toBe('Club Medici');
    expect(clubOf('Convenzione OMCeO Premium')).toBeNull();
    expect(conventionOf('Convenzione OMCeO Premium')).toBe('OMCeO');
    expect(conventionOf('Club Medici Premium')).toBeNull();
  });
});

/**
 * The six subscription types with the last subscriptions the crm gives them (a visitor and a registered
 * member have none; trial and ex-trial the free-trial product; premium and ex-premium a club or a
 * convention product). Expected logos are written out from spec 1 §4 and §6, not computed.
 */
describe('partner logo by subscription type (spec 1 §6 policy table)', () => {
  type Row = [type: string, subscription: { active: boolean; productName: string | null; isConvention: boolean } | null, expected: string | null];
  const ROWS: Row[] = [
    ['SUSPECT', null, null],
    ['REGISTRATO', null, null],
    ['TRIAL', { active: true, productName: 'Club Medici Prova Gratuita', isConvention: false }, null],
    ['PREMIUM on a club product', { active: true, productName: 'Club Medici Premium', isConvention: false }, null],
    ['PREMIUM on the OMCeO convention', { active: true, productName: 'Convenzione OMCeO Premium', isConvention: true }, 'Ordine dei Medici'],
    ['PREMIUM on a convention without a logo', { active: true, productName: 'Convenzione ENPAM Premium', isConvention: true }, 'Predefinito'],
    ['PREMIUM on a club convention product', { active: true, productName: 'Club Farmacisti Convenzione', isConvention: true }, 'Associazione Farmacisti'],
    ['EX_TRIAL', { active: false, productName: 'Club Medici Prova Gratuita', isConvention: false }, null],
    ['EX_PREMIUM on a club product', { active: false, productName: 'Club Medici Premium', isConvention: false }, null],
    ['EX_PREMIUM on the OMCeO convention', { active: false, productName: 'Convenzione OMCeO Premium', isConvention: true }, null],
  ];

  it.each(ROWS)('%s: %j → %s', (_type, subscription, expected) => {
    expect(partnerLogoFor(subscription, LOGOS)?.name ?? null).toBe(expected);
    expect(showsPartnerLogo(subscription)).toBe(expected !== null);
  });

  it('covers all six types', () => {
    const types = new Set(ROWS.map(([type]) => type.split(' ')[0]));
    expect([...types].sort()).toEqual(['EX_PREMIUM', 'EX_TRIAL', 'PREMIUM', 'REGISTRATO', 'SUSPECT', 'TRIAL']);
  });
});
