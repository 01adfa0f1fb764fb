import { ECM_CREDIT_KIND_LABELS, ECM_CREDIT_KINDS, ECM_OBJECTIVE_AREA_LABELS, ECM_OBJECTIVE_AREAS, type EcmCreditKind, type EcmObjectiveArea } from '@club/policy';
import { ecmCreditKindAreaSchema } from '@club/validation';
import { useState } from 'react';
import { FieldError } from '../../components/ui/FieldError';
import { Select } from '../../components/ui/Select';

const KIND_OPTIONS = [{ value: '', label: 'Scegli la tipologia' }, ...ECM_CREDIT_KINDS.map((k) => ({ value: k, label: ECM_CREDIT_KIND_LABELS[k] }))];
const AREA_OPTIONS = [{ value: '', label: "Scegli l'area" }, ...ECM_OBJECTIVE_AREAS.map((a) => ({ value: a, label: ECM_OBJECTIVE_AREA_LABELS[a] }))];

type KindArea = { kind: string; area: string };
type Errors = Partial<Record<keyof KindArea, string>>;

/**
 * An external credit's kind and objective area (issue 40): required in the form (the API takes them
 * as optional for older callers), checked with packages/validation's rules and messages.
 */
export function useCreditKindArea(editing?: { kind?: string | null; area?: string | null }) {
  const [value, setValue] = useState<KindArea>({ kind: editing?.kind ?? '', area: editing?.area ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  /** The two choices, or null (with the errors shown). */
  const check = (): { kind: EcmCreditKind; area: EcmObjectiveArea } | null => {
    const parsed = ecmCreditKindAreaSchema.safeParse(value);
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof KindArea] ??= issue.message;
    setErrors(found);
    return parsed.success ? (parsed.data as { kind: EcmCreditKind; area: EcmObjectiveArea }) : null;
  };
  return { value, setValue, errors, setErrors, check, reset: () => setValue({ kind: '', area: '' }) };
}

export function CreditKindAreaFields({ state, idPrefix }: { state: ReturnType<typeof useCreditKindArea>; idPrefix: string }) {
  const field = (name: keyof KindArea, label: string, options: { value: string; label: string }[]) => (
    <div>
      <Select
        id={`${idPrefix}-${name}`}
        label={label}
        required
        options={options}
        value={state.value[name]}
        aria-invalid={state.errors[name] ? true : undefined}
        aria-describedby={state.errors[name] ? `${idPrefix}-${name}-error` : undefined}
        onChange={(e) => state.setValue((v) => ({ ...v, [name]: e.target.value }))}
      />
      <FieldError id={state.errors[name] ? `${idPrefix}-${name}-error` : undefined} message={state.errors[name]} />
    </div>
  );
  return (
    <>
      {field('kind', 'Tipologia', KIND_OPTIONS)}
      {field('area', 'Area degli obiettivi formativi', AREA_OPTIONS)}
    </>
  );
}
