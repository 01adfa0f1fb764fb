import { sealFileLink } from '@club/subgraph-kit';

/**
 * The portal paths of a course's protected files and the per-request sealer of their links
 * (`@club/subgraph-kit` file-links; the gateway opens and streams them). ./file-links decides who
 * gets a link; this module depends on nothing of the subgraph, so the request context can name it.
 */

/** The protected files of a course, by the last segment of their portal path. */
export const COURSE_FILES = {
  sheet: 'scheda.pdf',
  sheetPreview: 'scheda-anteprima.pdf',
  ebook: 'ebook.pdf',
  film: 'film.webm',
  videoClip: 'videoclip.webm',
} as const;
/** Part `position` (2, 3, …) of a course's e-book: `ebook-2.pdf`, `ebook-3.pdf`, … (`ebook.pdf` is the e-book itself). */
export type EbookPartFile = `ebook-${number}.pdf`;
export type CourseFile = (typeof COURSE_FILES)[keyof typeof COURSE_FILES] | EbookPartFile;

export function ebookPartFile(position: number): EbookPartFile {
  return `ebook-${position}.pdf`;
}

/** Portal path of a course file. */
export function courseFilePath(courseId: string | number, file: CourseFile): string {
  return `/files/corsi/${courseId}/${file}`;
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
