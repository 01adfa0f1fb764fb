/**
 * A clinical calculator as the Tool page renders it: the pure formula lives in the calculator's own
 * module; the definition describes its inputs (label, unit, accepted range) and turns the form's
 * values into the formula's arguments and a readable result.
 */
export type NumberField = { kind: 'number'; name: string; label: string; unit?: string; min: number; max: number; step?: number };
export type SelectField = { kind: 'select'; name: string; label: string; options: { value: string; label: string }[] };
export type CheckboxField = { kind: 'checkbox'; name: string; label: string };
export type CalculatorField = NumberField | SelectField | CheckboxField;

/** Validated form values: numbers for number fields, the chosen value for selects, booleans for checkboxes. */
export type CalculatorValues = Record<string, number | string | boolean>;

export type CalculatorResult = { value: string; interpretation?: string };

export interface CalculatorDefinition {
  id: string;
  title: string;
  /** Where the formula comes from, shown under the result. */
  source: string;
  fields: CalculatorField[];
  compute(values: CalculatorValues): CalculatorResult;
}

/** Italian number formatting with a fixed number of decimals. */
export function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Rounds half away from zero to `decimals` places (tests compare against published rounded values). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export const sexField: SelectField = {
  kind: 'select',
  name: 'sex',
  label: 'Sesso',
  options: [
    { value: 'male', label: 'Maschio' },
    { value: 'female', label: 'Femmina' },
  ],
};

/** Score calculators: one checkbox per criterion, each worth its points. */
export type Criterion = { name: string; label: string; points: number };

export function criteriaFields(criteria: readonly Criterion[]): CheckboxField[] {
  return criteria.map((c) => ({ kind: 'checkbox', name: c.name, label: `${c.label} (${c.points > 0 ? '+' : ''}${c.points})` }));
}

export function criteriaScore(criteria: readonly Criterion[], checked: Record<string, boolean>): number {
  return criteria.reduce((sum, c) => sum + (checked[c.name] ? c.points : 0), 0);
}

/** A score in Italian: "1 punto", "3 punti", with a true minus sign for negative Wells scores. */
export function pointsLabel(score: number): string {
  const number = score < 0 ? `−${-score}` : String(score);
  return `${number} ${Math.abs(score) === 1 ? 'punto' : 'punti'}`;
}

export function checkedOf(values: CalculatorValues): Record<string, boolean> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true]));
}
