import { contentActions, type ViewerClaims } from '@club/policy';
import { sealFileLink } from '@club/subgraph-kit';
import { courseAccessInput, decideCourseAccess } from './access-decision';
import type { Context } from './context';
import { statusForDecision } from './course-status';
import type { CourseParent } from './mappers';

/**
 * Every file and player URL the fad subgraph hands out is a path of the portal's own origin, never
 * the address of the upstream that holds the file: course sheets, e-books, films and video clips
 * become `/files/corsi/{id}/{file}?t=…` (a sealed, short-lived link the gateway opens and streams,
 * `@club/subgraph-kit` file-links), the course player and the catalogue `/player/…` (the gateway
 * proxies them). A link is handed out only to a viewer the policy lets open the file.
 */

/** The protected files of a course, by the last segment of their portal path. */
export const COURSE_FILES = {
  sheet: 'scheda.pdf',
  sheetPreview: 'scheda-anteprima.pdf',
  ebook: 'ebook.pdf',
  film: 'film.webm',
  videoClip: 'videoclip.webm',
} as const;
export type CourseFile = (typeof COURSE_FILES)[keyof typeof COURSE_FILES];

/** Portal path of a course file. */
export function courseFilePath(courseId: string | number, file: CourseFile): string {
  return `/files/corsi/${courseId}/${file}`;
}

/**
 * Who may download a course sheet. Spec 2 names the course sheet download (CF101) but no rule for
 * it; two readings: (a) the sheet is the course's public description, anyone may download it;
 * (b) it is a download like any other content's, and spec 1 §6 asks a visitor to register for free
 * to download ('Registrati gratis per scaricare questo contenuto'). We take (b): the content
 * download decision of packages/policy for a free, non-premium item.
 */
export const COURSE_SHEET_DOWNLOAD_RULE: 'CONTENT_DOWNLOAD' | 'PUBLIC' = 'CONTENT_DOWNLOAD';

const COURSE_SHEET_AS_CONTENT = { contentType: 'Scheda corso', isPremium: false, flags: {} };

export function mayDownloadCourseSheet(viewer: ViewerClaims): boolean {
  if (COURSE_SHEET_DOWNLOAD_RULE === 'PUBLIC') return true;
  return contentActions(viewer, COURSE_SHEET_AS_CONTENT).find((d) => d.action === 'DOWNLOAD')?.allowed ?? false;
}

/** Spec 2 §7 note: the sheet's preview is the download path with `pdf` in place of `pdfdown`. */
export function sheetPreviewLocation(downloadLocation: string | null): string | null {
  if (!downloadLocation || !/\/pdfdown\/course_/.test(downloadLocation)) return null;
  return downloadLocation.replace('/pdfdown/course_', '/pdf/course_');
}

/** Seals file links for one request's viewer and maps the upstream's player URLs to portal paths. */
export class FileLinks {
  constructor(
    private readonly secret: string,
    private readonly upstreamUrl: string,
    private readonly memberId: string | null,
  ) {}

  /** The portal link of a course file held at `location`; null when there is no file. */
  link(courseId: string | number, file: CourseFile, location: string | null | undefined): string | null {
    if (!location) return null;
    return sealFileLink(this.secret, { path: courseFilePath(courseId, file), location, memberId: this.memberId });
  }

  /**
   * A URL the upstream hands out for the browser (course player, FAD catalogue): on the upstream's
   * own origin it becomes the portal path under /player (which the gateway proxies); any other
   * path of the upstream is not for browsers (null). An external provider's address stays.
   */
  browserUrl(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url, this.upstreamUrl);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(this.upstreamUrl).origin) return parsed.protocol === 'https:' ? parsed.href : null;
    return parsed.pathname.startsWith('/player/') ? `${parsed.pathname}${parsed.search}` : null;
  }
}

/**
 * The link to a course's teaching material (e-book, film): handed out only when the course access
 * decision of spec 2 §4 opens the course for the viewer (the same decision as `startCourse`), so
 * the material is not a way around the course's access check.
 */
export async function courseMaterialLink(course: CourseParent, file: CourseFile, location: string | null | undefined, context: Context): Promise<string | null> {
  if (!location) return null;
  const status = await statusForDecision(course, context.dataSources.fad);
  const decision = await decideCourseAccess(context, courseAccessInput(course.card, status));
  return decision.outcome === 'OPEN' ? context.dataSources.files.link(course.card.id, file, location) : null;
}
