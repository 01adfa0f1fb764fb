import { CombinedGraphQLErrors } from '@apollo/client';
import { ECM_ADJUSTMENT_KIND_RULES, ECM_ADJUSTMENT_KINDS } from '@club/policy';
import { ECM_PERIOD_ADJUSTMENT_KINDS, ecmObligationAdjustmentSchema } from '@club/validation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { useIdempotentMutation } from '../../lib/idempotency';
import { RecordEcmObligationAdjustmentMutation } from './obligation-queries';
import { EcmTrienniumPageQuery } from './queries';

const KIND_OPTIONS = [{ value: '', label: 'Scegli il tipo' }, ...ECM_ADJUSTMENT_KINDS.map((k) => ({ value: k, label: ECM_ADJUSTMENT_KIND_RULES[k].label }))];
const FIELDS = ['kind', 'start', 'end', 'credits'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { kind: '', start: '', end: '', credits: '' };

/**
 * An exemption or exoneration with its period, a dossier with the day it was built, or the previous
 * triennium's credits, without days (the server names the triennium before the current one) (issue 40): the rules of packages/validation here and again on the server,
 * whose refusal shows on its field. The server says what it takes off the obligation.
 */
export function AdjustmentForm() {
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [record, recording] = useIdempotentMutation(RecordEcmObligationAdjustmentMutation, { refetchQueries: [{ query: EcmTrienniumPageQuery }, 'EcmTrienniumPlan'], awaitRefetchQueries: true });
  const period = ECM_PERIOD_ADJUSTMENT_KINDS.includes(values.kind);
  const previous = values.kind === 'TRIENNIO_PRECEDENTE';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The previous triennium's figure goes without days: the server names the triennium before the current one.
    const parsed = ecmObligationAdjustmentSchema.safeParse({ ...values, start: previous ? null : values.start, end: period ? values.end : null, credits: previous ? values.credits : null });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success) {
      document.getElementById(`${formId}-${FIELDS.find((f) => found[f]) ?? 'kind'}`)?.focus();
      return;
    }
    try {
      const { data } = await record({ variables: { input: parsed.data } });
      const reduction = data?.recordEcmObligationAdjustment.reduction ?? 0;
      toast.show(reduction > 0 ? `Registrato: l'obbligo scende di ${String(reduction).replace('.', ',')} crediti.` : 'Registrato.', 'success');
      setValues(EMPTY);
    } catch (error) {
      const rejected = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT') : undefined;
      const field = FIELDS.find((f) => f === rejected?.extensions?.field);
      if (rejected && field) setErrors({ [field]: rejected.message });
      else toast.show(rejected?.message ?? 'Non è stato possibile registrare. Riprova più tardi.', 'danger');
    }
  };

  const bind = (field: Field) => ({
    id: `${formId}-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });
  const { error: kindError, ...kind } = bind('kind');

  return (
    <form className="triennium-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Registra un'esenzione, un esonero o una riduzione">
      <div>
        <Select label="Tipo" required options={KIND_OPTIONS} {...kind} aria-invalid={kindError ? true : undefined} aria-describedby={kindError ? `${formId}-kind-error` : undefined} />
        {kindError ? <p className="form-field__error" id={`${formId}-kind-error`}>{kindError}</p> : null}
      </div>
      {previous ? null : <TextField label={period ? 'Dal' : 'Data di costruzione del dossier'} required {...bind('start')} placeholder="gg/mm/aaaa" inputMode="numeric" />}
      {period ? <TextField label="Al" required {...bind('end')} placeholder="gg/mm/aaaa" inputMode="numeric" /> : null}
      {previous ? <TextField label="Crediti acquisiti nel triennio precedente (dall'anagrafe Co.Ge.A.P.S.)" required {...bind('credits')} placeholder="Es. 132" inputMode="decimal" /> : null}
      <Button type="submit" loading={recording.loading}>
        Registra
      </Button>
    </form>
  );
}
