import type { Db } from '../../db';
import { insertMany } from '../../db';
import type { SeedContext } from '../../family';
import { int, pick } from '../../random';
import {
  CREDIT_BUCKETS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  MODEL_FORMATS,
  SERIES,
  TEACHING_MODELS,
  TITLE_WORDS,
  courseObjective,
  type SeriesName,
} from './catalogue-words';
import { ECM_HISTORY_CREDITS } from './seed-ecm-history';
import { slugify } from './slug';

/** Courses seeded: over 200, as the marketing copy claims (spec 2 §9). */
export const COURSE_COUNT = 250;
/** Every 50th course is unpublished: it exists (enrolments may point at it) but no listing shows it. */
const UNPUBLISHED_EVERY = 50;
/** Promo code that unlocks some courses for registered members (spec 2 §4 access check, REGISTRATO). */
export const REGISTERED_PROMO_CODE = 'PROMO-REG';
/** Spec 2 §6: the group constant that opens courses to registered members. */
export const REGISTERED_CLUB_GROUP = 'GP_REGISTRATO_CLUB';
/** ECM provider number (spec 2 §9), the prefix of every course code. */
const ECM_PROVIDER = '2506';

/** Generic seeded members (customer codes) who carry random enrolments. */
const GENERIC_USERS = { first: 1_100_000, count: 3_000 };

type Status = 1 | 2 | 3 | 4;

/**
 * Demo personas' enrolments by status, as course ids. Chosen so the premium member's training
 * area pages (more than 6 active courses) and some enrolled courses sit on catalogue page 1.
 */
const PERSONA_ENROLMENTS: Record<string, Partial<Record<Status, number[]>>> = {
  '1000001': { 1: [11] }, // registrato
  '1000002': { 1: [5, 33], 2: [47] }, // trial
  '1000003': { 1: [2, 7, 13, 21, 34, 46, 58, 69, 77, 91], 2: [4, 16, 25, 39, 52, 63, 84, 97], 3: [9, 28, 71], 4: [31, 44, 105] }, // premium
  '1000006': { 1: [3, 18], 2: [26] }, // premium.lowcredit
  '1000007': { 1: [6, 41], 2: [12, 55], 3: [61] }, // extrial
  '1000008': { 1: [8, 37], 2: [19, 66, 88], 4: [73] }, // expremium
};
/** Active courses of the personas that are enrolled but not started yet ('Inizia il corso'). */
const NOT_STARTED = new Set(['1000003:58', '1000003:91', '1000006:18']);

export async function seedFad(db: Db, { random }: SeedContext): Promise<void> {
  await insertMany(db, 'series', ['id', 'name'], SERIES.map((name, i) => [i + 1, name]));
  await insertMany(db, 'teaching_models', ['id', 'name'], TEACHING_MODELS.map((name, i) => [i + 1, name]));
  await insertMany(db, 'courses', COURSE_COLUMNS, buildCourses(random));
  await insertMany(db, 'learning_items_without_course', ['id', 'kind', 'slug', 'title', 'description', 'series_name', 'image', 'sort_key'], [
    [1, 'ebook', EBOOK_WITHOUT_COURSE.slug, EBOOK_WITHOUT_COURSE.title, EBOOK_WITHOUT_COURSE.description, 'Legale', null, newestPublishedCourseOf('E-book') - 0.5],
  ]);
  const ebookOfTheMonth = ebookWithPartsId();
  await insertMany(db, 'course_ebook_parts', ['course_id', 'position', 'label', 'url'], EBOOK_PARTS.map((part, i) => [ebookOfTheMonth, i + 2, part.label, ebookPartPath(ebookOfTheMonth, i + 2)]));
  await insertMany(db, 'course_enrolments', ENROLMENT_COLUMNS, buildEnrolments(random));
  await insertMany(db, 'ecm_external_credits', ['id', 'user_id', 'provider', 'title', 'event_date', 'credits'], [...EXTERNAL_ECM_CREDITS, ...ECM_HISTORY_CREDITS]);
  await insertMany(db, 'ecm_external_credits', ['id', 'user_id', 'provider', 'title', 'event_date', 'credits', 'kind', 'area'], KINDED_ECM_CREDITS);
  await insertMany(db, 'ecm_obligation_adjustments', ['id', 'user_id', 'kind', 'start_date', 'end_date', 'credits'], ECM_OBLIGATION_ADJUSTMENTS);
  await insertMany(db, 'ecm_external_credits', ['id', 'user_id', 'provider', 'title', 'event_date', 'credits'], TRIAL_PLAN_EXTERNAL_CREDITS);
}

