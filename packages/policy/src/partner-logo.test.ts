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
