import { useQuery } from '@apollo/client/react';
import { ECM_OBJECTIVE_AREA_LABELS, type EcmObjectiveArea } from '@club/policy';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { getFragmentData, type FragmentType } from '../../gql';
import { CourseAccessModals, coursePath, useCourseActions, type CourseActions } from '../courses';
import { formatCredits } from './format';
import { EcmPlanStepFragment, EcmTrienniumPlanQuery } from './queries';

/** What would close a gap the startable courses leave (the server's `remedy`, issue 40). */
export const PLAN_REMEDY_TEXT = {
  UPGRADE: { text: 'Con l’abbonamento completo avresti i crediti ECM per i corsi che mancano.', link: 'Passa a Premium' },
  BUY_CREDITS: { text: 'I corsi che mancano richiedono più crediti ECM di quelli a tua disposizione.', link: 'Scopri i piani per ottenerne altri' },
} as const;

/** Italian list: 'A', 'A e B', 'A, B e C'. */
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);

/** The sentence naming the objective areas the member has no credits in yet (issue 40), null without any. */
export function missingAreasText(areas: readonly EcmObjectiveArea[]): string | null {
  if (areas.length === 0) return null;
  const names = listed(areas.map((a) => ECM_OBJECTIVE_AREA_LABELS[a]));
  return areas.length === 1
    ? `In questo triennio non hai ancora crediti nell’area ${names}: a parità di corsi, il piano sceglie quelli di quest’area.`
    : `In questo triennio non hai ancora crediti nelle aree ${names}: a parità di corsi, il piano sceglie quelli di queste aree.`;
}

/**
 * The plan: the fewest catalogue courses the member can start now (their profession, their ECM
 * balance) that close the gap to 70 % and to the whole obligation, covering the objective areas the
 * member has no credits in where that takes no more courses (the server chooses them). Each starts through the normal access decision
 * (spec 2 §4: the server decides, the modals say why not).
 */
export function TrienniumPlan() {
  const { data, loading, error } = useQuery(EcmTrienniumPlanQuery, { errorPolicy: 'all' });
  const actions = useCourseActions();
  const plan = data?.viewer.user?.ecmTriennium?.plan;
  return (
    <section className="triennium-section" aria-labelledby="triennium-plan-title">
      <h2 id="triennium-plan-title">Il tuo piano</h2>
      {loading && !plan ? <Spinner label="Calcolo del piano" /> : null}
      {!loading && !plan ? <p role="alert">{error ? 'Non è stato possibile calcolare il piano. Riprova più tardi.' : null}</p> : null}
      {plan ? (
        <>
          {plan.missingAreas.length > 0 ? <p className="triennium-plan__missing">{missingAreasText(plan.missingAreas)}</p> : null}
          <PlanStep title="Per la soglia del 70%" step={plan.toThreshold} actions={actions} />
          <PlanStep title="Per l'obbligo completo" step={plan.toObligation} actions={actions} />
        </>
      ) : null}
      <CourseAccessModals access={actions.access} />
    </section>
  );
}

function PlanStep({ title, step: stepRef, actions }: { title: string; step: FragmentType<typeof EcmPlanStepFragment>; actions: CourseActions }) {
  const step = getFragmentData(EcmPlanStepFragment, stepRef);
  return (
    <div className="triennium-plan">
      <h3>{title}</h3>
      {step.gap <= 0 ? (
        <p>Obiettivo raggiunto: non ti servono altri corsi.</p>
      ) : (
        <>
          <p>
            Ti mancano {formatCredits(step.gap)} crediti:{' '}
            {step.closesGap
              ? `${step.courses.length === 1 ? 'basta 1 corso' : `bastano ${step.courses.length} corsi`} del catalogo (${formatCredits(step.credits)} crediti).`
              : `i corsi che puoi iniziare ora ne danno ${formatCredits(step.credits)}.`}
          </p>
          {step.remedy && step.remedyUrl ? (
            <p className="triennium-plan__remedy">
              {PLAN_REMEDY_TEXT[step.remedy].text} <Link to={step.remedyUrl}>{PLAN_REMEDY_TEXT[step.remedy].link}</Link>
            </p>
          ) : null}
          <ol className="triennium-plan__courses">
            {step.courses.map((course) => (
              <li key={course.id}>
                <Link to={coursePath(course.slug)}>{course.title}</Link>
                <span className="triennium-plan__credits">{formatCredits(course.credits)} crediti</span>
                {course.ecmObjectiveArea ? <span className="triennium-plan__area">Area: {ECM_OBJECTIVE_AREA_LABELS[course.ecmObjectiveArea]}</span> : null}
                <Button size="sm" loading={actions.access.startingId === course.id} aria-label={`Inizia il corso: ${course.title}`} onClick={() => void actions.access.start(course.id)}>
                  Inizia il corso
                </Button>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
