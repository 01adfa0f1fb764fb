/**
 * Glue between GraphQL contents and packages/policy content actions: the policy's view of an item,
 * the upstream favourite type, and the FORBIDDEN error a refused action raises.
 */
import { contentActions, type ActionDecision, type ContentAction, type ContentForActions, type ViewerClaims } from '@club/policy';
import { GraphQLError } from 'graphql';
import type { UpstreamFavouriteType } from './datasources/cms-api';
import type { Content } from './generated/resolvers-types';

/** The fields the policy reads, from a mapped Content. */
export function actionSubject(content: Pick<Content, 'contentTypeLabel' | 'isPremium' | 'flags'>): ContentForActions {
  return {
    contentType: content.contentTypeLabel,
    isPremium: content.isPremium,
    flags: {
      isMODLEG: content.flags.legalModule,
      isMODSCIENT: content.flags.scientificModule,
      isTOOLLEG: content.flags.legalTool,
      isTOOLSCIENT: content.flags.scientificTool,
    },
  };
}

/** The policy's decision for one action on one item. */
export function decisionFor(viewer: ViewerClaims, content: Pick<Content, 'contentTypeLabel' | 'isPremium' | 'flags'>, action: ContentAction): ActionDecision {
  return contentActions(viewer, actionSubject(content)).find((d) => d.action === action)!;
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
export function favouriteType(contentTypeLabel: string): UpstreamFavouriteType {
  if (contentTypeLabel === 'Tool' || contentTypeLabel === 'Modulo') return contentTypeLabel;
  return 'Editoriale';
}
