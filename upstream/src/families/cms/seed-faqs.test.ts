import { describe, expect, it } from 'vitest';
import { FAQS } from './seed-components';

describe('the seeded FAQs', () => {
  it('give the support hours of spec 3 §9 (Monday to Friday 08:00-20:00, Saturday 09:00-17:00), as the support page does', () => {
    const contact = FAQS.find((f) => f.id === 'faq-assistenza-1')!;
    expect(contact.answer).toContain('dal lunedì al venerdì dalle 08:00 alle 20:00 e il sabato dalle 09:00 alle 17:00');
    // No FAQ states other hours.
    expect(FAQS.filter((f) => /dalle 9 alle 18/.test(f.answer))).toEqual([]);
  });
});
