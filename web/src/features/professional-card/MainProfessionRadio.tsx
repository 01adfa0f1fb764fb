import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { CardControl } from './cardDraft';

/** 'Professione principale': one radio per profession, all in one group (`name`), writing the chosen index. */
export function MainProfessionRadio({ control, index, name, checked }: { control: CardControl; index: number; name: string; checked: boolean }) {
  const id = useId();
  const { field } = useControllerFor(control);
  return (
    <div className="card-radio">
      <input type="radio" id={id} name={name} checked={checked} onChange={() => field.onChange(String(index))} />
      <label htmlFor={id}>Professione principale</label>
    </div>
  );
}

function useControllerFor(control: CardControl) {
  return useController({ control, name: 'mainProfession' });
}
