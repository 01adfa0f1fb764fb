/** CMS page components (spec 2 §2 'Other components', §3): FAQ items with their rules and video tutorials of a placement. Public. */
import { z } from 'zod';
import { route } from '../route';
import { cmsVisibility } from './content';
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
};
