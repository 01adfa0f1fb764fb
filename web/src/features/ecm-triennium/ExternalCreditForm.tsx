import { CombinedGraphQLErrors } from '@apollo/client';
import { clubDay } from '@club/wire/club-day';
import { ECM_FIRST_TRIENNIUM_START } from '@club/policy';
import { ecmCertificateProblem, externalEcmCreditSchema } from '@club/validation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { useIdempotentMutation } from '../../lib/idempotency';
import { CreditKindAreaFields, useCreditKindArea } from './CreditKindAreaFields';
import type { CertificateFields } from './certificate-fields';
import { CertificateField } from './CertificateField';
import { italianDay } from './format';
import { fileBytes } from './read-file';
import { CorrectExternalEcmCreditMutation, EcmTrienniumPageQuery, RecordExternalEcmCreditMutation } from './queries';

const FIELDS = ['provider', 'title', 'eventCode', 'date', 'credits', 'certificate'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** The form's field a server refusal names (the certificate's parts are the certificate's), or null. */
function fieldOf(name: unknown): Field | null {
  if (name === 'contentBase64' || name === 'fileName') return 'certificate';
  return (FIELDS as readonly unknown[]).includes(name) ? (name as Field) : null;
}

export interface EditedCredit {
  id: string;
  provider: string;
  title: string;
  date: string;
  credits: number;
  eventCode?: string | null;
  certificateName: string | null;
  kind?: string | null;
  area?: string | null;
}

/** The form's values with what a certificate says in place of what it read (the rest as the member left it). */
function withCertificate<V extends Record<string, string>>(values: V, read: CertificateFields): V {
  const found = Object.entries(read).filter(([field, value]) => field in values && value);
  return { ...values, ...Object.fromEntries(found) };
}

/** The certificate as the API takes it: its name and its bytes in base64. */
async function readCertificate(file: File): Promise<{ bytes: Uint8Array; upload: { fileName: string; contentBase64: string } }> {
  const bytes = await fileBytes(file);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { bytes, upload: { fileName: file.name, contentBase64: btoa(binary) } };
}

/**
 * Records a credit earned at another provider, or corrects one (`editing`): the rules of
 * packages/validation in the browser, again on the server (whose field message is shown the same
 * way). What the member typed stays in the form when anything fails.
 */
export function ExternalCreditForm({ period, editing, onDone }: { period: { start: string; end: string }; editing?: EditedCredit; onDone?: () => void }) {
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState({
    provider: editing?.provider ?? '',
    title: editing?.title ?? '',
    eventCode: editing?.eventCode ?? '',
    date: editing ? italianDay(editing.date) : '',
    credits: editing ? String(editing.credits).replace('.', ',') : '',
  });
  const kindArea = useCreditKindArea(editing);
  const [file, setFile] = useState<File | null>(null);
  const [removeCertificate, setRemoveCertificate] = useState(false);
  const [reading, setReading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const refetchQueries = [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'];
  // Idempotency keys (lib/idempotency): a retried submit records the credit once.
  const [record, recording] = useIdempotentMutation(RecordExternalEcmCreditMutation, { refetchQueries, awaitRefetchQueries: true });
  const [correct, correcting] = useIdempotentMutation(CorrectExternalEcmCreditMutation, { refetchQueries, awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Issue 40: credits of past trienni too, from the first of the policy's table (the history and the insurance triennium count them).
    const schema = externalEcmCreditSchema({ start: ECM_FIRST_TRIENNIUM_START, end: period.end, today: clubDay() });
    const parsed = schema.safeParse(values);
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    const certificate = file ? await readCertificate(file) : null;
    const problem = certificate ? ecmCertificateProblem({ bytes: certificate.bytes }) : null;
    if (problem) found.certificate = problem;
    setErrors(found);
    const kinds = kindArea.check();
    if (!parsed.success || problem || !kinds) {
      const first = FIELDS.find((f) => found[f]);
      const focus = first ?? (kinds ? null : kindArea.errors.kind === undefined && kindArea.value.kind ? 'area' : 'kind');
      if (focus) document.getElementById(`${formId}-${focus}`)?.focus();
      return;
    }
    const input = { ...parsed.data, ...kinds, certificate: certificate?.upload ?? null, removeCertificate };
    try {
      if (editing) await correct({ variables: { id: editing.id, input } });
      else await record({ variables: { input } });
      toast.show(editing ? 'Credito aggiornato.' : 'Credito registrato.', 'success');
      if (!editing) {
        setValues({ provider: '', title: '', eventCode: '', date: '', credits: '' });
        kindArea.reset();
        setFile(null);
      }
      onDone?.();
    } catch (error) {
      // Every refusal shows: on its field when the form has it, else as a toast (an input the form
      // does not show, such as the certificate's content); anything else is the failure toast.
      const rejected = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT') : undefined;
      const field = fieldOf(rejected?.extensions?.field);
      if (rejected && field) setErrors({ [field]: rejected.message });
      else if (rejected) toast.show(rejected.message, 'danger');
      else toast.show('Non è stato possibile salvare il credito. Riprova più tardi.', 'danger');
    }
  };

  const bind = (field: Exclude<Field, 'certificate'>) => ({
    id: `${formId}-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  return (
    <form className="triennium-form" noValidate onSubmit={(e) => void submit(e)} aria-label={editing ? `Correggi il credito: ${editing.title}` : 'Registra un credito esterno'}>
      <TextField label="Provider" required {...bind('provider')} placeholder="Es. Provider 1234 – Società scientifica" />
      <TextField label="Titolo dell'evento" required {...bind('title')} />
      <TextField label="Codice evento (facoltativo)" {...bind('eventCode')} placeholder="Es. 5120-461203" />
      <TextField label="Data" required {...bind('date')} placeholder="gg/mm/aaaa" inputMode="numeric" />
      <TextField label="Crediti" required {...bind('credits')} placeholder="Es. 4,5" inputMode="decimal" />
      <CreditKindAreaFields state={kindArea} idPrefix={formId} />
      <CertificateField
        id={`${formId}-certificate`}
        error={errors.certificate}
        currentName={editing?.certificateName}
        onFile={setFile}
        onRead={(read) => setValues((v) => withCertificate(v, read))}
        onError={(message) => setErrors((e) => ({ ...e, certificate: message }))}
        onReading={setReading}
      />
      {editing?.certificateName ? (
        <label className="triennium-form__check">
          <input type="checkbox" checked={removeCertificate} onChange={(e) => setRemoveCertificate(e.target.checked)} /> Rimuovi l&apos;attestato allegato
        </label>
      ) : null}
      <Button type="submit" disabled={reading} loading={recording.loading || correcting.loading}>
        {editing ? 'Salva le modifiche' : 'Registra il credito'}
      </Button>
    </form>
  );
}

