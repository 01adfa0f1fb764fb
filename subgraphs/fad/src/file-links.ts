import { contentActions, type ViewerClaims } from '@club/policy';
import { courseAccessInput, decideCourseAccess } from './access-decision';
import type { Context } from './context';
import { COURSE_FILES, ebookPartFile, type CourseFile, type FileLinks } from './course-files';
import { statusForDecision } from './course-status';
import type { CourseParent } from './mappers';

/**
 * Every file and player URL the fad subgraph hands out is a path of the portal's own origin, never
 * the address of the upstream that holds the file: course sheets, e-books, films and video clips
 * become `/files/corsi/{id}/{file}?t=…` (a sealed, short-lived link the gateway opens and streams,
 * `@club/subgraph-kit` file-links), the course player and the catalogue `/player/…` (the gateway
 * proxies them). A link is handed out only to a viewer the policy lets open the file. The paths and
 * the per-request sealer are in ./course-files (which the request context names, so it imports
 * nothing of the resolvers' modules).
 */

export { COURSE_FILES, courseFilePath, ebookPartFile, FileLinks, type CourseFile } from './course-files';

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

/**
 * The course sheet links the API hands out. Spec 2 §7's note: 'Course PDF link: an external catalogue
 * path with pdfdown (download) or pdf (preview) and course_{id}; exact host not shown'. Two readings:
 * (a) `CATALOGUE_PATHS`: the links are those catalogue paths (`…/pdfdown/course_{id}`, `…/pdf/course_{id}`),
 * handed to the browser as the catalogue gives them; (b) `PORTAL_SIGNED`: the links are the portal's
 * own, `/files/corsi/{id}/scheda.pdf` and `/files/corsi/{id}/scheda-anteprima.pdf` with a sealed
 * short-lived token, which the gateway opens by fetching those same catalogue paths. We take (b): the
 * catalogue's address never reaches a browser, the sheet opens only for whom the policy lets download it
 * (`COURSE_SHEET_DOWNLOAD_RULE`), and the `pdfdown`/`pdf` paths are where the gateway reads the file.
 */
export const COURSE_SHEET_LINKS: 'PORTAL_SIGNED' | 'CATALOGUE_PATHS' = 'PORTAL_SIGNED';

/** The link to a course sheet ('download': pdfdown, 'preview': pdf) under `reading`; null without a sheet. */
export function courseSheetLink(
  kind: 'download' | 'preview',
  courseId: string | number,
  downloadLocation: string | null,
  links: Pick<FileLinks, 'link'>,
  reading: typeof COURSE_SHEET_LINKS = COURSE_SHEET_LINKS,
): string | null {
  const location = kind === 'download' ? downloadLocation : sheetPreviewLocation(downloadLocation);
  if (!location) return null;
  if (reading === 'CATALOGUE_PATHS') return location;
  return links.link(courseId, kind === 'download' ? COURSE_FILES.sheet : COURSE_FILES.sheetPreview, location);
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

/**
 * The e-book's further files (volumes, appendices) as portal links with their labels, under the same
 * course access decision as the e-book itself (one decision for all of them); none when it refuses.
 * Part n of the upstream's list (n = 2, 3, …) is `ebook-{n}.pdf`.
 */
export async function ebookPartLinks(course: CourseParent, context: Context): Promise<{ label: string; url: string }[]> {
  const parts = course.card.ebookParts ?? [];
  if (parts.length === 0 || !course.card.ebookUrl) return [];
  const status = await statusForDecision(course, context.dataSources.fad);
  const decision = await decideCourseAccess(context, courseAccessInput(course.card, status));
  if (decision.outcome !== 'OPEN') return [];
  return parts.flatMap((part, i) => {
    const url = context.dataSources.files.link(course.card.id, ebookPartFile(i + 2), part.url);
    return url ? [{ label: part.label, url }] : [];
  });
}
