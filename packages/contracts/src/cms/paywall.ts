/**
 * Paywalls and the digital newsstand (spec 1 §3 'Paywall option', §6; spec 2 §6): every option of a
 * placement with its rule (the subgraph picks the first the viewer meets), and the newest issue of
 * each magazine for premium members.
 */
import { z } from 'zod';
import { route } from '../route';
import { cmsVisibility } from './content';

export const PAYWALL_PLACEMENTS = ['articolo', 'risorsa', 'edicola'] as const;

export const cmsPaywallOption = z.object({
  id: z.string(),
  placement: z.enum(PAYWALL_PLACEMENTS),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  /** eventCode: the spec 1 §9 tracking code the CMS gives the CTA (null: the default). */
  cta: z.object({ label: z.string(), link: z.string(), eventCode: z.string().nullable() }),
  hasLoginCta: z.boolean(),
  visibility: cmsVisibility,
});
export type CmsPaywallOption = z.infer<typeof cmsPaywallOption>;

export const cmsNewsstandIssue = z.object({
  id: z.string(),
  /** Magazine key. */
  magazine: z.string(),
  magazineName: z.string(),
  title: z.string(),
  issueDate: z.iso.date(),
  cover: z.string().nullable(),
  pageCount: z.number().int().min(0),
  /** Site-relative path of the embedded reader (`/media/edicola/{magazine}`). */
  reader: z.string(),
});
export type CmsNewsstandIssue = z.infer<typeof cmsNewsstandIssue>;

export const cmsPaywallRoutes = {
  paywallOptions: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Paywall',
    sharing: 'everyone',
    summary: "A placement's paywall options in the order a paywall tries them, each with its rule",
    auth: 'none',
    query: z.object({ placement: z.enum(PAYWALL_PLACEMENTS, 'placement deve essere articolo, risorsa o edicola') }),
    response: z.array(cmsPaywallOption),
    errors: { 400: 'Another or no placement' },
  }),
  newsstand: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Edicola',
    summary: 'The digital newsstand: the newest issue of each magazine, PREMIUM members only',
    auth: 'required',
    response: z.array(cmsNewsstandIssue),
    errors: { 401: 'No or invalid token', 403: 'Not a PREMIUM member' },
  }),
};
