/**
 * Layout pieces managed in the CMS (spec 1 §2-§3): navigation, top bar, banners, footer, categories
 * and topics. Every item comes with its visibility rule: the subgraph decides who sees what, so one
 * answer serves every viewer.
 */
import { z } from 'zod';
import { route } from '../route';
import { cmsTopic, cmsVisibility } from './content';

/** A navigation item and its sub-items, each with its rule. */
export interface CmsNavigationItem {
  label: string;
  href: string;
  visibility: z.infer<typeof cmsVisibility>;
  children: CmsNavigationItem[];
}

export const cmsNavigationItem: z.ZodType<CmsNavigationItem> = z.object({
  label: z.string(),
  href: z.string(),
  visibility: cmsVisibility,
  get children() {
    return z.array(cmsNavigationItem);
  },
});

export const cmsTopBarItem = z.object({ id: z.string(), message: z.string(), link: z.string().nullable(), linkLabel: z.string().nullable(), visibility: cmsVisibility });
export type CmsTopBarItem = z.infer<typeof cmsTopBarItem>;

export const cmsBannerCta = z.object({
  label: z.string(),
  mobileLabel: z.string().nullable(),
  link: z.string(),
  target: z.string().nullable(),
  variant: z.string().nullable(),
  icon: z.string().nullable(),
  /** Spec 3 §3 'Content-managed CTA' Event Code: the spec 1 §9 tracking code its click pushes (null: the default). */
  eventCode: z.string().nullable(),
  visibility: cmsVisibility,
});
export type CmsBannerCta = z.infer<typeof cmsBannerCta>;

export const cmsBanner = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  theme: z.string().nullable(),
  /** 1 to 4. */
  layout: z.number().int().min(1).max(4),
  /** lightblue or darkblue. */
  background: z.string().nullable(),
  hasLoginCta: z.boolean(),
  legalTextDesktop: z.string().nullable(),
  legalTextMobile: z.string().nullable(),
  /** Spec 2 §3 'Promo banner' badge. */
  badge: z.string().nullable(),
  /** Spec 2 §3 'Promo banner' logo, with its alt text. */
  logo: z.object({ src: z.string(), alt: z.string() }).nullable(),
  visibility: cmsVisibility,
  ctas: z.array(cmsBannerCta),
});
export type CmsBanner = z.infer<typeof cmsBanner>;

export const cmsFooterLink = z.object({ label: z.string(), href: z.string(), visibility: cmsVisibility });
export type CmsFooterLink = z.infer<typeof cmsFooterLink>;

export const cmsFooter = z.object({
  tagline: z.string(),
  links: z.array(cmsFooterLink),
  tollFreeNumber: z.string(),
  email: z.string(),
  companyLine: z.string(),
  social: z.array(cmsFooterLink),
  legalLinks: z.array(cmsFooterLink),
});
export type CmsFooter = z.infer<typeof cmsFooter>;

export const cmsCategory = z.object({ label: z.string(), url: z.string(), pageName: z.string() });
export type CmsCategory = z.infer<typeof cmsCategory>;

/** A page placement (`home`, `news`, `risorse`, …). */
export const placementQuery = z.object({ placement: z.string().trim().min(1, 'placement è obbligatorio') });

export const cmsLayoutRoutes = {
  navigation: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Navigazione',
    sharing: 'everyone',
    summary: 'Every navigation item as a tree, each with its visibility rule',
    auth: 'none',
    response: z.array(cmsNavigationItem),
  }),
  topBar: route({ family: 'cms', method: 'GET', path: '/CMS/TopBar', sharing: 'everyone', summary: 'Every top bar message with its rule', auth: 'none', response: z.array(cmsTopBarItem) }),
  banners: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Banner',
    sharing: 'everyone',
    summary: "A placement's banners, each with its rule and its CTAs' rules",
    auth: 'none',
    query: placementQuery,
    response: z.array(cmsBanner),
    errors: { 400: 'No placement' },
  }),
  footer: route({ family: 'cms', method: 'GET', path: '/CMS/Footer', sharing: 'everyone', summary: 'The footer, its links with their rules', auth: 'none', response: cmsFooter }),
  categories: route({ family: 'cms', method: 'GET', path: '/CMS/Categorie', sharing: 'everyone', summary: 'Editorial categories by page name', auth: 'none', response: z.array(cmsCategory) }),
  topics: route({ family: 'cms', method: 'GET', path: '/CMS/Argomenti', sharing: 'everyone', summary: 'Editorial topics by title', auth: 'none', response: z.array(cmsTopic) }),
};
