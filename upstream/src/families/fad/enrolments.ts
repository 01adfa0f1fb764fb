import type { CourseStatusCode } from '@club/contracts';
import type { Db } from '../../db';

/**
 * A member's enrolments: the status call, the training area (courses by status, counts) and the
 * steps the reference player takes (enrol on access, complete a module, pass the final test).
 */

/** Spec 2 §3 course status codes: 1 in progress, 2 passed, 3 not passed, 4 expired. */
export const PASSED = 2;

export interface EnrolmentRow {
  /** 1-4: a CHECK of the table. */
  status: CourseStatusCode;
  modules_done: number;
  started: boolean;
  ended_at: string | null;
  score: number | null;
}

/** Number of modules of a course in the reference player: 3 to 5, fixed per course. */
export function moduleCount(courseId: number): number {
  return 3 + (courseId % 3);
}

export async function enrolmentOf(db: Db, userId: string, courseId: number): Promise<EnrolmentRow | null> {
  const rows = await db.query<EnrolmentRow>(
    `SELECT status, modules_done, started_at IS NOT NULL AS started, to_char(ended_at, 'DD/MM/YYYY') AS ended_at,
            score::float8 AS score
       FROM course_enrolments WHERE user_id = $1 AND course_id = $2`,
    [userId, courseId],
  );
  return rows[0] ?? null;
}

/**
 * Enrols the member (status 1, subscribed and started now) when not enrolled yet, and marks an
 * enrolled-but-not-started course as started: what opening the course at the provider does.
 */
export async function enrolAndStart(db: Db, userId: string, courseId: number): Promise<void> {
  await db.query(
    `INSERT INTO course_enrolments (user_id, course_id, status, subscribed_at, started_at, percentage, updated_at)
     VALUES ($1, $2, 1, now(), now(), 0, now())
     ON CONFLICT (user_id, course_id)
     DO UPDATE SET started_at = coalesce(course_enrolments.started_at, now()), updated_at = now()`,
    [userId, courseId],
  );
}

/** One more module completed (never past the course's count); in-progress percentage up to 90 before the test. */
export async function completeModule(db: Db, userId: string, courseId: number): Promise<void> {
  const modules = moduleCount(courseId);
  await db.query(
    `UPDATE course_enrolments
        SET modules_done = least(modules_done + 1, $3::int),
            percentage = round(least(modules_done + 1, $3::int) * 90.0 / $3::int),
            updated_at = now()
      WHERE user_id = $1 AND course_id = $2 AND status = 1`,
    [userId, courseId, modules],
  );
}

/**
 * The final test passed: status 2, ended now, score and 100 %, and the course credits recorded on
 * the member's ECM wallet (utilizzo_totale grows; the saldo, the member's allowance, is left as is).
 * The enrolment update is guarded (status 1, every module done), so a repeated submit changes
 * nothing and the credits are never recorded twice.
 */
export async function passFinalTest(db: Db, userId: string, courseId: number, score: number): Promise<boolean> {
  const updated = await db.query<{ credits: string }>(
    `UPDATE course_enrolments e
        SET status = 2, ended_at = now(), score = $3, percentage = 100, updated_at = now()
       FROM courses c
      WHERE e.user_id = $1 AND e.course_id = $2 AND c.id = e.course_id AND e.status = 1 AND e.modules_done >= $4
      RETURNING c.credits::text AS credits`,
    [userId, courseId, score, moduleCount(courseId)],
  );
  if (!updated[0]) return false;
  await db.query(
    `UPDATE wallets SET utilizzo_totale = utilizzo_totale + $2::numeric WHERE user_id = $1 AND lower(codice) = 'ecm'`,
    [userId, updated[0].credits],
  );
  return true;
}

/** Counts by status for GET /FAD/Corsi/Riepilogo. */
export async function enrolmentSummary(db: Db, userId: string): Promise<Record<'activeCourses' | 'succededCourses' | 'failedCourses' | 'expiredCourses', number>> {
  const rows = await db.query<{ status: number; n: number }>(
    `SELECT e.status, count(*)::int AS n FROM course_enrolments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = $1 AND c.published GROUP BY e.status`,
    [userId],
  );
  const count = (status: number) => rows.find((r) => r.status === status)?.n ?? 0;
  return { activeCourses: count(1), succededCourses: count(2), failedCourses: count(3), expiredCourses: count(4) };
}

/** Ids of the member's published courses with one status, most recently updated first, one page. */
export async function enrolledCourseIds(
  db: Db,
  userId: string,
  status: number,
  paging: { page: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db.query<{ id: number; total: number }>(
    `SELECT c.id, count(*) OVER ()::int AS total
       FROM course_enrolments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = $1 AND e.status = $2 AND c.published
      ORDER BY e.updated_at DESC, c.id
      LIMIT $3 OFFSET $4`,
    [userId, status, paging.limit, (paging.page - 1) * paging.limit],
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
  // Past the last page the window is empty: count separately so totalPages stays right.
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM course_enrolments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = $1 AND e.status = $2 AND c.published`,
    [userId, status],
  );
  return { ids: [], total };
}
