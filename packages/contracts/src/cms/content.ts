/**
 * The cms family's content payloads (upstream/README.md, CMS): the ContentItem every content route
 * answers with, the ContentQuery body of the EditorialContent searches and their two answers.
 */
import { z } from 'zod';

/** Content types as the CMS spells them (spec 1 §3), in the seed's order. */
export const CMS_CONTENT_TYPES = [
  'Articolo',
  'News',
  'Podcast',
  'Video',
  'E-book',
  'Guida',
  'Faq',
  'Modulo',
  'Infografica',
  'Tool',
  'Film Formazione',
  'VideoClip',
  'Webinar',
] as const;

export const cmsContentType = z.enum(CMS_CONTENT_TYPES);
export type CmsContentType = z.infer<typeof cmsContentType>;

/** An ISO 8601 instant as `Date.prototype.toISOString` writes it. */
export const isoInstant = z.iso.datetime();

/** A visibility rule as the CMS hands it out with every layout item (spec 1 §3, spec 3 §6); the subgraph decides with @club/policy. */
export const cmsVisibility = z.object({
  /** Types allowed; empty means every type. Names the portal does not know hide the item. */
  subscriptionTypes: z.array(z.string()),
  /** Wallet code that must be active. */
  wallet: z.string().nullable(),
  /** Wallet code that must not be active. */
  excludedWallet: z.string().nullable(),
});
export type CmsVisibility = z.infer<typeof cmsVisibility>;

/** An editorial category as a content item names it. */
export const cmsCategoryRef = z.object({ label: z.string(), url: z.string() });

export const cmsTopic = z.object({ title: z.string(), link: z.string() });
export type CmsTopic = z.infer<typeof cmsTopic>;

/**
 * ContentItem (spec 2 §3). `body` (HTML) is absent, not null, in search and listing answers (lists
 * stay small); the reads by id and slug include it. `userActions` and `relatedComponents` are open
 * lists: values the portal does not know are left out by the subgraph.
 */
export const contentItemSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  contentType: cmsContentType,
  title: z.string().nullable(),
  abstract: z.string().nullable(),
  body: z.string().nullable().optional(),
  /** Path of the item on the portal. */
  link: z.string(),
  imgSrc: z.string().nullable(),
  publicationDate: isoInstant,
  category: cmsCategoryRef.nullable(),
  collana: z.string().nullable(),
  modelloDidatticoType: z.string().nullable(),
  /** Professions the item is written for; empty means everyone. */
  occupations: z.array(z.string()),
  specializations: z.array(z.string()),
  professione: z.string().nullable(),
  internalTags: z.array(z.string()),
  /** Which wallet kind unlocks a Modulo or Tool. */
  flags: z.object({ isMODLEG: z.boolean(), isMODSCIENT: z.boolean(), isTOOLLEG: z.boolean(), isTOOLSCIENT: z.boolean() }),
  /** 'Share', 'Download', 'Print'. */
  userActions: z.array(z.string()),
  /** Blocks the page shows: 'Latest Content', 'Suggested Content', 'Related Content'. */
  relatedComponents: z.array(z.string()),
  topics: z.array(cmsTopic),
  /** Site-relative URL of the embedded player frame, if any. */
  embeddedContent: z.string().nullable(),
  /** The page shows its 'Leggi anche' list. */
  hasContinueReading: z.boolean(),
  /** The page shows its topics. */
  hasTopics: z.boolean(),
  isFormativo: z.boolean(),
  author: z.string().nullable(),
  isPremium: z.boolean(),
  /** Id of the linked fad course. */
  courseId: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

// Search text: Postgres text cannot hold NUL (the query would fail with a 500), and no search needs
// control characters, so they are a 400 like any other malformed field. Tab and line breaks pass.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const searchText = z.string().refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s), 'contiene caratteri di controllo');
const labels = z.array(searchText.trim().min(1)).max(100);

/** Fields a search may be ordered by. */
export const CONTENT_ORDER_FIELDS = ['publicationDate', 'updatedDate', 'createdDate', 'professionDetail', 'title'] as const;

/**
 * Spec 2 §9 'Library search: offset 0, rows 9, grouping limit 1, fallback on, debug on; default
 * order by publishing date, updated date, created date, profession detail label, all descending'.
 * The defaults of a ContentQuery (what the upstream applies to a field left out) and what the cms
 * subgraph sends for a library search (a search run in one of §9's search contexts).
 */
