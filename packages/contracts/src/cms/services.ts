/**
 * Service pages, service cards and partner deals (spec 3 §2 'Services and conventions', §3 'Service
 * card', 'Form types and campaigns', content-managed form config and CTA, §6, §9). Public: the CMS
 * hands out every item with its rules; the cms subgraph decides with @club/policy.
 */
import { z } from 'zod';
import { route } from '../route';
import { cmsVisibility } from './content';
import { cmsBannerCta } from './layout';

/** Spec 3 §3 'Service card': title, body, icon, href, cta, tags (wallets), Visibility, Wallet, Excluded Wallet. */
export const cmsServiceCard = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  icon: z.string().nullable(),
  href: z.string(),
  /** The card's link label. */
  cta: z.string().nullable(),
  /** Portfolio tags (wallet codes): the card shows when one is active; empty: no tag rule. */
  tags: z.array(z.string()),
  /** The legal-protection insurance card (a premium member sees it only with a legal-protection wallet). */
  legalProtectionInsurance: z.boolean(),
  visibility: cmsVisibility,
});
export type CmsServiceCard = z.infer<typeof cmsServiceCard>;

/** A group of service cards on a page (portfolio products, legal protection, the services list, other services). */
export const cmsServiceCardGroup = z.object({
  /** 'portfolio', 'legal-protection', 'legal-services', 'insurance-services', 'other-services'. */
  key: z.string(),
  title: z.string(),
  /** Id of the section (anchor target), if any. */
  anchorId: z.string().nullable(),
  /** 'Vedi tutti' target, if any. */
  moreLink: z.string().nullable(),
  cards: z.array(cmsServiceCard),
});
export type CmsServiceCardGroup = z.infer<typeof cmsServiceCardGroup>;

/** Spec 3 §3 content-managed form config: Form Type, Form Source, Form Campaign, Form Title, Form Content, Form ID. */
export const cmsServiceForm = z.object({
  formType: z.string(),
  formSource: z.string(),
  formCampaign: z.string().nullable(),
  formTitle: z.string(),
  formContent: z.string().nullable(),
  formId: z.string(),
});
export type CmsServiceForm = z.infer<typeof cmsServiceForm>;

export const cmsServicePageKind = z.enum(['home', 'hub', 'detail', 'deals', 'partner']);

/** One service page of the CMS, every item with its rules. */
export const cmsServicePage = z.object({
  /** Path under /servizi ('' for the services home), e.g. 'legali/diffida'. */
  path: z.string(),
  kind: cmsServicePageKind,
  /** Which header-link rule applies (spec 3 §6). */
  section: z.enum(['legal', 'insurance', 'general']),
  title: z.string(),
  hero: z.object({ title: z.string(), body: z.string().nullable(), image: z.string().nullable(), ctas: z.array(cmsBannerCta) }),
  /** Header links (the legal or insurance service header). */
  headerLinks: z.array(cmsBannerCta),
  /** In-page anchors (hub anchors and the sticky anchor menu's entries). */
  anchors: z.array(z.object({ label: z.string(), href: z.string() })),
  /** The sticky anchor menu's CTAs, each with Visibility and Event Code. */
  menuCtas: z.array(cmsBannerCta),
  areasTitle: z.string().nullable(),
  areas: z.array(z.object({ title: z.string(), icon: z.string().nullable() })),
  detailCards: z.array(z.object({ title: z.string(), body: z.string(), icon: z.string().nullable() })),
  cardGroups: z.array(cmsServiceCardGroup),
  form: cmsServiceForm.nullable(),
  legalNotes: z.string().nullable(),
});
export type CmsServicePage = z.infer<typeof cmsServicePage>;

/** A partner deal of the partner-deals carousel (spec 3 §6, §9). */
export const cmsPartnerDeal = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  href: z.string(),
  /** The lists the deal belongs to: 'premium' and/or 'standard'. */
  lists: z.array(z.enum(['premium', 'standard'])),
});
export type CmsPartnerDeal = z.infer<typeof cmsPartnerDeal>;

export const cmsServiceRoutes = {
  servicePage: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Servizi/Pagina',
    sharing: 'everyone',
    summary: 'A service page by its path under /servizi, with every item and its rules',
    auth: 'none',
    query: z.object({ path: z.string().max(200, 'Percorso troppo lungo.') }),
    response: cmsServicePage,
    errors: { 400: 'Malformed path', 404: 'Unknown service page' },
  }),
  partnerDeals: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Convenzioni',
    sharing: 'everyone',
    summary: 'Every partner deal with the lists it belongs to',
    auth: 'none',
    response: z.array(cmsPartnerDeal),
  }),
};
