import { useId } from 'react';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { Button } from '../../components/ui/Button';
import { ContactsStep, PresentationStep, ProfessionsStep } from './CardAboutSteps';
import { TrainingStep, WorkExperienceStep } from './CardCareerSteps';
import { useYearOptions, type Draft } from './cardDraft';
import { CardPublishingStep } from './CardPublishingStep';
import { CardState } from './CardState';
import { CardStepsNav } from './CardStepsNav';
import { CertificationsStep, PublicationsStep } from './CardWorksSteps';
import { useCardSave } from './useCardSave';

export interface CardFormProps {
  draft: Draft;
  specialisations: { id: string; name: string }[];
  otherProfessionId: string | null;
}

/** The card editor (spec 3 §5): its eight steps in one form, saved whole on the draft's version. */
export function CardForm({ draft, specialisations, otherProfessionId }: CardFormProps) {
  const { form, submit, status, saving } = useCardSave(draft);
  const years = useYearOptions();
  const ids = useId();
  const control = form.control;
  return (
    <Form form={form} onValid={submit} className="card-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        Modifica la tua scheda professionale
      </h2>
      <CardState draft={draft} />
      <CardStepsNav ids={ids} current={draft.status === 0 ? draft.step : undefined} />
      <ProfessionsStep ids={ids} control={control} specialisations={specialisations} otherProfessionId={otherProfessionId} />
      <PresentationStep ids={ids} control={control} draft={draft} />
      <ContactsStep ids={ids} control={control} draft={draft} />
      <TrainingStep ids={ids} control={control} years={years} />
      <WorkExperienceStep ids={ids} control={control} years={years} />
      <CertificationsStep ids={ids} control={control} years={years} draft={draft} />
      <PublicationsStep ids={ids} control={control} years={years} />
      <CardPublishingStep ids={ids} control={control} draft={draft} />
      <FormStatus message={status} />
      <div className="card-actions">
        <Button type="submit" loading={saving}>
          Salva la scheda
        </Button>
      </div>
    </Form>
  );
}