/**
 * Issue 40: the ECM obligation personas' credits, by kind and area. premium.esenzione@ (1000046) has
 * 30 self-training credits, over the 20 % cap of their lowered obligation (130: 26), so the page
 * shows 4 not counted.
 */
const KINDED_ECM_CREDITS = [
  ['8d2f1a63-3e54-4d2b-8b66-000000000001', '1000046', 'Provider 1234 – Società Italiana di Pediatria', 'Congresso nazionale di pediatria 2026', '2026-10-08', 14, 'RESIDENZIALE', 'TECNICO_PROFESSIONALE'],
  ['8d2f1a63-3e54-4d2b-8b66-000000000002', '1000046', 'Azienda Ospedaliera di Padova', 'Lettura guidata di riviste scientifiche', '2026-11-20', 30, 'AUTOFORMAZIONE', 'TECNICO_PROFESSIONALE'],
  ['8d2f1a63-3e54-4d2b-8b66-000000000003', '1000047', 'Provider 877 – Ordine dei Medici di Milano', 'Audit clinico sul rischio infettivo', '2026-06-11', 10, 'FORMAZIONE_SUL_CAMPO', 'PROCESSI'],
  ['8d2f1a63-3e54-4d2b-8b66-000000000004', '1000047', 'Università degli Studi di Milano', 'Docenza al corso di laurea in infermieristica', '2026-04-22', 8, 'DOCENZA_TUTORAGGIO', 'SISTEMA'],
];

/**
 * Issue 40: what lowers the personas' obligation. premium.esenzione@: a maternity leave from 1 March
 * to 31 July 2026 (153 days, 10 blocks of 15: 20 credits, obligation 130). premium.dossier@: an
 * individual dossier built in 2026 (40) and 132 credits in 2023-2025 (30): obligation 80.
 */
const ECM_OBLIGATION_ADJUSTMENTS = [
  ['9e3a2b74-4f65-4e3c-9c77-000000000001', '1000046', 'ESENZIONE_MATERNITA_PATERNITA', '2026-03-01', '2026-07-31', null],
  ['9e3a2b74-4f65-4e3c-9c77-000000000002', '1000047', 'DOSSIER_INDIVIDUALE', '2026-02-10', null, null],
  ['9e3a2b74-4f65-4e3c-9c77-000000000003', '1000047', 'TRIENNIO_PRECEDENTE', '2023-01-01', '2025-12-31', 132],
];

/**
 * Issue 40: trial.piano@'s credits from other providers, 98 in the current triennium, so their plan
 * has a small gap to the 70 % threshold (7 credits) and a larger one to the obligation (52).
 */
const TRIAL_PLAN_EXTERNAL_CREDITS = [
  ['7c1e0f52-2f43-4c1a-9a55-000000000401', '1000040', 'Provider 1234 – Società Italiana di Cardiologia', 'Master di ecocardiografia clinica', '2026-02-20', 50],
  ['7c1e0f52-2f43-4c1a-9a55-000000000402', '1000040', 'Provider 877 – Ordine dei Medici di Milano', 'Corso residenziale: urgenze in ambulatorio', '2026-04-11', 30],
  ['7c1e0f52-2f43-4c1a-9a55-000000000403', '1000040', 'Provider 5120 – Azienda Ospedaliera Niguarda', 'Formazione sul campo: audit clinico', '2026-06-05', 18],
];

/**
 * Credits premium@ earned at other providers in the current triennium (issue 29), so their
 * triennium page shows both kinds; fixed ids keep the seed deterministic.
 */
const EXTERNAL_ECM_CREDITS = [
  ['7c1e0f52-2f43-4c1a-9a55-000000000001', '1000003', 'Provider 1234 – Società Italiana di Cardiologia', 'Congresso nazionale di cardiologia 2026', '2026-05-16', 12],
  ['7c1e0f52-2f43-4c1a-9a55-000000000002', '1000003', 'Provider 877 – Ordine dei Medici di Milano', 'Corso residenziale: la gestione del paziente fragile', '2026-09-24', 8.5],
];

