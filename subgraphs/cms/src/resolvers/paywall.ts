/**
 * Paywalls decided and enforced here, never in the browser (spec 1 §3 'Paywall option', §4, §6;
 * spec 2 §4 course item, §6 edicola): whether a content item is paywalled for the viewer (then its
 * body, headings and embedded frame never leave the server), which option a paywall shows, and the
 * premium-only digital newsstand.
 */
import type { ContentItem } from '@club/contracts';
import { contentActions, isContentWithheld, isPaywalled, isPaywallPlacement, pickPaywallOption, type ViewerClaims } from '@club/policy';
import { badInput, forbidden } from '@club/subgraph-kit';
import { actionSubject } from '../content-actions';
import { headingsOf } from '../content-fields';
import type { Context } from '../context';
import type { ContentResolvers, NewsstandIssueResolvers, PaywallOptionResolvers, QueryResolvers } from '../generated/resolvers-types';
import { toVisibility } from '../layout-visibility';

/**
 * True when the item's text stays on the server for this viewer (packages/policy isContentWithheld):
 * premium content without premium-level access, and a Tool or Modulo whose wallet the trial or
 * premium member lacks (the page's blocked notice), by the one rule the page follows.
 */
export function contentPaywalled(viewer: ViewerClaims, item: Pick<ContentItem, 'contentType' | 'isPremium' | 'flags'>): boolean {
  return isContentWithheld(viewer, actionSubject(item));
}

/** The body of an item the viewer may read: already there when it came by id, otherwise loaded (batched) on demand. */
async function readableBody(item: ContentItem, { viewer, dataSources }: Context): Promise<string | null> {
  if (contentPaywalled(viewer, item)) return null;
  if (typeof item.body === 'string') return item.body;
  return (await dataSources.cms.contentById(item.id))?.body ?? null;
}

/** Content fields that depend on the paywall; merged into the Content resolvers. */
export const paywallContentFields: Pick<ContentResolvers, 'paywalled' | 'body' | 'headings' | 'embeddedContent' | 'allowedActions'> = {
  paywalled: (item, _args, { viewer }) => contentPaywalled(viewer, item),

  body: (item, _args, context) => readableBody(item, context),

  async headings(item, _args, context) {
    return contentPaywalled(context.viewer, item) ? null : headingsOf(await readableBody(item, context));
  },

  embeddedContent: (item, _args, { viewer }) => (contentPaywalled(viewer, item) ? null : item.embeddedContent),

  // Spec 1 §4: on a page paywalled for the viewer, refused actions open the sign-up prompt or the subscription modal.
  allowedActions: (item, _args, { viewer }) => contentActions(viewer, actionSubject(item), { paywalled: contentPaywalled(viewer, item) }),
};

export const PaywallOption: PaywallOptionResolvers = {
  imageUrl: (option) => option.image,
};

export const NewsstandIssue: NewsstandIssueResolvers = {
  magazineId: (issue) => issue.magazine,
  coverUrl: (issue) => issue.cover,
  readerUrl: (issue) => issue.reader,
};

/** The paywall and newsstand queries; merged into the Query resolvers. */
export const paywallQueryFields: Pick<QueryResolvers, 'paywall' | 'digitalNewsstand'> = {
  async paywall(_parent, { placement }, { viewer, dataSources }) {
    if (!isPaywallPlacement(placement)) throw badInput('placement deve essere articolo, risorsa o edicola.', 'placement');
    // The placement's premium content (or page, for the edicola): no paywall for those who may see it.
    if (!isPaywalled(viewer, { placement, isPremium: true })) return null;
    const options = await dataSources.cms.paywallOptions(placement);
    return pickPaywallOption(viewer, options.map((option) => ({ option, visibility: toVisibility(option.visibility) })))?.option ?? null;
  },

  async digitalNewsstand(_parent, _args, { viewer, dataSources }) {
    if (isPaywalled(viewer, { placement: 'edicola', isPremium: true })) {
      throw forbidden("L'Edicola digitale è riservata agli abbonati Premium.", 'UPGRADE_REQUIRED');
    }
    return dataSources.cms.newsstand();
  },
};
