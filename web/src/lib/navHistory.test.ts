// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { leadTracking, recordNavigation, utmOf } from './navHistory';

// Spec 3 §3 FormFields navHistoryRef, navHistoryCurr and the utm values of every lead.

const ORIGIN = window.location.origin;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function visit(path: string, referrer = '') {
  window.history.pushState(null, '', path);
  recordNavigation(window.location.href, referrer);
}

describe('navigation history and utm values', () => {
  it('the landing page refers to the referring site; each next page to the page before it', () => {
    visit('/servizi?utm_source=newsletter&utm_medium=email&utm_campaign=autunno', 'https://motore.example/cerca');
    expect(leadTracking()).toEqual({
      navHistoryRef: 'https://motore.example/cerca',
      navHistoryCurr: `${ORIGIN}/servizi?utm_source=newsletter&utm_medium=email&utm_campaign=autunno`,
      utm: { source: 'newsletter', medium: 'email', campaign: 'autunno' },
    });
    visit('/assistenza/contatti');
    // The utm values of the landing address stay with the visit.
    expect(leadTracking()).toEqual({
      navHistoryRef: `${ORIGIN}/servizi?utm_source=newsletter&utm_medium=email&utm_campaign=autunno`,
      navHistoryCurr: `${ORIGIN}/assistenza/contatti`,
      utm: { source: 'newsletter', medium: 'email', campaign: 'autunno' },
    });
  });

  it('an anchor or a re-render is not another page; a typed address has no reference', () => {
    visit('/assistenza');
    visit('/assistenza#faq');
    recordNavigation(window.location.href);
    expect(leadTracking()).toEqual({ navHistoryRef: null, navHistoryCurr: `${ORIGIN}/assistenza`, utm: null });
  });

  it('a new campaign link replaces the utm values; a page not recorded yet refers to the last recorded', () => {
    visit('/?utm_source=a&utm_term=x');
    visit('/piani?utm_source=b');
    expect(leadTracking().utm).toEqual({ source: 'b' });
    window.history.pushState(null, '', '/assistenza/contatti');
    expect(leadTracking()).toMatchObject({ navHistoryRef: `${ORIGIN}/piani?utm_source=b`, navHistoryCurr: `${ORIGIN}/assistenza/contatti` });
  });

  it('reads only the five utm values, trimmed and capped at 200 characters', () => {
    expect(utmOf('?utm_source=%20x%20&utm_id=1&gclid=2')).toEqual({ source: 'x' });
    expect(utmOf('?utm_content=' + 'c'.repeat(250))).toEqual({ content: 'c'.repeat(200) });
    expect(utmOf('?q=1')).toBeNull();
  });
});
