import type { Db } from '../../db';
import type { ScaleContext } from '../../family';
import { FIRST_GENERIC_ID, GENERIC_MEMBERS } from '../crm/seed-members';
import { COURSE_COUNT } from '../fad/seed';
import { CONTENT_COUNTS, FIRST_ID } from './seed-contents';

/** Contents of the demo seed (5,240). */
const DEMO_CONTENTS = Object.values(CONTENT_COUNTS).reduce((a, b) => a + b, 0);
/** Copy k of content id i is i + k × CONTENT_ID_STRIDE (the demo's ids stay below FIRST_ID + the stride). */
const CONTENT_ID_STRIDE = 10_000;

/**
 * `npm run seed -- --scale N` (upstream/README.md 'Scale'): copies 1..N-1 of the editorial contents
 * (id + k × 10,000, own slug, link and media paths, parent and course of the same copy, published
 * k × 97 minutes before the original so the demo's newest item stays the newest) and favourites for
 * the copies' members (the demo has none: every third member of a copy keeps 1-6 contents of that
 * copy). The columns the seed sets by update (page components, infographic images, read counts)
 * follow the same rules on the copies' ids. Set-based SQL; deterministic.
 */
export async function scaleCms(db: Db, { copies }: ScaleContext): Promise<void> {
  if (DEMO_CONTENTS >= CONTENT_ID_STRIDE) throw new Error('the demo has more contents than the copies\' id stride');
  const newId = `(c.id::int + k * ${CONTENT_ID_STRIDE})`;
  await db.query(
    `INSERT INTO cms_contents (id, parent_id, content_type, slug, title, abstract, body, link, img_src,
       publication_date, updated_at, created_at, category_slug, collana, modello_didattico_type,
       occupations, specializations, professione, internal_tags, is_modleg, is_modscient, is_toolleg, is_toolscient,
       user_actions, topics, embedded_content, is_formativo, author, is_premium, course_id, search_text,
       read_count, related_components, has_continue_reading, has_topics)
     SELECT n.id::text, CASE WHEN c.parent_id IS NULL THEN NULL ELSE (c.parent_id::int + k * ${CONTENT_ID_STRIDE})::text END,
            c.content_type, n.slug, c.title, c.abstract, c.body, left(c.link, length(c.link) - length(c.slug)) || n.slug,
            CASE WHEN c.content_type = 'Infografica' THEN '/media/infografiche/' || n.id || '.svg' ELSE c.img_src END,
            c.publication_date - k * interval '97 minutes', c.updated_at - k * interval '97 minutes', c.created_at - k * interval '97 minutes',
            c.category_slug, c.collana, c.modello_didattico_type, c.occupations, c.specializations, c.professione, c.internal_tags,
            c.is_modleg, c.is_modscient, c.is_toolleg, c.is_toolscient, c.user_actions, c.topics,
            CASE WHEN c.embedded_content IS NULL THEN NULL ELSE '/media/embed/' || n.id END,
            c.is_formativo, c.author, c.is_premium,
            CASE WHEN c.course_id IS NULL THEN NULL ELSE (c.course_id::int + k * ${COURSE_COUNT})::text END, c.search_text,
            -- seedMagazines' read counts, and the page components of the id's last digit (the stride keeps it).
            (n.id::bigint * 7919) % 10007, c.related_components, c.has_continue_reading, c.has_topics
       FROM cms_contents c CROSS JOIN generate_series(1, $1::int) k
      CROSS JOIN LATERAL (SELECT ${newId} AS id, regexp_replace(c.slug, '-[0-9]+$', '') || '-' || ${newId} AS slug) n
      WHERE length(c.id) = 6 AND c.id BETWEEN '${FIRST_ID}' AND '${FIRST_ID + DEMO_CONTENTS - 1}'
      ORDER BY n.id`,
    [copies],
  );
  await db.query(
    `INSERT INTO cms_favourites (user_id, content_id, type, created_at)
     SELECT (${FIRST_GENERIC_ID} + k * ${GENERIC_MEMBERS} + i)::text, c.id,
            CASE c.content_type WHEN 'Tool' THEN 'Tool' WHEN 'Modulo' THEN 'Modulo' ELSE 'Editoriale' END,
            timestamptz '2026-01-15 09:00:00+00' - (j * 5 + i % 11) * interval '1 day' - i * interval '1 minute'
       FROM generate_series(1, $1::int) k
      CROSS JOIN generate_series(0, ${GENERIC_MEMBERS - 1}, 3) i
      CROSS JOIN LATERAL generate_series(1, 1 + i % 6) j
       JOIN cms_contents c ON c.id = (${FIRST_ID} + (i * 131 + j * 977) % ${DEMO_CONTENTS} + k * ${CONTENT_ID_STRIDE})::text
      ORDER BY k, i, j`,
    [copies],
  );
}
