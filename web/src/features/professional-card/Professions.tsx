import { useQuery } from '@apollo/client/react';
import { CARD_MAX_SPECIALIZATIONS } from '@club/validation';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/forms/SelectField';
import { Button } from '../../components/ui/Button';
import { graphql } from '../../gql';
import type { CardControl } from './cardDraft';
import { MainProfessionRadio } from './MainProfessionRadio';

const HealthcareProfessionsQuery = graphql(`
  query CardHealthcareProfessions($professionId: ID!) {
    professionDetails(professionId: $professionId) {
      id
      name
    }
  }
`);

/**
 * The card's professions (spec 3 §5): each a category, with up to three specialisations for a doctor
 * or the healthcare profession for another professional (its list asked only then), one of them the
 * main profession; a profession is added or removed while more than one is left.
 */
export function Professions({ control, specialisations, otherProfessionId }: { control: CardControl; specialisations: { id: string; name: string }[]; otherProfessionId: string | null }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'professions' });
  const rows = useWatch({ control, name: 'professions' });
  const main = useWatch({ control, name: 'mainProfession' });
  const details = useQuery(HealthcareProfessionsQuery, { variables: { professionId: otherProfessionId ?? '' }, skip: !otherProfessionId || !rows?.some((r) => r.professionType === '857920006') });
  const specialisationOptions = [{ value: '', label: 'Nessuna' }, ...specialisations.map((s) => ({ value: s.id, label: s.name }))];
  const detailOptions = [{ value: '', label: 'Seleziona' }, ...(details.data?.professionDetails ?? []).map((d) => ({ value: d.id, label: d.name }))];
  const radioName = useId();
  return (
    <div className="card-rows">
      {fields.map((field, i) => (
        <div key={field.id} className="card-item" role="group" aria-label={`Professione ${i + 1}`}>
          <SelectField
            control={control}
            name={`professions.${i}.professionType`}
            label="Categoria professionale"
            options={[{ value: '', label: 'Seleziona' }, { value: '857920003', label: 'Medico' }, { value: '857920006', label: 'Altro professionista sanitario' }]}
          />
          {rows?.[i]?.professionType === '857920003'
            ? ([1, 2, 3] as const).slice(0, CARD_MAX_SPECIALIZATIONS).map((n) => (
                <SelectField key={n} control={control} name={`professions.${i}.specialization${n}`} label={`Specializzazione ${n}`} options={specialisationOptions} />
              ))
            : null}
          {rows?.[i]?.professionType === '857920006' ? <SelectField control={control} name={`professions.${i}.healthcareProfession`} label="Professione sanitaria" options={detailOptions} /> : null}
          <MainProfessionRadio control={control} index={i} name={radioName} checked={main === String(i) || fields.length === 1} />
          {fields.length > 1 ? (
            <Button variant="outline" size="sm" onClick={() => remove(i)}>
              {`Rimuovi la professione ${i + 1}`}
            </Button>
          ) : null}
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append({ professionType: '', specialization1: '', specialization2: '', specialization3: '', healthcareProfession: '' })}>
        Aggiungi una professione
      </Button>
    </div>
  );
}
