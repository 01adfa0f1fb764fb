import type { CardFormInput } from '@club/validation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { FieldMessageGate } from '../../components/ui/fieldMessageGate';
import type { CardControl } from './cardDraft';

type ArrayName = 'training' | 'workExperience' | 'certifications' | 'scientificPublications';

/**
 * A row's fields say nothing before they are touched (adding a row re-validates the whole list, which
 * would flag the new row's empty fields at once) or until the next submit, and their message lines
 * keep their room, so the row's 'Rimuovi' button does not move under the pointer.
 */
function RowMessages({ control, children }: { control: CardControl; children: ReactNode }) {
  const { submitCount } = useFormState({ control });
  // The submits made before the row appeared: a message needs the member's touch or a later submit.
  const [submitsSeen] = useState(submitCount);
  return <FieldMessageGate submitsSeen={submitsSeen}>{children}</FieldMessageGate>;
}

/** A list of the card (titles, experiences, certifications, publications): its items, each removable, and 'Aggiungi'. */
export function Rows<N extends ArrayName>({ control, name, empty, addLabel, itemLabel, render }: { control: CardControl; name: N; empty: CardFormInput[N][number]; addLabel: string; itemLabel: string; render: (i: number) => ReactNode }) {
  const { fields, append, remove } = useFieldArray({ control, name: name as 'training' });
  // A new row takes the focus as a whole (its name is read; Tab goes on to its first field): focusing
  // its first field instead would count as a touch once the member moves on, and flag it empty.
  const groups = useRef(new Map<string, HTMLDivElement>());
  const added = useRef(false);
  const last = fields.at(-1)?.id;
  useEffect(() => {
    if (!added.current || !last) return;
    added.current = false;
    groups.current.get(last)?.focus();
  }, [last]);
  return (
    <div className="card-rows">
      {fields.map((field, i) => (
        <div
          key={field.id}
          ref={(el) => {
            if (el) groups.current.set(field.id, el);
            else groups.current.delete(field.id);
          }}
          tabIndex={-1}
          className="card-item"
          role="group"
          aria-label={`${itemLabel} ${i + 1}`}
        >
          <RowMessages control={control}>{render(i)}</RowMessages>
          <Button variant="outline" size="sm" onClick={() => remove(i)}>
            {`Rimuovi ${itemLabel.toLowerCase()} ${i + 1}`}
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          append(empty as CardFormInput['training'][number], { shouldFocus: false });
          added.current = true;
        }}
      >
        {addLabel}
      </Button>
    </div>
  );
}
