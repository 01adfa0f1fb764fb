import type { CardFormInput } from '@club/validation';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import type { CardControl } from './cardDraft';

type ArrayName = 'training' | 'workExperience' | 'certifications' | 'scientificPublications';

/** A list of the card (titles, experiences, certifications, publications): its items, each removable, and 'Aggiungi'. */
export function Rows<N extends ArrayName>({ control, name, empty, addLabel, itemLabel, render }: { control: CardControl; name: N; empty: CardFormInput[N][number]; addLabel: string; itemLabel: string; render: (i: number) => ReactNode }) {
  const { fields, append, remove } = useFieldArray({ control, name: name as 'training' });
  return (
    <div className="card-rows">
      {fields.map((field, i) => (
        <div key={field.id} className="card-item" role="group" aria-label={`${itemLabel} ${i + 1}`}>
          {render(i)}
          <Button variant="outline" size="sm" onClick={() => remove(i)}>
            {`Rimuovi ${itemLabel.toLowerCase()} ${i + 1}`}
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append(empty as CardFormInput['training'][number])}>
        {addLabel}
      </Button>
    </div>
  );
}
