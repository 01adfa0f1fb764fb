/**
 * Glue between content items and packages/policy content actions: the policy's view of an item,
 * the upstream favourite type, and the FORBIDDEN error a refused action raises.
 */
import type { ContentItem, FavouriteType } from '@club/contracts';
import { contentActions, type ActionDecision, type ContentAction, type ContentForActions, type ViewerClaims } from '@club/policy';
import { GraphQLError } from 'graphql';

/** The fields the policy reads, from the item as the CMS sends it. */
export function actionSubject(item: Pick<ContentItem, 'contentType' | 'isPremium' | 'flags'>): ContentForActions {
  return { contentType: item.contentType, isPremium: item.isPremium, flags: item.flags };
}

/** The policy's decision for one action on one item. */
export function decisionFor(viewer: ViewerClaims, item: Pick<ContentItem, 'contentType' | 'isPremium' | 'flags'>, action: ContentAction): ActionDecision {
  return contentActions(viewer, actionSubject(item)).find((d) => d.action === action)!;
}

/**
 * FORBIDDEN for a refused action, enforced on the server: `reason` WALLET_REQUIRED when the item's
 * wallet is missing, UPGRADE_REQUIRED otherwise; `upsell` tells the web which modal to open.
 */
export function refusal(decision: ActionDecision): GraphQLError {
  const reason = decision.upsell === 'WALLET_REQUIRED' ? 'WALLET_REQUIRED' : 'UPGRADE_REQUIRED';
  return new GraphQLError(decision.upsellTitle ?? 'Azione non consentita.', {
    extensions: { code: 'FORBIDDEN', reason, upsell: { kind: decision.upsell, title: decision.upsellTitle } },
  });
}

/** Favourite type the upstream stores (spec 2 §3 Favorite: Tool, Modulo or other editorial). */
export function favouriteType(contentType: ContentItem['contentType']): FavouriteType {
  if (contentType === 'Tool' || contentType === 'Modulo') return contentType;
  return 'Editoriale';
}
