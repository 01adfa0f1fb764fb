/**
 * Which blocks an item's page shows (spec 2 §3: relatedComponents, hasContinueReading, hasTopics).
 * Editors set them per item in the CMS; the seed sets them by content type, with a few editorial
 * exceptions keyed on the id so pages without a sidebar, without 'Leggi anche' or without topics
 * exist in the demo data too.
 */
import type { Db } from '../../db';

/** The relatedComponents values, as the CMS spells them. */
export const RELATED_COMPONENTS = ['Latest Content', 'Suggested Content', 'Related Content'] as const;

/** Editorial pages (article template) carry the full set, insights first; Tools and Modules only their related items. */
const EDITORIAL_TYPES = `('Articolo', 'News', 'Guida', 'Podcast', 'Video', 'Webinar', 'Infografica')`;

export const SET_PAGE_COMPONENTS_SQL = `UPDATE cms_contents SET
  related_components = CASE
    WHEN content_type IN ${EDITORIAL_TYPES} AND id::bigint % 10 = 3 THEN ARRAY['Related Content']
    WHEN content_type IN ${EDITORIAL_TYPES} THEN ARRAY['Suggested Content', 'Related Content', 'Latest Content']
    WHEN content_type IN ('Tool', 'Modulo') THEN ARRAY['Related Content']
    ELSE '{}'::text[] END,
  has_continue_reading = content_type IN ${EDITORIAL_TYPES} AND id::bigint % 10 <> 7,
  has_topics = content_type IN ${EDITORIAL_TYPES} AND id::bigint % 10 <> 5`;

/** Migration for databases seeded before the columns existed (a fresh seed runs the same update). */
export const PAGE_COMPONENTS_MIGRATION_SQL = `
  ALTER TABLE cms_contents
    ADD COLUMN related_components text[] NOT NULL DEFAULT '{}',
    ADD COLUMN has_continue_reading boolean NOT NULL DEFAULT false,
    ADD COLUMN has_topics boolean NOT NULL DEFAULT false;
  ${SET_PAGE_COMPONENTS_SQL};
`;

export async function setPageComponents(db: Db): Promise<void> {
  await db.query(SET_PAGE_COMPONENTS_SQL);
}
