/** CMS page components (spec 2 §2 'Other components', §3): FAQ items with their rules, video tutorials and the list of components of a placement. Public. */
import { z } from 'zod';
import { route } from '../route';
import { cmsContentType, cmsVisibility } from './content';
import { placementQuery } from './layout';

export const cmsFaqItem = z.object({
  id: z.string(),
  question: z.string(),
  /** HTML. */
  answer: z.string(),
  visibility: cmsVisibility,
});
export type CmsFaqItem = z.infer<typeof cmsFaqItem>;

/** Spec 2 §3 'Video tutorial item'. Both URLs are site-relative `/media/...` paths. */
export const cmsVideoTutorial = z.object({
  id: z.string(),
  title: z.string(),
  abstract: z.string().nullable(),
  /** HTML. */
  content: z.string().nullable(),
  previewImage: z.string().nullable(),
  /** The player page (`/media/tutorial/{id}`). */
  videoUrl: z.string(),
  isPreview: z.boolean(),
});
export type CmsVideoTutorial = z.infer<typeof cmsVideoTutorial>;

/** Spec 1 §9 'Info-box columns': one box of an info-box row. `icon` is an icon name of the CMS (the web knows a set). */
export const cmsInfoBox = z.object({
  title: z.string(),
  text: z.string().nullable(),
  icon: z.string().nullable(),
  link: z.string().nullable(),
  linkLabel: z.string().nullable(),
});
export type CmsInfoBox = z.infer<typeof cmsInfoBox>;

/** One cell of a CMS grid. */
export const cmsGridItem = z.object({
  title: z.string(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export type CmsGridItem = z.infer<typeof cmsGridItem>;

const componentBase = { id: z.string(), title: z.string().nullable() };

/**
 * One component of a page's list (spec 1 §1 'Pages are assembled from content-management components
 * placed per page'), as the CMS names its kinds: `Section` places one of the portal's own sections by
 * name (the home's: `HeroBanners`, `LatestNews`, …; a carousel with its content types, the magazine
 * teasers with their magazines), the others carry their content. 'Per Row' and 'Max per Row' are the
 * CMS fields of spec 1 §9 and spec 2 §9 (null: not set).
 */
export const cmsPageComponent = z.discriminatedUnion('type', [
  z.object({ ...componentBase, type: z.literal('Section'), section: z.string(), contentTypes: z.array(cmsContentType), magazines: z.array(z.string()) }),
  z.object({ ...componentBase, type: z.literal('InfoBoxes'), perRow: z.number().int().nullable(), boxes: z.array(cmsInfoBox) }),
  z.object({ ...componentBase, type: z.literal('Grid'), maxPerRow: z.number().int().nullable(), items: z.array(cmsGridItem) }),
  /** The free-standing lead form container (spec 1 §2): a lead form type of spec 3 §3 with its title and intro. */
  z.object({ ...componentBase, type: z.literal('LeadForm'), text: z.string().nullable(), formType: z.string() }),
  /** A banner whose CTA is a file (spec 1 §7 'Download banner'): `fileUrl` is a site-relative `/media/...` path. */
  z.object({ ...componentBase, type: z.literal('DownloadBanner'), content: z.string().nullable(), image: z.string().nullable(), ctaLabel: z.string(), fileUrl: z.string() }),
]);
export type CmsPageComponent = z.infer<typeof cmsPageComponent>;

export const cmsComponentRoutes = {
  faqs: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Faq',
    sharing: 'everyone',
    summary: "A placement's FAQ items in CMS order, each with its rule",
    auth: 'none',
    query: placementQuery,
    response: z.array(cmsFaqItem),
    errors: { 400: 'No placement' },
  }),
  videoTutorials: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/VideoTutorial',
    sharing: 'everyone',
    summary: "A placement's video tutorials in CMS order",
    auth: 'none',
    query: placementQuery,
    response: z.array(cmsVideoTutorial),
    errors: { 400: 'No placement' },
  }),
  pageComponents: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Componenti',
    sharing: 'everyone',
    summary: "A page placement's list of components in CMS order (an unknown placement: none)",
    auth: 'none',
    query: placementQuery,
    response: z.array(cmsPageComponent),
    errors: { 400: 'No placement' },
  }),
};