export const LIBRARY_SEARCH_DEFAULTS = Object.freeze({
  offset: 0,
  rows: 9,
  groupingLimit: 1,
  fallback: true,
  debug: true,
  orderCriteria: Object.freeze([
    { field: 'publicationDate', direction: 'desc' },
    { field: 'updatedDate', direction: 'desc' },
    { field: 'createdDate', direction: 'desc' },
    { field: 'professionDetail', direction: 'desc' },
  ] as const),
});

/**
 * The member's occupation as a search reads it (spec 2 §3 'Library search criteria add
 * medicalOccupation, medicalOccupationDetail list, medicalSpecialties list'; spec 3 §7 'userOccupation
 * (medicalOccupation, medicalOccupationDetail list, medicalSpecialties list)'): the items kept are those
 * for everyone or for the occupation or one of its details, and, with specialties, those for everyone
 * or for one of them.
 */
export const cmsUserOccupation = z.object({
  /** The occupation as the CMS names it ('Medico chirurgo', 'Altro professionista sanitario'). */
  medicalOccupation: searchText.trim().min(1),
  /** The health-profession details ('Infermiere', …). */
  medicalOccupationDetail: labels.default([]),
  /** A doctor's specialties ('Cardiologia', …). */
  medicalSpecialties: labels.default([]),
});
export type CmsUserOccupation = z.input<typeof cmsUserOccupation>;

/**
 * ContentQuery (spec 2 §3 'Content query' and §9 'Library search'): the body of the EditorialContent
 * searches. Left-out fields take the library search's defaults (LIBRARY_SEARCH_DEFAULTS).
 */
export const contentQuerySchema = z.object({
  /** Words that must all appear in the title, abstract or author (case-insensitive). */
  contains: searchText.max(200).optional(),
  /** Category labels or slugs. */
  category: labels.optional(),
  contentType: z.array(cmsContentType).optional(),
  /** Topic titles or slugs. */
  topics: labels.optional(),
  exclude: z.object({ contentType: z.array(cmsContentType).optional(), id: z.array(searchText).max(1000).optional() }).optional(),
  internalTags: labels.optional(),
  /** The member's occupation: items targeted to it or to everyone (see cmsUserOccupation). */
  userOccupation: cmsUserOccupation.optional(),
  /** Adds the filters and order the search ran with to the answer. */
  debug: z.boolean().default(LIBRARY_SEARCH_DEFAULTS.debug),
  criteria: z
    .object({
      /** Ungrouped: items per page (default 9). Grouped: at most this many groups (default all). */
      rows: z.number().int().min(0).max(999).optional(),
      /** Grouped: items per group. */
      groupingLimit: z.number().int().min(1).max(100).default(LIBRARY_SEARCH_DEFAULTS.groupingLimit),
      /** Ungrouped: items to skip. Grouped: items to skip inside each group. */
      offset: z.number().int().min(0).default(LIBRARY_SEARCH_DEFAULTS.offset),
      /** Extra items skipped before the offset (the news listing skips the 12 shown above it). */
      skip: z.number().int().min(0).default(0),
      /** When nothing matches, answer the latest items (keeping only type and exclusion filters) with fallback: true. */
      fallback: z.boolean().default(LIBRARY_SEARCH_DEFAULTS.fallback),
      orderCriteria: z
        .array(z.object({ field: z.enum(CONTENT_ORDER_FIELDS), direction: z.enum(['asc', 'desc']).default('desc') }))
        .min(1)
        .max(5)
        .default(() => LIBRARY_SEARCH_DEFAULTS.orderCriteria.map((o) => ({ ...o }))),
    })
    .prefault({}),
});
/** A ContentQuery as the upstream reads it, defaults applied. */
export type ContentQuery = z.output<typeof contentQuerySchema>;
/** A ContentQuery as a caller sends it. */
export type ContentQueryBody = z.input<typeof contentQuerySchema>;

/** What a search with `debug: true` adds: the filters and order it ran with. */
const searchDebug = z.object({ filters: z.array(z.string()), order: z.string() });

export const ungroupedSearchAnswer = z.object({
  docs: z.array(contentItemSchema),
  matches: z.number().int(),
  /** Nothing matched and these are the latest items instead. */
  fallback: z.boolean(),
  debug: searchDebug.optional(),
});

export const groupedSearchAnswer = z.object({
  /** One group per content type, in the order of each group's best item. */
  groups: z.array(z.object({ groupValue: cmsContentType, docs: z.array(contentItemSchema), matches: z.number().int() })),
  matches: z.number().int(),
  fallback: z.boolean(),
  debug: searchDebug.optional(),
});
