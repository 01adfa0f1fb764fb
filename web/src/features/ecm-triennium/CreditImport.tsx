import { CombinedGraphQLErrors } from '@apollo/client';
import { ECM_FIRST_TRIENNIUM_START } from '@club/policy';
import { clubDay } from '@club/wire/club-day';
import { ECM_IMPORT_TEMPLATE, readEcmImport, type EcmImport, type RecordedEcmCredit } from '@club/validation';
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { useToast } from '../../components/ui/Toast';
import { useIdempotentMutation } from '../../lib/idempotency';
import { ImportPreview } from './ImportPreview';
import { fileText } from './read-file';
import { EcmTrienniumPageQuery, ImportExternalEcmCreditsMutation } from './queries';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${ECM_IMPORT_TEMPLATE}`)}`;
const TOO_LARGE = `Il file supera i ${UPLOAD_MAX_BYTES / 1024} KB: dividilo in più file.`;

/**
 * Importing many external credits from a CSV file (issue 40): the file is read and checked in the
 * page (packages/validation ecm-import), every row shown with its problems; nothing is saved until
 * the member confirms, then the good rows go in one write (importExternalEcmCredits, which checks
 * them again and stores all or none).
 */
export function CreditImport({ period, recorded }: { period: { start: string; end: string }; recorded: readonly RecordedEcmCredit[] }) {
  const toast = useToast();
  const inputId = useId();
  const [read, setRead] = useState<EcmImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useIdempotentMutation(ImportExternalEcmCreditsMutation, { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true });
  const goodRows = read?.rows.filter((r) => r.credit) ?? [];
  const good = goodRows.map((r) => r.credit!);

  const pick = async (file: File | undefined) => {
    setRead(null);
    setProblem(null);
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(TOO_LARGE);
    const result = readEcmImport(await fileText(file), { start: ECM_FIRST_TRIENNIUM_START, end: period.end, today: clubDay() }, recorded);
    setProblem(result.problem);
    setRead(result.problem ? null : result);
  };

  const confirm = async () => {
    try {
      await save({ variables: { credits: good.map(({ provider, title, date, credits, eventCode, kind }) => ({ provider, title, date, credits, eventCode, kind })) } });
      toast.show(good.length === 1 ? 'Importato 1 credito.' : `Importati ${good.length} crediti.`, 'success');
      setRead(null);
    } catch (error) {
      const rejected = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT') : undefined;
      // The server names the refused credit by its place in the batch: the member knows it by its line.
      const row = rejected?.extensions?.row;
      const line = typeof row === 'number' ? goodRows[row]?.line : undefined;
      toast.show(rejected ? `${line ? `Riga ${line}: ` : ''}${rejected.message}` : 'Non è stato possibile importare i crediti. Riprova più tardi.', 'danger');
    }
  };

  return (
    <section className="triennium-section triennium-import" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Importa più crediti da un file CSV</h2>
      <p>
        Una riga per credito, con le colonne Codice evento, Titolo, Provider, Tipologia, Data fine, Crediti (separate da punto e virgola, come le salva Excel).{' '}
        <a href={TEMPLATE_HREF} download="modello-crediti-ecm.csv">
          Scarica il modello
        </a>
        . Prima di salvare vedi l&apos;anteprima: le righe con errori o già registrate non vengono importate.
      </p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          File CSV dei crediti
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv" className="form-field__control" onChange={(e) => void pick(e.target.files?.[0])} aria-describedby={problem ? `${inputId}-error` : undefined} />
        <FieldError id={problem ? `${inputId}-error` : undefined} message={problem} />
      </div>
      {read ? (
        <>
          <ImportPreview rows={read.rows} />
          <p role="status">
            {good.length} righe da importare su {read.rows.length}.
          </p>
          <Button disabled={good.length === 0} loading={saving.loading} onClick={() => void confirm()}>
            {good.length === 1 ? 'Importa 1 credito' : `Importa ${good.length} crediti`}
          </Button>
          <Button variant="link" onClick={() => setRead(null)}>
            Annulla
          </Button>
        </>
      ) : null}
    </section>
  );
}
