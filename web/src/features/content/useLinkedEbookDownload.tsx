import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { fetchAndSaveFile } from '../../components/content/downloadFile';
import { graphql } from '../../gql';
import { CourseAccessModals, type CourseAccessModalState } from '../courses';

const LinkedCourseEbookQuery = graphql(`
  query LinkedCourseEbook($courseId: ID!) {
    course(id: $courseId) {
      id
      slug
      ebookUrl
      accessDecision {
        outcome
        reason
      }
    }
  }
`);

export interface LinkedEbookDownload {
  /**
   * Saves the linked course's e-book: resolves true once saved, false when the course's access
   * decision refused it (its modal is then open); rejects when the file could not be had.
   */
  download: (() => Promise<boolean>) | null;
  /** The course's access modals (upgrade, credits, fiscal code, products), to render once on the page. */
  modals: ReactNode;
}

/**
 * Spec 1 §9 NA105 and spec 2 §2: 'Scarica' on a CMS E-book article downloads the e-book of the
 * course it links. The e-book is the course's, so the course's access decision rules it: the server
 * hands out the file link only when the course opens for the viewer (`Course.ebookUrl`), and
 * otherwise the page shows the course's modal for the reason, as the e-book pages do. Asked at the
 * click, not with the page: the article's first answer stays the same for every member.
 */
export function useLinkedEbookDownload(courseId: string | null | undefined): LinkedEbookDownload {
  const client = useApolloClient();
  const [refusal, setRefusal] = useState<CourseAccessModalState | null>(null);

  const download = useCallback(async (): Promise<boolean> => {
    if (!courseId) return false;
    const { data } = await client.query({ query: LinkedCourseEbookQuery, variables: { courseId }, fetchPolicy: 'network-only' });
    const course = data?.course;
    if (course?.ebookUrl) {
      await fetchAndSaveFile(course.ebookUrl, `${course.slug}.pdf`);
      return true;
    }
    const decision = course?.accessDecision;
    if (decision && decision.outcome !== 'OPEN') {
      setRefusal({ outcome: decision.outcome, reason: decision.reason ?? null, courseId });
      return false;
    }
    throw new Error(`No e-book for course ${courseId}`);
  }, [client, courseId]);

  const modals = (
    <CourseAccessModals
      access={{
        modal: refusal,
        closeModal: () => setRefusal(null),
        // Once the fiscal code is saved, the download is asked again with the fresh decision.
        start: async () => {
          setRefusal(null);
          await download().catch(() => false);
        },
        startingId: null,
      }}
    />
  );
  return { download: courseId ? download : null, modals };
}
