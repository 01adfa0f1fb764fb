/**
 * Paywalls decided and enforced here, never in the browser (spec 1 §3 'Paywall option', §4, §6;
 * spec 2 §4 course item, §6 edicola): whether a content item is paywalled for the viewer (then its
 * body, headings and embedded frame never leave the server), which option a paywall shows, and the
 * premium-only digital newsstand.
 */
import { contentActions, isPaywalled, isPaywallPlacement, paywallPlacementOf, pickPaywallOption, type ViewerClaims } from '@club/policy';
import { badInput, forbidden } from '@club/subgraph-kit';
import { actionSubject } from '../content-actions';
import { headingsOf } from '../content-mapping';
import type { Context } from '../context';
import type { UpstreamPaywallOption } from '../datasources/paywall-types';
import type { Content as ContentType, ContentResolvers, PaywallOption, QueryResolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { toVisibility } from '../layout-mapping';

/** Parents are full items: __resolveReference turns entity references into mapped contents first. */
const full = (parent: ResolversParentTypes['Content']) => parent as ContentType;

/** True when this item is behind a paywall for this viewer (packages/policy isPaywalled). */
export function contentPaywalled(viewer: ViewerClaims, item: Pick<ContentType, 'contentTypeLabel' | 'isPremium'>): boolean {
  return isPaywalled(viewer, { placement: paywallPlacementOf(item.contentTypeLabel), isPremium: item.isPremium });
}

/** The body of an item the viewer may read: already there when it came by id, otherwise loaded (batched) on demand. */
async function readableBody(parent: ContentType, { viewer, dataSources }: Context): Promise<string | null> {
  if (contentPaywalled(viewer, parent)) return null;
  if (typeof parent.body === 'string') return parent.body;
  return (await dataSources.cms.contentById(parent.id))?.body ?? null;
}

/** Content fields that depend on the paywall; merged into the Content resolvers. */
export const paywallContentFields: Pick<ContentResolvers, 'paywalled' | 'body' | 'headings' | 'embeddedContent' | 'allowedActions'> = {
  paywalled: (parent, _args, { viewer }) => contentPaywalled(viewer, full(parent)),

  body: (parent, _args, context) => readableBody(full(parent), context),

  async headings(parent, _args, context) {
    const item = full(parent);
    return contentPaywalled(context.viewer, item) ? null : headingsOf(await readableBody(item, context));
  },

  embeddedContent(parent, _args, { viewer }) {
    const item = full(parent);
    return contentPaywalled(viewer, item) ? null : (item.embeddedContent ?? null);
  },

  // Spec 1 §4: on a page paywalled for the viewer, refused actions open the sign-up prompt or the subscription modal.
  allowedActions(parent, _args, { viewer }) {
    const item = full(parent);
    return contentActions(viewer, actionSubject(item), { paywalled: contentPaywalled(viewer, item) });
  },
};

function toPaywallOption(option: UpstreamPaywallOption): PaywallOption {
  return {
    id: option.id,
    placement: option.placement,
    title: option.title,
    content: option.content,
    imageUrl: option.image,
    cta: { label: option.cta.label, link: option.cta.link },
    hasLoginCta: option.hasLoginCta,
  };
}

/** The paywall and newsstand queries; merged into the Query resolvers. */
export const paywallQueryFields: Pick<QueryResolvers, 'paywall' | 'digitalNewsstand'> = {
  async paywall(_parent, { placement }, { viewer, dataSources }) {
    if (!isPaywallPlacement(placement)) throw badInput('placement deve essere articolo, risorsa o edicola.', 'placement');
    // The placement's premium content (or page, for the edicola): no paywall for those who may see it.
    if (!isPaywalled(viewer, { placement, isPremium: true })) return null;
    const options = await dataSources.cms.paywallOptions(placement);
    const chosen = pickPaywallOption(viewer, options.map((option) => ({ option, visibility: toVisibility(option.visibility) })));
    return chosen ? toPaywallOption(chosen.option) : null;
  },

  async digitalNewsstand(_parent, _args, { viewer, dataSources }) {
    if (isPaywalled(viewer, { placement: 'edicola', isPremium: true })) {
      throw forbidden("L'Edicola digitale è riservata agli abbonati Premium.", 'UPGRADE_REQUIRED');
    }
    return (await dataSources.cms.newsstand()).map((issue) => ({
      id: issue.id,
      magazineId: issue.magazine,
      magazineName: issue.magazineName,
      title: issue.title,
      issueDate: issue.issueDate,
      coverUrl: issue.cover,
      pageCount: issue.pageCount,
      readerUrl: issue.reader,
    }));
  },
};
