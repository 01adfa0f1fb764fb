/**
 * Schema of the FAD (ECM distance learning) family: the catalogue (series, teaching models, courses)
 * and members' enrolments. Designed so the later slices (course access, training area, certificates)
 * only add columns or tables: enrolments already keep the dates a certificate prints and an index
 * for "my courses by status".
 */
export const fadMigrations = [
  {
    id: '200_fad_init',
    sql: `
      -- Collane (spec 2 §9: the 5 thematic series).
      CREATE TABLE IF NOT EXISTS series (
        id int PRIMARY KEY,
        name text NOT NULL UNIQUE
      );

      -- Modelli didattici (spec 2 §3).
      CREATE TABLE IF NOT EXISTS teaching_models (
        id int PRIMARY KEY,
        name text NOT NULL UNIQUE
      );

      -- One row per course card (spec 2 §3 course card).
      CREATE TABLE IF NOT EXISTS courses (
        id int PRIMARY KEY,
        course_id text NOT NULL UNIQUE,            -- the ECM event code shown as courseId
        slug text NOT NULL UNIQUE,                 -- /corsi-ecm-fad/{slug}
        title text NOT NULL,
        card_heading text,
        description text,
        image text,                                -- path under the service's public URL
        series_id int NOT NULL REFERENCES series (id),
        teaching_model_id int NOT NULL REFERENCES teaching_models (id),
        credits numeric(5, 1) NOT NULL CHECK (credits > 0),
        duration numeric(5, 1),                    -- hours
        expiry_date date,
        is_external boolean NOT NULL DEFAULT false,
        link_url text,
        download_pdf_url text,
        video_clip_url text,
        ebook_url text,
        film_formazione_url text,
        promo_codes text[] NOT NULL DEFAULT '{}',  -- joined with '|' on the wire
        groups text[] NOT NULL DEFAULT '{}',
        published boolean NOT NULL DEFAULT true
      );
      CREATE INDEX IF NOT EXISTS courses_series_idx ON courses (series_id);
      CREATE INDEX IF NOT EXISTS courses_teaching_model_idx ON courses (teaching_model_id);
      CREATE INDEX IF NOT EXISTS courses_credits_idx ON courses (credits);

      -- A member's enrolment on a course. Status codes (spec 2 §3): 1 in progress, 2 passed,
      -- 3 not passed, 4 expired. The *_at columns are null until the step happens.
      CREATE TABLE IF NOT EXISTS course_enrolments (
        id serial PRIMARY KEY,
        user_id text NOT NULL,
        course_id int NOT NULL REFERENCES courses (id),
        status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
        subscribed_at timestamptz,
        started_at timestamptz,
        ended_at timestamptz,
        score numeric(5, 1),
        percentage numeric(5, 1) NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 100),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX IF NOT EXISTS course_enrolments_user_course_idx ON course_enrolments (user_id, course_id);
      CREATE INDEX IF NOT EXISTS course_enrolments_user_status_idx ON course_enrolments (user_id, status);
    `,
  },
  {
    // The reference course player (player.ts): one-time player links handed out by AutoLogin and the
    // modules a member completed on an enrolment.
    id: '201_fad_player',
    sql: `
      CREATE TABLE IF NOT EXISTS course_player_links (
        token text PRIMARY KEY,
        user_id text NOT NULL,
        course_id int NOT NULL REFERENCES courses (id),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE course_enrolments ADD COLUMN IF NOT EXISTS modules_done smallint NOT NULL DEFAULT 0;
    `,
  },
  {
    // No statistics on the texts the catalogue search matches with ILIKE: with them, planning every
    // search runs the pattern over the columns' sample values, which cost more than the search itself.
    id: '202_fad_search_text_statistics',
    sql: `ALTER TABLE courses ALTER COLUMN title SET STATISTICS 0, ALTER COLUMN description SET STATISTICS 0;`,
  },
  {
    // E-books and training films the CMS indexes without a course (spec 2 §3 search doc with no
    // id_course_it; spec 2 §4 'E-book and Film Formazione actions appear only when the page has a
    // course id'). sort_key places an item among the courses of its kind (which list newest course first).
    id: '205_fad_learning_items_without_course',
    sql: `
      CREATE TABLE IF NOT EXISTS learning_items_without_course (
        id int PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('ebook', 'film')),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        description text,
        series_name text NOT NULL,
        image text,
        sort_key numeric NOT NULL
      );
    `,
  },
  {
    // The member's ECM triennium (issue 29): credits recorded from other providers, with an optional
    // certificate, and the individual obligation from the member's Co.Ge.A.P.S. statement. Rows are
    // the member's own: every query names user_id.
    id: '206_fad_ecm_triennium',
    sql: `
      CREATE TABLE IF NOT EXISTS ecm_external_credits (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        provider text NOT NULL,
        title text NOT NULL,
        event_date date NOT NULL,
        credits numeric(5, 1) NOT NULL CHECK (credits > 0),
        certificate_name text,
        certificate bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS ecm_external_credits_user_date_idx ON ecm_external_credits (user_id, event_date);
      CREATE TABLE IF NOT EXISTS ecm_obligations (
        user_id text PRIMARY KEY,
        obligation numeric(5, 1) NOT NULL CHECK (obligation >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS course_enrolments_user_ended_idx ON course_enrolments (user_id, ended_at) WHERE status = 2;
    `,
  },
  {
    // The catalogue's queries at scale (issue 30, upstream/src/scale.test.ts: no sequential scan of the
    // courses at 20× the demo): the published courses in id order (the count of an unfiltered page is an
    // index-only scan, the page a walk of it), and the search text through trigrams on title and
    // description. A Postgres server without pg_trgm keeps working, the texts then scanned (as migration 315).
    id: '210_fad_catalogue_indexes',
    sql: `
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm unavailable: the catalogue search scans the courses';
      END $$;
      CREATE INDEX IF NOT EXISTS courses_published_idx ON courses (id) WHERE published;
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX IF NOT EXISTS courses_title_trgm_idx ON courses USING gin (title gin_trgm_ops);
          CREATE INDEX IF NOT EXISTS courses_description_trgm_idx ON courses USING gin (description gin_trgm_ops);
        END IF;
      END $$;
    `,
  },
  {
    // An e-book's further files (spec 2 §2 'Download modal for e-book files … direct download when only
    // one file'): the e-book itself stays `courses.ebook_url`; its volumes or appendices follow in order.
    id: '211_fad_course_ebook_parts',
    sql: `
      CREATE TABLE IF NOT EXISTS course_ebook_parts (
        course_id int NOT NULL REFERENCES courses (id),
        position int NOT NULL CHECK (position BETWEEN 2 AND 9),
        label text NOT NULL,
        url text NOT NULL,
        PRIMARY KEY (course_id, position)
      );
    `,
  },
  {
    // What the ECM obligation really is (issue 40, part OBLIGATION): each external credit's kind and
    // training-objective area (@club/policy ecm-obligation; rows recorded before keep the defaults,
    // a credit from elsewhere being most often a congress or a residential course), and what the
    // member enters to lower their obligation: exemptions and exonerations with their period, a
    // dossier formativo (the day it was built), the previous triennium's credits. The member's own rows.
    id: '214_fad_ecm_obligation',
    sql: `
      ALTER TABLE ecm_external_credits ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'RESIDENZIALE';
      ALTER TABLE ecm_external_credits ADD COLUMN IF NOT EXISTS area text NOT NULL DEFAULT 'TECNICO_PROFESSIONALE';
      CREATE TABLE IF NOT EXISTS ecm_obligation_adjustments (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        kind text NOT NULL,
        start_date date NOT NULL,
        end_date date CHECK (end_date IS NULL OR end_date >= start_date),
        credits numeric(5, 1) CHECK (credits IS NULL OR credits >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS ecm_obligation_adjustments_user_idx ON ecm_obligation_adjustments (user_id, start_date);
    `,
  },
  {
    // Issue 40 (entering credits without typing): an external credit's ECM event code (as the
    // certificate and the registry's export print it), optional. Duplicates of an import are judged on
    // code and day, so the pair is indexed per member.
    id: '216_fad_ecm_external_event_code',
    sql: `
      ALTER TABLE ecm_external_credits ADD COLUMN IF NOT EXISTS event_code text;
      CREATE INDEX IF NOT EXISTS ecm_external_credits_user_code_idx ON ecm_external_credits (user_id, event_code, event_date) WHERE event_code IS NOT NULL;
    `,
  },
  {
    // Issue 40 (the plan covers the objective areas still missing): the national training objective
    // each course is accredited under (obiettivi formativi nazionali, 1-38) and its area, as the
    // external credits' area (214). Null for a course recorded before: it counts in the portal's
    // default area (@club/policy PORTAL_COURSE_AREA).
    id: '218_fad_course_ecm_objective',
    sql: `
      ALTER TABLE courses ADD COLUMN IF NOT EXISTS ecm_objective smallint CHECK (ecm_objective BETWEEN 1 AND 38);
      ALTER TABLE courses ADD COLUMN IF NOT EXISTS ecm_objective_area text CHECK (ecm_objective_area IN ('TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA'));
    `,
  },
];
