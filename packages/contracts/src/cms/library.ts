/** Latest contents, library items, reads by slug, category previews and the most-read block (spec 2 §7). Public. */
import { z } from 'zod';
import { route } from '../route';
import { cmsContentType, contentItemSchema, isoInstant } from './content';
import { cmsCategory } from './layout';

/** GET /graphql/library's item: an editorial or tool content with the credits of its linked course. */
export const cmsLibraryItem = z.object({
  id: z.string(),
  title: z.string().nullable(),
  link: z.string(),
  /** HTML. */
  content: z.string().nullable(),
  imgSrc: z.string().nullable(),
  publicationDate: isoInstant,
  collana: z.string().nullable(),
  modelloDidattico: z.string().nullable(),
  /** ECM credits of the linked fad course; null when none. */
  credits: z.number().nullable(),
  contentType: cmsContentType,
  /** Not in the spec's field list: the portal needs it to keep premium text behind the paywall. */
  isPremium: z.boolean(),
  /** Not in the spec's field list either: which wallet unlocks a Tool or Modulo, so a blocked member is not sent its text. */
  flags: contentItemSchema.shape.flags,
});
export type CmsLibraryItem = z.infer<typeof cmsLibraryItem>;

export const cmsCategoryPreview = z.object({ category: cmsCategory, docs: z.array(contentItemSchema), matches: z.number().int() });
export type CmsCategoryPreview = z.infer<typeof cmsCategoryPreview>;

export const cmsLibraryRoutes = {
  latestContents: route({
    family: 'cms',
    method: 'GET',
    path: '/graphql/latest-contents',
    sharing: 'everyone',
    summary: 'Latest contents, newest first, cursor-paged',
    auth: 'none',
    query: z.object({
      contentType: cmsContentType.optional(),
      first: z.coerce.number().int().min(1).max(100).default(4),
      /** The previous page's endCursor (opaque). */
      after: z.string().optional(),
      isPremium: z.enum(['true', 'false']).optional(),
      /** Not in the spec's call: a type left out (the portal's news-wallet rule, spec 2 §6), so pages stay full. */
      excludeContentType: cmsContentType.optional(),
    }),
    response: z.object({
      search: z.object({ results: z.array(contentItemSchema), pageInfo: z.object({ endCursor: z.string().nullable(), hasNext: z.boolean() }) }),
    }),
    errors: { 400: 'Malformed query or cursor' },
  }),
  libraryItem: route({
    family: 'cms',
    method: 'GET',
    path: '/graphql/library',
    sharing: 'everyone',
    summary: 'A library item with its HTML and the credits of its linked course',
    auth: 'none',
    query: z.object({ id: z.string() }),
    response: z.object({ item: cmsLibraryItem }),
    errors: { 400: 'No id', 404: 'Unknown id' },
  }),
  contentBySlug: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Contenuti/PerSlug/{slug}',
    sharing: 'everyone',
    summary: 'A content with its body by slug (article, tool and module pages)',
    auth: 'none',
    params: z.object({ slug: z.string() }),
    response: contentItemSchema,
    errors: { 404: 'Unknown slug' },
  }),
  categoryPreviews: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Categorie/Anteprime',
    sharing: 'everyone',
    summary: 'The latest editorial items (no Tool or Modulo) of each category, by page name',
    auth: 'none',
    body: z.object({
      /** Category labels; every category when absent. */
      categories: z.array(z.string().min(1)).max(100).optional(),
      rows: z.number().int().min(1).max(12).default(3),
      /** Types left out of the previews and their counts (the portal's news-wallet rule, spec 2 §6). */
      exclude: z.object({ contentType: z.array(cmsContentType).max(20) }).optional(),
    }),
    response: z.object({ groups: z.array(cmsCategoryPreview) }),
    errors: { 400: 'Malformed body' },
  }),
  mostRead: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/PiuLetti',
    sharing: 'everyone',
    summary: 'The most read Articolo and News items',
    auth: 'none',
    query: z.object({
      rows: z.coerce.number().int().min(1).max(50).default(5),
      /** A type left out (the portal's news-wallet rule, spec 2 §6), so the block stays full. */
      excludeContentType: cmsContentType.optional(),
    }),
    response: z.object({ docs: z.array(contentItemSchema) }),
    errors: { 400: 'rows out of range' },
  }),
};
