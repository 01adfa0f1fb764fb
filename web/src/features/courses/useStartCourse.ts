import { useCallback, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import type { CourseAccessOutcome } from '../../gql/graphql';
import { serviceErrorMessage } from './serviceError';

const StartCourseMutation = graphql(`
  mutation StartCourse($courseId: ID!) {
    startCourse(courseId: $courseId) {
      decision {
        outcome
        reason
      }
      accessUrl
    }
  }
`);

/** A modal outcome of spec 2 §4 (everything but OPEN), for the course it concerns. */
export type BlockedOutcome = Exclude<CourseAccessOutcome, 'OPEN'>;
export type CourseAccessModalState = { outcome: BlockedOutcome; reason: string | null; courseId: string };

/** Opens the course player in a new window, without giving it a handle on this page. */
export function openInNewWindow(url: string) {
  window.open(url, '_blank', 'noopener');
}

/**
 * Spec 2 §4 'Starting a course'. The server decides (startCourse re-checks with the course's fresh
 * status) and the web only shows the outcome: OPEN opens the returned URL in a new window, any
 * other outcome opens its modal (rendered by <CourseAccessModals>). One hook for the card and
 * the course page, so both behave the same.
 */
export function useStartCourse() {
  // Starting enrols the member at the provider: one idempotent write per click, one start at a time.
  const [mutate] = useIdempotentMutation(StartCourseMutation);
  const toast = useToast();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [modal, setModal] = useState<CourseAccessModalState | null>(null);

  const startOnce = useCallback(
    async (courseId: string) => {
      setStartingId(courseId);
      try {
        const { data } = await mutate({ variables: { courseId } });
        const result = data?.startCourse;
        if (!result) return;
        const { outcome, reason } = result.decision;
        if (outcome === 'OPEN') {
          if (result.accessUrl) openInNewWindow(result.accessUrl);
          setModal(null);
        } else {
          setModal({ outcome, reason: reason ?? null, courseId });
        }
      } catch (error) {
        toast.show(serviceErrorMessage(error, '/FAD/Utente/AutoLogin'), 'danger');
      } finally {
        setStartingId(null);
      }
    },
    [mutate, toast],
  );
  const start = useSingleFlight(startOnce);

  const closeModal = useCallback(() => setModal(null), []);

  return { start, startingId, modal, closeModal };
}

export type StartCourseApi = ReturnType<typeof useStartCourse>;
