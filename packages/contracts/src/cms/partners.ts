/** Partner content (spec 2 §7): the magazines' recommender, the external news feed, partner logos. Public. */
import { z } from 'zod';
import { route } from '../route';
import { isoInstant } from './content';

export const cmsMagazine = z.object({
  /** Key, e.g. 'MedicalMagazine'. */
  magazine: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string(),
  categories: z.array(z.object({ name: z.string(), link: z.string(), slug: z.string() })),
});
export type CmsMagazine = z.infer<typeof cmsMagazine>;

/** A WordPress-like post of a magazine. */
export const cmsMagazinePost = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  date: isoInstant,
  link: z.string(),
  _embedded: z.object({ author: z.array(z.object({ name: z.string().nullable() })) }),
  featured_media: z.string().nullable(),
  terms: z.array(z.string()),
});
export type CmsMagazinePost = z.infer<typeof cmsMagazinePost>;

export const cmsMagazinePostCategory = z.object({ name: z.string(), link: z.string(), posts: z.array(cmsMagazinePost) });
export type CmsMagazinePostCategory = z.infer<typeof cmsMagazinePostCategory>;

export const cmsSuggestedPosts = z.object({
  magazine: z.object({ magazine: z.string(), name: z.string(), url: z.string() }),
  /** Chosen by profession (false: the generic latest posts). */
  personalised: z.boolean(),
  /** Only the categories with posts, in the magazine's category order. */
  posts: z.object({ categories: z.array(cmsMagazinePostCategory) }),
});
export type CmsSuggestedPosts = z.infer<typeof cmsSuggestedPosts>;

/** A crm profession or profession detail id, as a string or a number. */
const professionId = z.union([z.string(), z.number()]).transform(String).nullable().optional();

/** A post of the external news feed (WordPress REST shape). */
export const cmsExternalPost = z.object({
  id: z.number().int(),
  date: isoInstant,
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  link: z.string(),
  class_list: z.array(z.string()),
  /** Yoast SEO fields; a WordPress feed may leave them out. */
  yoast_head_json: z.object({ author: z.string().optional(), articleSection: z.string().optional() }),
});
export type CmsExternalPost = z.infer<typeof cmsExternalPost>;

/**
 * Spec 1 §3 'Partner logo': the product (or club or convention name) it stands for, the image and its
 * alt text, whether it is shown, and whether it is the default for a convention product without its own.
 */
export const cmsPartnerLogo = z.object({
  productName: z.string().nullable(),
  partnerLogoSrc: z.string(),
  partnerLogoAlt: z.string(),
  showPartnerLogo: z.boolean(),
  isDefault: z.boolean(),
  url: z.string().nullable(),
});
export type CmsPartnerLogo = z.infer<typeof cmsPartnerLogo>;

export const cmsPartnerRoutes = {
  magazines: route({
    family: 'cms',
    method: 'GET',
    path: '/recommender/magazines',
    sharing: 'everyone',
    summary: 'The seven magazines in logo-strip order',
    auth: 'none',
    response: z.array(cmsMagazine),
  }),
  suggestedPosts: route({
    family: 'cms',
    method: 'POST',
    path: '/recommender/suggested',
    sharing: 'everyone',
    summary: "A magazine's posts by category: the latest, or those for a profession (a detail match first)",
    auth: 'none',
    body: z.object({
      magazine: z.string().min(1),
      numPosts: z.coerce.number().int().min(1).max(50).default(8),
      professione: professionId,
      dettaglioProfessione: professionId,
    }),
    response: cmsSuggestedPosts,
    errors: { 400: 'Malformed body', 404: 'Unknown magazine' },
  }),
  externalNews: route({
    family: 'cms',
    method: 'GET',
    path: '/news-esterne/posts',
    sharing: 'everyone',
    summary: 'External news posts, newest first',
    auth: 'none',
    query: z.object({ per_page: z.coerce.number().int().min(1).max(20).default(4) }),
    response: z.array(cmsExternalPost),
    errors: { 400: 'per_page out of range' },
  }),
  partnerLogos: route({
    family: 'cms',
    method: 'GET',
    path: '/graphql/logos',
    sharing: 'everyone',
    summary: 'Partner logos',
    auth: 'none',
    response: z.object({ item: z.object({ logos: z.object({ results: z.array(cmsPartnerLogo) }) }) }),
  }),
};
