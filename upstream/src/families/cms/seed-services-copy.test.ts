import { describe, expect, it } from 'vitest';
import { ECM_CREDITS_CLAIM } from '@club/wire';
import { SERVICE_CARDS, SERVICE_PAGES } from './seed-services';

describe('the seeded service pages', () => {
  it('promise one answer time for a legal consultation (2 working days), never 48 hours beside it', () => {
    const consultation = SERVICE_PAGES.find((p) => p.path === 'legali/consulenza')!;
    const text = JSON.stringify(consultation);
    expect(text).toContain('2 giorni lavorativi');
    expect(text).not.toMatch(/48 ore/);
  });

  it("the ECM card claims the one credits figure the catalogue's intro claims (spec 2 §9, 3 §1 give 1,500 and 1,800)", () => {
    expect(ECM_CREDITS_CLAIM).toBe('1.500');
    const text = JSON.stringify(SERVICE_CARDS.ecm);
    expect(text).toContain(`${ECM_CREDITS_CLAIM} crediti ECM`);
    expect(text).not.toMatch(/1[.,]800/);
  });
});