/**
 * The e-book files (spec 2 §2: a modal lists them when there are several, one file downloads
 * directly). Every seeded e-book is one file but the newest one, the e-book of the month: the e-book,
 * then these two, three files in its download modal.
 */
export const EBOOK_PARTS = [
  { label: 'Appendice: casi clinici commentati (PDF)' },
  { label: 'Schede di sintesi per la pratica (PDF)' },
] as const;

/** Where the reference upstream serves part `position` (2, 3, …) of a course's e-book. */
export function ebookPartPath(courseId: number, position: number): string {
  return `/FAD/Media/ebook/course_${courseId}_parte_${position}.pdf`;
}

/** The e-book with several files: the e-book of the month (see seedFad). */
export function ebookWithPartsId(): number {
  return newestPublishedCourseOf('E-book');
}

/**
 * An e-book the CMS indexes without a course id (spec 2 §3, §4: its page shows no e-book actions).
 * It lists second among the e-books, right after the newest one (the e-book of the month).
 */
export const EBOOK_WITHOUT_COURSE = {
  id: 'ebook-nc-1',
  slug: 'consenso-informato-guida-pratica',
  title: 'Consenso informato: guida pratica per il professionista',
  description: 'Una guida di consultazione sul consenso informato, senza corso ECM collegato: si legge, non dà crediti.',
};

/** The id of the newest published course of a teaching model (see buildCourses). */
function newestPublishedCourseOf(model: (typeof TEACHING_MODELS)[number]): number {
  for (let id = COURSE_COUNT; id >= 1; id--) {
    if (TEACHING_MODELS[Math.floor((id - 1) / SERIES.length) % TEACHING_MODELS.length] === model && id % UNPUBLISHED_EVERY !== 0) return id;
  }
  throw new Error(`No published ${model} course`);
}

/**
 * A published course of `model` next to course `id` (the same series, the nearest block of models):
 * where a seeded link must lead to a course of one model, e.g. the CMS's E-book articles to a course
 * with an e-book to download.
 */
export function publishedCourseOfModelNear(id: number, model: (typeof TEACHING_MODELS)[number]): number {
  const k = id - 1;
  const block = Math.floor(k / SERIES.length);
  const sameModelBlock = block - (block % TEACHING_MODELS.length) + TEACHING_MODELS.indexOf(model);
  const linked = sameModelBlock * SERIES.length + (k % SERIES.length) + 1;
  // Course 50, 100, … is unpublished; the one before it is in the same block.
  return linked % UNPUBLISHED_EVERY === 0 ? linked - 1 : linked;
}

const COURSE_COLUMNS = [
  'id', 'course_id', 'slug', 'title', 'card_heading', 'description', 'image', 'series_id', 'teaching_model_id',
  'credits', 'duration', 'expiry_date', 'is_external', 'link_url', 'download_pdf_url', 'video_clip_url', 'ebook_url',
  'film_formazione_url', 'promo_codes', 'groups', 'published', 'ecm_objective', 'ecm_objective_area',
];

/**
 * Course k (0-based) belongs to series k % 5 and teaching model ⌊k / 5⌋ % 4, so every
 * series × model pair has a dozen courses; titles are drawn without repetition per series.
 */
