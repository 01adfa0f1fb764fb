import { ANONYMOUS_VIEWER, type ViewerClaims } from '@club/policy';
import { describe, expect, it } from 'vitest';
import { contentTypeLabel, contentTypeOf, headingsOf } from './content-mapping';
import type { UpstreamNavigationItem } from './datasources/cms-api';
import { footerLinkHasSeparator, visibleNavigation } from './layout-mapping';
import { contentQueryBody, searchText } from './search-input';

describe('content types', () => {
  it.each([
    ['E-book', 'EBook'],
    ['Film Formazione', 'FilmFormazione'],
    ['VideoClip', 'VideoClip'],
    ['Articolo', 'Articolo'],
  ] as const)('maps %s to %s and back', (label, type) => {
    expect(contentTypeOf(label)).toBe(type);
    expect(contentTypeLabel(type)).toBe(label);
  });

  it('refuses a type the spec does not list', () => {
    expect(() => contentTypeOf('Romanzo')).toThrow('Tipo di contenuto sconosciuto: Romanzo');
  });
});

describe('headingsOf', () => {
  it('lists the <h2> texts in order, without inner markup', () => {
    expect(headingsOf('<p>x</p><h2>Il contesto</h2><p>y</p><h2 class="t"><em>In</em> sintesi</h2><h3>no</h3>')).toEqual(['Il contesto', 'In sintesi']);
    expect(headingsOf(null)).toEqual([]);
  });
});

describe('footerLinkHasSeparator', () => {
  it('is true when the path contains fedelta', () => {
    expect(footerLinkHasSeparator('/programma-fedelta-premiati')).toBe(true);
    expect(footerLinkHasSeparator('https://example.org/fedelta')).toBe(true);
    expect(footerLinkHasSeparator('/assistenza?ref=fedelta')).toBe(false);
    expect(footerLinkHasSeparator('/piani')).toBe(false);
  });
});

describe('search input', () => {
  it('ignores empty text, trims, and refuses one character with the spec hint', () => {
    expect(searchText('  ')).toBeUndefined();
    expect(searchText(' ab ')).toBe('ab');
    expect(() => searchText('a')).toThrow('Digita almeno due caratteri per iniziare la ricerca.');
  });

  it('sends the Italian type labels and the order; grouped searches get a grouping limit instead of rows', () => {
    const body = contentQueryBody({ contentTypes: ['EBook'], excludeContentTypes: ['FilmFormazione'], sort: 'LAST_UPDATED', rows: 4 });
    expect(body).toMatchObject({
      contentType: ['E-book'],
      exclude: { contentType: ['Film Formazione'] },
      criteria: { rows: 4, offset: 0, orderCriteria: [{ field: 'updatedDate' }, { field: 'createdDate' }] },
    });
    const grouped = contentQueryBody({ rows: 4 }, { groupingLimit: 5 });
    expect(grouped.criteria).toMatchObject({ groupingLimit: 5 });
    expect(grouped.criteria).not.toHaveProperty('rows');
  });
});

describe('visibleNavigation', () => {
  const rule = (r: Partial<UpstreamNavigationItem['visibility']> = {}) => ({ subscriptionTypes: [], wallet: null, excludedWallet: null, ...r });
  const tree: UpstreamNavigationItem[] = [
    {
      label: 'A',
      href: '/a',
      visibility: rule(),
      children: [
        { label: 'A1', href: '/a1', visibility: rule({ wallet: 'legal' }), children: [] },
        { label: 'A2', href: '/a2', visibility: rule(), children: [{ label: 'A2x', href: '/a2x', visibility: rule({ subscriptionTypes: ['PREMIUM'] }), children: [] }] },
      ],
    },
    { label: 'B', href: '/b', visibility: rule({ subscriptionTypes: ['UNKNOWN_TYPE'] }), children: [] },
  ];

  it('filters children at every depth and hides items naming an unknown type', () => {
    expect(visibleNavigation(ANONYMOUS_VIEWER, tree)).toEqual([
      { label: 'A', href: '/a', children: [{ label: 'A2', href: '/a2', children: [] }] },
    ]);
    const premium: ViewerClaims = { ...ANONYMOUS_VIEWER, subscriptionType: 'PREMIUM', wallets: [{ code: 'legal', active: true }] };
    expect(visibleNavigation(premium, tree)).toEqual([
      {
        label: 'A',
        href: '/a',
        children: [
          { label: 'A1', href: '/a1', children: [] },
          { label: 'A2', href: '/a2', children: [{ label: 'A2x', href: '/a2x', children: [] }] },
        ],
      },
    ]);
  });
});
