import { CARD_DOCUMENT_TYPES, cardDocumentProblem } from '@club/validation';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { CardFileInput } from './CardFileInput';
import type { CardControl } from './cardDraft';
import { CARD_STATE_TEXTS } from './cardTexts';

/** A certification's file: checked here for type and size (the server checks again); read as a data URL. */
export function DocumentField({ control, index, downloads }: { control: CardControl; index: number; downloads: ReadonlyMap<string, string> }) {
  const id = useId();
  const doc = useController({ control, name: `certifications.${index}.document` });
  const name = useController({ control, name: `certifications.${index}.fileName` });
  const url = useController({ control, name: `certifications.${index}.documentUrl` });
  return (
    <div className="card-field">
      <label htmlFor={id}>Documento (PDF o immagine)</label>
      {url.field.value && !doc.field.value ? (
        <p className="card-hint">
          {`Documento caricato: ${name.field.value || 'documento'}`}
          {downloads.get(url.field.value) ? (
            <>
              {' '}
              {/* A portal link, valid a few minutes, for the owner's session only (the gateway's /files/scheda). */}
              <a href={downloads.get(url.field.value)} download={name.field.value || true}>
                {CARD_STATE_TEXTS.download(name.field.value || 'documento')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <CardFileInput
        id={id}
        accept={CARD_DOCUMENT_TYPES}
        problemOf={cardDocumentProblem}
        onFile={(dataUrl, fileName) => {
          doc.field.onChange(dataUrl);
          name.field.onChange(fileName);
        }}
      />
    </div>
  );
}
