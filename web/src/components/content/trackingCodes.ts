/**
 * Tracking codes of the content action bar (spec 1 §9): generic content uses the NA codes, Tools and
 * Modules under /risorse their RS variants, favourites on Tools and Modules the UC codes.
 * Our reading of 'UC010, UC020, UC030, UC040 favorites added or removed for tool or module':
 * UC010 tool added, UC020 tool removed, UC030 module added, UC040 module removed.
 */
export type TrackedAction = 'PRINT' | 'DOWNLOAD' | 'SHARE' | 'FAVOURITE_ADD' | 'FAVOURITE_REMOVE';

type Kind = 'TOOL' | 'MODULE' | 'OTHER';

function kindOf(contentType: string): Kind {
  if (contentType === 'Tool') return 'TOOL';
  if (contentType === 'Modulo') return 'MODULE';
  return 'OTHER';
}

const CODES: Record<TrackedAction, Record<Kind, string | null>> = {
  PRINT: { TOOL: 'RS114', MODULE: 'RS114', OTHER: 'NA103' },
  DOWNLOAD: { TOOL: 'NA105', MODULE: 'RS123', OTHER: 'NA105' },
  SHARE: { TOOL: 'RS113', MODULE: 'RS122', OTHER: 'NA104' },
  FAVOURITE_ADD: { TOOL: 'UC010', MODULE: 'UC030', OTHER: null },
  FAVOURITE_REMOVE: { TOOL: 'UC020', MODULE: 'UC040', OTHER: null },
};

/** Spec 1 §9 view codes: NA102 article view, RS111 tool, RS121 module. */
export function viewTrackingCode(contentType: string): string {
  const kind = kindOf(contentType);
  return kind === 'TOOL' ? 'RS111' : kind === 'MODULE' ? 'RS121' : 'NA102';
}

/** The data-tracking-code of `action` on an item of `contentType` (null: the spec names none). */
export function trackingCode(action: TrackedAction, contentType: string): string | null {
  return CODES[action][kindOf(contentType)];
}
