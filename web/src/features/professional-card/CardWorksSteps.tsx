import { CARD_DOCUMENT_MAX_BYTES } from '@club/validation';
import { SelectField } from '../../components/forms/SelectField';
import { TextInputField } from '../../components/forms/TextInputField';
import type { CardControl, Draft, YearOptions } from './cardDraft';
import { Rows } from './CardRows';
import { DocumentField } from './DocumentField';

type StepProps = { ids: string; control: CardControl; years: YearOptions };

/** Step 6: the certifications (title, year, a document checked for type and size). */
export function CertificationsStep({ ids, control, years: { yearOptions }, draft }: StepProps & { draft: Draft }) {
  // Each stored document's short-lived download link, by the address the form keeps for it.
  const downloads = new Map(draft.certifications.filter((c) => c.documentUrl && c.downloadUrl).map((c) => [c.documentUrl!, c.downloadUrl!] as const));
  return (
    <fieldset className="card-step" id={`${ids}-step-5`}>
      <legend>6. Certificazioni</legend>
      <p className="card-hint">{`Documento PDF o immagine, al massimo ${Math.round(CARD_DOCUMENT_MAX_BYTES / 1024)} KB.`}</p>
      <Rows
        control={control}
        name="certifications"
        empty={{ title: '', year: '', documentUrl: '', fileName: '', document: '' }}
        addLabel="Aggiungi una certificazione"
        itemLabel="Certificazione"
        render={(i) => (
          <>
            <TextInputField control={control} name={`certifications.${i}.title`} label="Titolo" />
            <SelectField control={control} name={`certifications.${i}.year`} label="Anno" options={yearOptions} />
            <DocumentField control={control} index={i} downloads={downloads} />
          </>
        )}
      />
    </fieldset>
  );
}

/** Step 7: the scientific publications (title, journal, year, link). */
export function PublicationsStep({ ids, control, years: { yearOptions } }: StepProps) {
  return (
    <fieldset className="card-step" id={`${ids}-step-6`}>
      <legend>7. Pubblicazioni</legend>
      <Rows
        control={control}
        name="scientificPublications"
        empty={{ title: '', journal: '', year: '', link: '' }}
        addLabel="Aggiungi una pubblicazione"
        itemLabel="Pubblicazione"
        render={(i) => (
          <>
            <TextInputField control={control} name={`scientificPublications.${i}.title`} label="Titolo" />
            <TextInputField control={control} name={`scientificPublications.${i}.journal`} label="Rivista" />
            <SelectField control={control} name={`scientificPublications.${i}.year`} label="Anno" options={yearOptions} />
            <TextInputField control={control} name={`scientificPublications.${i}.link`} label="Link" type="url" />
          </>
        )}
      />
    </fieldset>
  );
}
