import { describe, expect, it } from 'vitest';
import { SERVICE_PAGES } from './seed-services';

describe('the seeded service pages', () => {
  it('promise one answer time for a legal consultation (2 working days), never 48 hours beside it', () => {
    const consultation = SERVICE_PAGES.find((p) => p.path === 'legali/consulenza')!;
    const text = JSON.stringify(consultation);
    expect(text).toContain('2 giorni lavorativi');
    expect(text).not.toMatch(/48 ore/);
  });
});