function buildCourses(random: () => number): unknown[][] {
  const titles = new Map(SERIES.map((s) => [s, shuffled(random, titleCombos(s))]));
  const slugs = new Set<string>();
  const rows: unknown[][] = [];
  for (let id = 1; id <= COURSE_COUNT; id++) {
    const k = id - 1;
    const series = SERIES[k % SERIES.length];
    const model = TEACHING_MODELS[Math.floor(k / SERIES.length) % TEACHING_MODELS.length];
    const title = titles.get(series)![Math.floor(k / SERIES.length)];
    let slug = slugify(title);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const credits = pick(random, pick(random, CREDIT_BUCKETS));
    const duration = Math.max(1, Math.round(credits * pick(random, [1, 1, 1.5]) * 2) / 2);
    const expiry = isoDate(Date.UTC(2026, 11, 31) + int(random, 0, 540) * DAY);
    const isExternal = k % 12 === 5;
    const courseCode = `${ECM_PROVIDER}-${412000 + id}`;
    const description = [
      `${pick(random, DESCRIPTION_OPENINGS)} «${title}».`,
      MODEL_FORMATS[model],
      pick(random, DESCRIPTION_CLOSINGS),
    ].join(' ');
    const promoCodes = k % 8 === 3 ? (k % 16 === 3 ? [REGISTERED_PROMO_CODE, 'PROMO-ECM50'] : [REGISTERED_PROMO_CODE]) : [];
    const groups = k % 10 === 7 ? [REGISTERED_CLUB_GROUP] : [];
    const { objective, area } = courseObjective(series, title);
    rows.push([
      id,
      courseCode,
      slug,
      title,
      `Corso ECM FAD · ${series}`,
      description,
      // A file of the media library: the portal serves it from its own origin under /media.
      `/media/corsi/${id}.svg`,
      k % SERIES.length + 1,
      Math.floor(k / SERIES.length) % TEACHING_MODELS.length + 1,
      credits,
      duration,
      expiry,
      isExternal,
      isExternal ? `https://formazione.provider-esterno.example/corsi/${courseCode}` : `/corsi-ecm-fad/${slug}`,
      `/catalogo/pdfdown/course_${id}`,
      model === 'Multimediale' ? `/FAD/Media/videoclip/course_${id}.webm` : null,
      model === 'E-book' ? `/FAD/Media/ebook/course_${id}.pdf` : null,
      model === 'Film Formazione' ? `/FAD/Media/film/course_${id}.webm` : null,
      promoCodes,
      groups,
      id % UNPUBLISHED_EVERY !== 0,
      objective,
      area,
    ]);
  }
  return rows;
}

const ENROLMENT_COLUMNS = ['user_id', 'course_id', 'status', 'subscribed_at', 'started_at', 'ended_at', 'score', 'percentage', 'updated_at'];

function buildEnrolments(random: () => number): unknown[][] {
  const rows: unknown[][] = [];
  for (const [userId, byStatus] of Object.entries(PERSONA_ENROLMENTS)) {
    for (const [status, courseIds] of Object.entries(byStatus)) {
      for (const courseId of courseIds ?? []) {
        rows.push(enrolmentRow(random, userId, courseId, Number(status) as Status, !NOT_STARTED.has(`${userId}:${courseId}`)));
      }
    }
  }
  const published = Array.from({ length: COURSE_COUNT }, (_, i) => i + 1).filter((id) => id % UNPUBLISHED_EVERY !== 0);
  for (let u = 0; u < GENERIC_USERS.count; u++) {
    const userId = String(GENERIC_USERS.first + u);
    const courseIds = new Set<number>();
    const wanted = int(random, 0, 2);
    while (courseIds.size < wanted) courseIds.add(pick(random, published));
    for (const courseId of courseIds) {
      const status = pick<Status>(random, [1, 1, 1, 1, 2, 2, 2, 3, 4]);
      rows.push(enrolmentRow(random, userId, courseId, status, status !== 1 || random() < 0.85));
    }
  }
  return rows;
}

/** One enrolment with dates and results consistent with its status. */
function enrolmentRow(random: () => number, userId: string, courseId: number, status: Status, started: boolean): unknown[] {
  const subscribed = Date.UTC(2025, 0, 10) + int(random, 0, 600) * DAY;
  const startedAt = started ? subscribed + int(random, 0, 10) * DAY : null;
  const ended = status === 2 || status === 3;
  const endedAt = ended && startedAt !== null ? startedAt + int(random, 1, 60) * DAY : null;
  const score = status === 2 ? int(random, 75, 100) : status === 3 ? int(random, 20, 70) : null;
  const percentage = ended ? 100 : started ? int(random, 5, 95) : 0;
  const updated = endedAt ?? startedAt ?? subscribed;
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return [userId, courseId, status, iso(subscribed), iso(startedAt), iso(endedAt), score, percentage, iso(updated)];
}

const DAY = 86_400_000;

function titleCombos(series: SeriesName): string[] {
  const { stems, qualifiers } = TITLE_WORDS[series];
  return stems.flatMap((stem) => qualifiers.map((q) => stem + q));
}

/** Fisher-Yates with the seed's generator (deterministic). */
function shuffled<T>(random: () => number, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function isoDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}
