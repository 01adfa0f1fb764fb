import { TRACKING } from '../../lib/trackingTable';

/**
 * Tracking codes of the content action bar (spec 1 §9), read from the one table
 * (`lib/trackingTable.ts`): generic content uses the NA codes, Tools and Modules under /risorse their
 * RS variants, favourites on Tools and Modules the UC codes.
 */
export type TrackedAction = 'PRINT' | 'DOWNLOAD' | 'SHARE' | 'FAVOURITE_ADD' | 'FAVOURITE_REMOVE';

type Kind = 'TOOL' | 'MODULE' | 'OTHER';

function kindOf(contentType: string): Kind {
  if (contentType === 'Tool') return 'TOOL';
  if (contentType === 'Modulo') return 'MODULE';
  return 'OTHER';
}

/** null: the spec names no code, or the control is not offered (a Tool has no 'Scarica'). */
const CODES: Record<TrackedAction, Record<Kind, string | null>> = {
  PRINT: { TOOL: TRACKING.resourcePrint.code, MODULE: TRACKING.resourcePrint.code, OTHER: TRACKING.print.code },
  DOWNLOAD: { TOOL: null, MODULE: TRACKING.moduleDownload.code, OTHER: TRACKING.download.code },
  SHARE: { TOOL: TRACKING.toolShare.code, MODULE: TRACKING.moduleShare.code, OTHER: TRACKING.share.code },
  FAVOURITE_ADD: { TOOL: TRACKING.toolFavouriteAdd.code, MODULE: TRACKING.moduleFavouriteAdd.code, OTHER: null },
  FAVOURITE_REMOVE: { TOOL: TRACKING.toolFavouriteRemove.code, MODULE: TRACKING.moduleFavouriteRemove.code, OTHER: null },
};

/** Spec 1 §9 view codes: NA102 article view, RS111 tool, RS121 module. */
export function viewTrackingCode(contentType: string): string {
  const kind = kindOf(contentType);
  return kind === 'TOOL' ? TRACKING.toolView.code : kind === 'MODULE' ? TRACKING.moduleView.code : TRACKING.articleView.code;
}

/** The data-tracking-code of `action` on an item of `contentType` (null: none). */
export function trackingCode(action: TrackedAction, contentType: string): string | null {
  return CODES[action][kindOf(contentType)];
}
