import { useCertificateDownload } from './useCertificateDownload';
import { useStartCourse } from './useStartCourse';

/**
 * What a list of course cards can do: start a course (spec 2 §4 outcomes) and download the
 * certificate of a passed one. One per page, so the access modals exist once, not per card.
 */
export function useCourseActions() {
  const access = useStartCourse();
  const certificates = useCertificateDownload();
  return { access, certificates };
}

export type CourseActions = ReturnType<typeof useCourseActions>;
