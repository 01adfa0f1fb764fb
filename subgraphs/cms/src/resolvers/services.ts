/**
 * Service pages and partner deals (spec 3 §2 'Services and conventions', §3, §6), decided here with
 * packages/policy and served as data: cards by Visibility and portfolio tags, the legal-protection
 * insurance card, header links of the legal and insurance pages, the legal consultation form, hero
 * and sticky-menu CTAs, phone-call / consultant buttons and legal notes, the partner-deals list by type.
 */
import type { CmsServiceCard, CmsServicePage } from '@club/contracts';
import {
  LEGAL_CONSULTATION_FORM_TYPE,
  canUseLegalConsultationForm,
  isServiceCardVisible,
  isServiceCtaVisible,
  partnerDealsListFor,
  showsInsuranceListing,
  showsServiceContactButtons,
  showsServiceHeaderLinks,
  type ViewerClaims,
} from '@club/policy';
import { nullOn404 } from '@club/subgraph-kit';
import type { QueryResolvers, ResolversTypes, ServicePageKind, ServiceSection } from '../generated/resolvers-types';
import { toVisibility } from '../layout-visibility';

/** Spec 3 §9: anchor heading ids replace whitespace with hyphens. */
export function anchorIdOf(heading: string): string {
  return heading.trim().replace(/\s+/g, '-');
}

/** Groups whose cards are the insurance services listing (spec 3 §6: trial or premium). */
const INSURANCE_LISTING_GROUPS = new Set(['insurance-services']);

function visibleCards(viewer: ViewerClaims, cards: readonly CmsServiceCard[]) {
  return cards
    .filter((c) => isServiceCardVisible(viewer, { tags: c.tags, visibility: toVisibility(c.visibility), legalProtectionInsurance: c.legalProtectionInsurance }))
    .map((c) => ({ id: c.id, title: c.title, body: c.body, icon: c.icon, href: c.href, cta: c.cta }));
}

/** The page as the viewer may see it. */
export function servicePageFor(viewer: ViewerClaims, page: CmsServicePage): ResolversTypes['ServicePage'] {
  const ctaVisible = (c: CmsServicePage['menuCtas'][number]) => isServiceCtaVisible(viewer, { link: c.link, visibility: toVisibility(c.visibility) });
  const formWithheld = page.form?.formType === LEGAL_CONSULTATION_FORM_TYPE && !canUseLegalConsultationForm(viewer);
  const contactButtons = showsServiceContactButtons(viewer.subscriptionType);
  return {
    path: page.path,
    kind: page.kind.toUpperCase() as ServicePageKind,
    section: page.section.toUpperCase() as ServiceSection,
    title: page.title,
    hero: { title: page.hero.title, body: page.hero.body, imageUrl: page.hero.image, ctas: page.hero.ctas.filter(ctaVisible) },
    headerLinks: showsServiceHeaderLinks(viewer, page.section) ? page.headerLinks.filter(ctaVisible) : [],
    anchors: page.anchors,
    menuCtas: page.menuCtas.filter(ctaVisible),
    areasTitle: page.areasTitle,
    areas: page.areas,
    detailCards: page.detailCards.map((c) => ({ ...c, anchorId: anchorIdOf(c.title) })),
    cardGroups: page.cardGroups.map((g) => ({
      key: g.key,
      title: g.title,
      anchorId: g.anchorId,
      moreLink: g.moreLink,
      cards: INSURANCE_LISTING_GROUPS.has(g.key) && !showsInsuranceListing(viewer) ? [] : visibleCards(viewer, g.cards),
    })),
    form: page.form && !formWithheld ? page.form : null,
    formWithheld,
    legalNotes: contactButtons ? page.legalNotes : null,
    showsContactButtons: contactButtons,
  };
}

/** A path under /servizi as the CMS keys it: no leading or trailing slash, lower case. */
function normalisedPath(path: string): string {
  return path.trim().replace(/^\/*(servizi)?\/*/, '').replace(/\/+$/, '').toLowerCase();
}

export const serviceQueryFields: Pick<QueryResolvers, 'servicePage' | 'partnerDeals'> = {
  async servicePage(_parent, { path }, { viewer, dataSources }) {
    const page = await nullOn404(dataSources.cms.servicePage(normalisedPath(path)));
    return page ? servicePageFor(viewer, page) : null;
  },

  async partnerDeals(_parent, _args, { viewer, dataSources }) {
    const list = partnerDealsListFor(viewer.subscriptionType);
    return (await dataSources.cms.partnerDeals())
      .filter((d) => d.lists.includes(list))
      .map((d) => ({ id: d.id, title: d.title, body: d.body, imageUrl: d.image, href: d.href }));
  },
};
