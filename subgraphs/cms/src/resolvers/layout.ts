/**
 * The layout (spec 1 §2-§3, §6): the upstream answers every item with its rule and policy decides,
 * at every level as the fields are asked, what this viewer sees.
 */
import type { BannerResolvers, FooterLinkResolvers, FooterResolvers, NavigationItemResolvers, QueryResolvers } from '../generated/resolvers-types';
import { footerLinkHasSeparator, visibleTo } from '../layout-visibility';
import { isPhoneCallLink, showsPhoneCallAndConsultant } from '@club/policy';
import { filledForViewer, topBarFor } from '../top-bar';

export const layoutQueryFields: Pick<QueryResolvers, 'navigation' | 'topBar' | 'banners' | 'footer'> = {
  navigation: async (_parent, _args, { dataSources, viewer }) => visibleTo(viewer, await dataSources.cms.navigation()),
  topBar: async (_parent, _args, { dataSources, viewer }) => topBarFor(viewer, visibleTo(viewer, await dataSources.cms.topBar()), dataSources.crm),
  banners: async (_parent, { placement }, { dataSources, viewer }) => visibleTo(viewer, await dataSources.cms.banners(placement)),
  footer: (_parent, _args, { dataSources }) => dataSources.cms.footer(),
};

/** Sub-items are filtered the same way at every depth. */
export const NavigationItem: NavigationItemResolvers = {
  children: (item, _args, { viewer }) => visibleTo(viewer, item.children),
};

/**
 * A banner shows only the CTAs the viewer may see; phone-call and consultant CTAs and the legal
 * notes only to the types policy names (spec 1 §6), whatever the CMS declares; a trial member's
 * text is filled with the trial data like the top bar's (spec 3 §4 'warning banner with days left').
 */
export const Banner: BannerResolvers = {
  imageUrl: (banner) => banner.image,
  logoUrl: (banner) => banner.logo?.src ?? null,
  logoAlt: (banner) => banner.logo?.alt ?? null,
  content: async (banner, _args, { viewer, dataSources }) => (banner.content === null ? null : filledForViewer(viewer, banner.content, dataSources.crm)),
  ctas: (banner, _args, { viewer }) =>
    visibleTo(viewer, banner.ctas).filter((cta) => !isPhoneCallLink(cta.link) || showsPhoneCallAndConsultant(viewer.subscriptionType)),
  legalTextDesktop: (banner, _args, { viewer }) => (showsPhoneCallAndConsultant(viewer.subscriptionType) ? banner.legalTextDesktop : null),
  legalTextMobile: (banner, _args, { viewer }) => (showsPhoneCallAndConsultant(viewer.subscriptionType) ? banner.legalTextMobile : null),
};

export const Footer: FooterResolvers = {
  links: (footer, _args, { viewer }) => visibleTo(viewer, footer.links),
  social: (footer, _args, { viewer }) => visibleTo(viewer, footer.social),
  legalLinks: (footer, _args, { viewer }) => visibleTo(viewer, footer.legalLinks),
};

export const FooterLink: FooterLinkResolvers = {
  hasSeparator: (link) => footerLinkHasSeparator(link.href),
};
