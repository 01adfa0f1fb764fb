import { CMS_CONTENT_TYPES, type CmsNavigationItem } from '@club/contracts';
import { ANONYMOUS_VIEWER, type ViewerClaims } from '@club/policy';
import { describe, expect, it } from 'vitest';
import { contentTypeLabel, contentTypeOf, headingsOf, knownRelatedComponents, knownUserActions } from './content-fields';
import type { ContentSearchInput } from './generated/resolvers-types';
import { footerLinkHasSeparator, visibleTo } from './layout-visibility';
import { SEARCH_CONTEXTS, withContext } from './search-context';
import { contentQueryBody, groupingLimitOf, isPersonalised, searchText } from './search-input';

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

  it('gives every content type of the contract its GraphQL value and back', () => {
    for (const label of CMS_CONTENT_TYPES) expect(contentTypeLabel(contentTypeOf(label))).toBe(label);
  });
});

describe('open lists of an item', () => {
  it('keeps the actions and page blocks the portal knows, in their order', () => {
    expect(knownUserActions(['Print', 'Fax', 'Share'])).toEqual(['Print', 'Share']);
    expect(knownRelatedComponents(['Related Content', 'Weather', 'Latest Content'])).toEqual(['RELATED_CONTENT', 'LATEST_CONTENT']);
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

  it('keeps publication date as the default order; LIBRARY is the spec 2 §9 library order', () => {
    expect(contentQueryBody({}).criteria.orderCriteria).toEqual([{ field: 'publicationDate', direction: 'desc' }]);
    expect(contentQueryBody({ sort: 'LIBRARY' }).criteria.orderCriteria).toEqual([
      { field: 'publicationDate', direction: 'desc' },
      { field: 'updatedDate', direction: 'desc' },
      { field: 'createdDate', direction: 'desc' },
      { field: 'professionDetail', direction: 'desc' },
    ]);
  });

  it('sends userOccupation only for a personalised search with a known occupation (spec 2 §7 news search)', () => {
    const news: ContentSearchInput = { excludeContentTypes: ['Tool'], rows: 6 };
    const nurse = { medicalOccupation: 'Altro professionista sanitario', medicalOccupationDetail: ['Infermiere'], medicalSpecialties: [] };
    expect(contentQueryBody({ ...news, personalised: true }, { occupation: nurse })).toMatchObject({ userOccupation: nurse, exclude: { contentType: ['Tool'] } });
    expect(contentQueryBody({ ...news, personalised: true }, { occupation: nurse, groupingLimit: 3 })).toMatchObject({ userOccupation: nurse, criteria: { groupingLimit: 3 } });
    // Not asked for, or no occupation (visitors, suspects, unknown profession): the unfiltered search.
    expect(contentQueryBody(news, { occupation: nurse })).not.toHaveProperty('userOccupation');
    expect(contentQueryBody({ ...news, personalised: false }, { occupation: nurse })).not.toHaveProperty('userOccupation');
    expect(contentQueryBody({ ...news, personalised: true })).not.toHaveProperty('userOccupation');
  });

  it('a search outside the search contexts keeps the listing defaults: newest first, no fallback, no debug, not personalised, 5 per group', () => {
    const nurse = { medicalOccupation: 'Altro professionista sanitario', medicalOccupationDetail: ['Infermiere'] };
    const body = contentQueryBody({}, { occupation: nurse });
    expect(body).toMatchObject({ debug: false, criteria: { rows: 9, offset: 0, fallback: false, orderCriteria: [{ field: 'publicationDate', direction: 'desc' }] } });
    expect(body).not.toHaveProperty('userOccupation');
    expect(groupingLimitOf({}, undefined)).toBe(5);
  });

  it.each(['HOMEPAGE', 'COURSE_LISTING', 'CONTENT_DETAIL', 'LEGAL_SERVICES', 'MAIN_SERVICES', 'INSURANCE_SERVICES'] as const)(
    'a search in the %s context is the spec 2 §9 library search: offset 0, rows 9, grouping limit 1, fallback on, debug on, library order, the structured occupation',
    (context) => {
      const doctor = { medicalOccupation: 'Medico chirurgo', medicalOccupationDetail: [], medicalSpecialties: ['Cardiologia'] };
      const body = contentQueryBody({ context }, { occupation: doctor });
      expect(body.userOccupation).toEqual(doctor);
      expect(body.debug).toBe(true);
      expect(body.criteria).toEqual({
        rows: 9,
        offset: 0,
        skip: 0,
        fallback: true,
        orderCriteria: [
          { field: 'publicationDate', direction: 'desc' },
          { field: 'updatedDate', direction: 'desc' },
          { field: 'createdDate', direction: 'desc' },
          { field: 'professionDetail', direction: 'desc' },
        ],
      });
      expect(groupingLimitOf({ context }, undefined)).toBe(1);
      expect(isPersonalised({ context })).toBe(true);
      // What the input says still wins.
      expect(contentQueryBody({ context, fallback: false, sort: 'PUBLICATION_DATE', personalised: false, rows: 3 }, { occupation: doctor })).toMatchObject({
        criteria: { rows: 3, fallback: false, orderCriteria: [{ field: 'publicationDate', direction: 'desc' }] },
      });
      expect(contentQueryBody({ context, personalised: false }, { occupation: doctor })).not.toHaveProperty('userOccupation');
      expect(groupingLimitOf({ context }, 4)).toBe(4);
    },
  );

  it("adds the search context's tag or categories, merged with the input's", () => {
    expect(contentQueryBody({ context: 'LEGAL_SERVICES' })).toMatchObject({ category: ['Norme e diritto'] });
    expect(contentQueryBody({ context: 'INSURANCE_SERVICES', categories: ['Fisco e Tasse', 'Medicina'] }).category).toEqual(['Fisco e Tasse', 'Medicina', 'Assicurazioni e tutele']);
    expect(contentQueryBody({ context: 'COURSE_LISTING', internalTags: ['homepage'] }).internalTags).toEqual(['homepage', 'Corsi e formazione']);
    const home = contentQueryBody({ context: 'HOMEPAGE' });
    expect(home.category).toBeUndefined();
    expect(home.internalTags).toBeUndefined();
  });
});

describe('search contexts (spec 2 §9)', () => {
  it('names the tag or categories of each context the spec gives them for, and nothing for the others', () => {
    expect(SEARCH_CONTEXTS).toEqual({
      HOMEPAGE: {},
      COURSE_LISTING: { internalTags: ['Corsi e formazione'] },
      CONTENT_DETAIL: {},
      LEGAL_SERVICES: { categories: ['Norme e diritto'] },
      MAIN_SERVICES: {},
      INSURANCE_SERVICES: { categories: ['Assicurazioni e tutele', 'Fisco e Tasse'] },
    });
  });

  it('merges without duplicates and leaves empty lists out', () => {
    expect(withContext('INSURANCE_SERVICES', { categories: ['Assicurazioni e tutele'] })).toEqual({ category: ['Assicurazioni e tutele', 'Fisco e Tasse'], internalTags: undefined });
    expect(withContext(null, { categories: [], internalTags: ['homepage'] })).toEqual({ category: undefined, internalTags: ['homepage'] });
    expect(withContext('COURSE_LISTING', {})).toEqual({ category: undefined, internalTags: ['Corsi e formazione'] });
  });
});

describe('navigation visibility', () => {
  const rule = (r: Partial<CmsNavigationItem['visibility']> = {}) => ({ subscriptionTypes: [], wallet: null, excludedWallet: null, ...r });
  /** The tree as the viewer gets it: NavigationItem.children filters each level with visibleTo, as the query does the roots. */
  type Shown = { label: string; href: string; children: Shown[] };
  const visibleNavigation = (viewer: ViewerClaims, items: readonly CmsNavigationItem[]): Shown[] =>
    visibleTo(viewer, items).map((item) => ({ label: item.label, href: item.href, children: visibleNavigation(viewer, item.children) }));
  const tree: CmsNavigationItem[] = [
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
