import type { Db } from '../../db';
import type { ScaleContext } from '../../family';
import { genericCopyId, isGenericMember } from '../crm/seed-scale';
import { COURSE_COUNT } from './seed';

/**
 * `npm run seed -- --scale N` (upstream/README.md 'Scale'): copies 1..N-1 of the catalogue, course
 * id + k × COURSE_COUNT, as new editions of the demo's courses (same series, teaching model,
 * credits, expiry, training objective; title '… – edizione k+1', their own slug, course code and files; every 50th id
 * still unpublished), and the generic members' enrolments for their copies (copy k's member on copy
 * k's course). Set-based SQL over the demo rows; deterministic.
 */
export async function scaleFad(db: Db, { copies }: ScaleContext): Promise<void> {
  await db.query(
    `INSERT INTO courses (id, course_id, slug, title, card_heading, description, image, series_id, teaching_model_id,
       credits, duration, expiry_date, is_external, link_url, download_pdf_url, video_clip_url, ebook_url,
       film_formazione_url, promo_codes, groups, published, ecm_objective, ecm_objective_area)
     SELECT n.id, '2506-' || (412000 + n.id), n.slug, c.title || ' – edizione ' || (k + 1), c.card_heading, c.description,
            '/media/corsi/' || n.id || '.svg', c.series_id, c.teaching_model_id, c.credits, c.duration, c.expiry_date, c.is_external,
            CASE WHEN c.is_external THEN 'https://formazione.provider-esterno.example/corsi/2506-' || (412000 + n.id) ELSE '/corsi-ecm-fad/' || n.slug END,
            '/catalogo/pdfdown/course_' || n.id,
            regexp_replace(c.video_clip_url, 'course_[0-9]+', 'course_' || n.id), regexp_replace(c.ebook_url, 'course_[0-9]+', 'course_' || n.id),
            regexp_replace(c.film_formazione_url, 'course_[0-9]+', 'course_' || n.id), c.promo_codes, c.groups, c.published,
            c.ecm_objective, c.ecm_objective_area
       FROM courses c CROSS JOIN generate_series(1, $1::int) k
      CROSS JOIN LATERAL (SELECT c.id + k * ${COURSE_COUNT} AS id, c.slug || '-' || (c.id + k * ${COURSE_COUNT}) AS slug) n
      WHERE c.id <= ${COURSE_COUNT}
      ORDER BY n.id`,
    [copies],
  );
  await db.query(
    `INSERT INTO course_enrolments (user_id, course_id, status, subscribed_at, started_at, ended_at, score, percentage, updated_at, modules_done)
     SELECT ${genericCopyId('e.user_id')}, e.course_id + k * ${COURSE_COUNT}, e.status, e.subscribed_at, e.started_at, e.ended_at,
            e.score, e.percentage, e.updated_at, e.modules_done
       FROM course_enrolments e CROSS JOIN generate_series(1, $1::int) k
      WHERE ${isGenericMember('e.user_id')}
      ORDER BY k, e.id`,
    [copies],
  );
}
