import { CARD_DEGREE_TYPES } from '@club/validation';
import { SelectField } from '../../components/forms/SelectField';
import { TextInputField } from '../../components/forms/TextInputField';
import type { CardControl, YearOptions } from './cardDraft';
import { Rows } from './CardRows';

type StepProps = { ids: string; control: CardControl; years: YearOptions };

/** Step 4: the titles (type, title, institute, year). */
export function TrainingStep({ ids, control, years: { yearOptions } }: StepProps) {
  return (
    <fieldset className="card-step" id={`${ids}-step-3`}>
      <legend>4. Formazione</legend>
      <Rows
        control={control}
        name="training"
        empty={{ degreeType: '', title: '', institute: '', year: '' }}
        addLabel="Aggiungi un titolo"
        itemLabel="Titolo"
        render={(i) => (
          <>
            <SelectField control={control} name={`training.${i}.degreeType`} label="Tipo di titolo" options={[{ value: '', label: 'Seleziona' }, ...CARD_DEGREE_TYPES.map((d) => ({ value: d, label: d }))]} />
            <TextInputField control={control} name={`training.${i}.title`} label="Titolo" />
            <TextInputField control={control} name={`training.${i}.institute`} label="Istituto" />
            <SelectField control={control} name={`training.${i}.year`} label="Anno" options={yearOptions} />
          </>
        )}
      />
    </fieldset>
  );
}

/** Step 5: the work experiences (role, employer, from, to: empty while it goes on). */
export function WorkExperienceStep({ ids, control, years: { years, yearOptions } }: StepProps) {
  return (
    <fieldset className="card-step" id={`${ids}-step-4`}>
      <legend>5. Esperienze lavorative</legend>
      <Rows
        control={control}
        name="workExperience"
        empty={{ role: '', employer: '', fromYear: '', toYear: '' }}
        addLabel="Aggiungi un'esperienza"
        itemLabel="Esperienza"
        render={(i) => (
          <>
            <TextInputField control={control} name={`workExperience.${i}.role`} label="Ruolo" />
            <TextInputField control={control} name={`workExperience.${i}.employer`} label="Struttura" />
            <SelectField control={control} name={`workExperience.${i}.fromYear`} label="Dal" options={yearOptions} />
            <SelectField control={control} name={`workExperience.${i}.toYear`} label="Al (vuoto se in corso)" options={[{ value: '', label: 'In corso' }, ...years]} />
          </>
        )}
      />
    </fieldset>
  );
}
