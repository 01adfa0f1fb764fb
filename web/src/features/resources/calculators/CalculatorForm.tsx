import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { TextField } from '../../../components/ui/TextField';
import type { CalculatorDefinition, CalculatorResult } from './definition';
import { validateValues, type FieldErrors, type RawValues } from './validateValues';
import './calculators.css';

function initialValues(calculator: CalculatorDefinition): RawValues {
  return Object.fromEntries(
    calculator.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : f.kind === 'select' ? (f.options[0]?.value ?? '') : '']),
  );
}

/**
 * The form of one calculator: labelled inputs with their units, a message under each invalid field,
 * and the result announced in a polite live region.
 */
export function CalculatorForm({ calculator }: { calculator: CalculatorDefinition }) {
  const [raw, setRaw] = useState<RawValues>(() => initialValues(calculator));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const idPrefix = useId();

  const set = (name: string, value: string | boolean) => setRaw((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = validateValues(calculator.fields, raw);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      setResult(null);
      return;
    }
    setErrors({});
    setResult(calculator.compute(outcome.values));
  };

  return (
    <section className="calculator" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{calculator.title}</h2>
      <form noValidate onSubmit={submit} className="calculator__form">
        {calculator.fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          if (field.kind === 'checkbox') {
            return (
              <div key={field.name} className="calculator__check">
                <input id={id} type="checkbox" checked={raw[field.name] === true} onChange={(e) => set(field.name, e.target.checked)} />
                <label htmlFor={id}>{field.label}</label>
              </div>
            );
          }
          if (field.kind === 'select') {
            return (
              <Select
                key={field.name}
                id={id}
                label={field.label}
                options={field.options}
                value={String(raw[field.name])}
                onChange={(e) => set(field.name, e.target.value)}
              />
            );
          }
          return (
            <TextField
              key={field.name}
              id={id}
              label={field.unit ? `${field.label} (${field.unit})` : field.label}
              inputMode="decimal"
              autoComplete="off"
              value={String(raw[field.name])}
              error={errors[field.name] ?? null}
              onChange={(e) => set(field.name, e.target.value)}
            />
          );
        })}
        <Button type="submit">Calcola</Button>
      </form>
      <div className="calculator__result" aria-live="polite">
        {result && (
          <>
            <p>
              Risultato: <strong>{result.value}</strong>
            </p>
            {result.interpretation && <p>{result.interpretation}</p>}
            <p className="calculator__source">Fonte: {calculator.source}</p>
          </>
        )}
      </div>
    </section>
  );
}
