import { formatNumber, type CalculatorField, type CalculatorValues } from './definition';

export type RawValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

function decimalsOf(step: number | undefined): number {
  if (!step || Number.isInteger(step)) return 0;
  return String(step).split('.')[1]?.length ?? 0;
}

/** The message under a number field whose value is outside its range. */
export function rangeMessage(field: { min: number; max: number; unit?: string; step?: number }): string {
  const d = decimalsOf(field.step);
  const unit = field.unit ? ` ${field.unit}` : '';
  return `Inserisci un valore tra ${formatNumber(field.min, d)} e ${formatNumber(field.max, d)}${unit}.`;
}

/**
 * Turns the form's raw values into calculator values, or the per-field messages. Numbers accept the
 * Italian decimal comma.
 */
export function validateValues(fields: readonly CalculatorField[], raw: RawValues): { values: CalculatorValues } | { errors: FieldErrors } {
  const values: CalculatorValues = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const input = raw[field.name];
    if (field.kind === 'checkbox') {
      values[field.name] = input === true;
    } else if (field.kind === 'select') {
      if (typeof input !== 'string' || !field.options.some((o) => o.value === input)) errors[field.name] = 'Seleziona un valore.';
      else values[field.name] = input;
    } else {
      const text = typeof input === 'string' ? input.trim().replace(',', '.') : '';
      if (text === '') {
        errors[field.name] = 'Inserisci un valore.';
        continue;
      }
      const number = Number(text);
      if (!Number.isFinite(number) || number < field.min || number > field.max) errors[field.name] = rangeMessage(field);
      else values[field.name] = number;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
