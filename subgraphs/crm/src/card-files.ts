import { sealFileLink } from '@club/subgraph-kit';

/**
 * The files of the member's own professional card (certification documents, the profile picture)
 * under the portal's origin: the CRM keeps each at `/professionallist/professionalcards/me/documents/{id}`,
 * an address of the upstream that browsers cannot reach (before, the editor linked it and the
 * portal answered with its own page). The API hands each out as `/files/scheda/{id}?t=…`, a link
 * sealed for the member (`@club/subgraph-kit` file-links, a few minutes), which the gateway serves
 * only to a session whose upstream token the CRM accepts for that file (gateway/src/files/member-card-files.ts):
 * own data only, like the invoices' PDFs.
 */

/** The CRM's address of a card file (its id is the last segment). */
const CARD_FILE_LOCATION = /^\/professionallist\/professionalcards\/me\/documents\/([A-Za-z0-9-]{1,80})$/;

/** Portal path of a card file. */
export function cardFilePath(id: string): string {
  return `/files/scheda/${id}`;
}

/** Seals the links of one request's member. */
export class CardFileLinks {
  constructor(
    private readonly secret: string,
    private readonly memberId: string | null,
  ) {}

  /** The portal link of the card file the CRM keeps at `location`; null without one (or for an address that is not a card file). */
  link(location: string | null | undefined): string | null {
    const id = location ? CARD_FILE_LOCATION.exec(location)?.[1] : undefined;
    if (!id || !this.memberId) return null;
    return sealFileLink(this.secret, { path: cardFilePath(id), location: location!, memberId: this.memberId });
  }
}
