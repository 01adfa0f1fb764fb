import { CARD_DOCUMENT_TYPES, cardDocumentProblem } from '@club/validation';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { CardControl } from './cardDraft';

/** A certification's file: checked here for type and size (the server checks again); read as a data URL. */
export function DocumentField({ control, index }: { control: CardControl; index: number }) {
  const id = useId();
  const doc = useController({ control, name: `certifications.${index}.document` });
  const name = useController({ control, name: `certifications.${index}.fileName` });
  const url = useController({ control, name: `certifications.${index}.documentUrl` });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="card-field">
      <label htmlFor={id}>Documento (PDF o immagine)</label>
      {url.field.value && !doc.field.value ? <p className="card-hint">{`Documento caricato: ${name.field.value || 'documento'}`}</p> : null}
      <input
        id={id}
        type="file"
        accept={CARD_DOCUMENT_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const refused = cardDocumentProblem(file.name, file.type, file.size);
          setProblem(refused);
          if (refused) {
            event.target.value = '';
            return;
          }
          const reader = new FileReader();
          reader.onload = () => {
            doc.field.onChange(String(reader.result));
            name.field.onChange(file.name);
          };
          reader.readAsDataURL(file);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
