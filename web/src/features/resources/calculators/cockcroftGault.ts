import { formatNumber, round, sexField, type CalculatorDefinition } from './definition';

/**
 * Creatinine clearance, Cockcroft-Gault. The paper's own statement of the formula (abstract):
 * "Ccr = (140 − age)(wt kg) / 72 × Scr (mg/100 ml)" for adult males, "15% less in females" — hence × 0.85.
 * Result in mL/min (not normalised to body surface area), shown to one decimal.
 * Source: Cockcroft DW, Gault MH, "Prediction of creatinine clearance from serum creatinine",
 * Nephron 1976;16(1):31-41.
 */
export function cockcroftGault(ageYears: number, weightKg: number, creatinineMgDl: number, female: boolean): number {
  const clearance = ((140 - ageYears) * weightKg) / (72 * creatinineMgDl);
  return female ? clearance * 0.85 : clearance;
}

export const cockcroftGaultCalculator: CalculatorDefinition = {
  id: 'cockcroft-gault',
  title: 'Clearance della creatinina (Cockcroft-Gault)',
  source: 'Cockcroft DW, Gault MH, Nephron 1976;16:31-41',
  fields: [
    { kind: 'number', name: 'age', label: 'Età', unit: 'anni', min: 18, max: 120 },
    { kind: 'number', name: 'weight', label: 'Peso', unit: 'kg', min: 20, max: 400, step: 0.1 },
    { kind: 'number', name: 'creatinine', label: 'Creatinina sierica', unit: 'mg/dL', min: 0.1, max: 20, step: 0.01 },
    sexField,
  ],
  compute: (v) => {
    const value = cockcroftGault(Number(v.age), Number(v.weight), Number(v.creatinine), v.sex === 'female');
    return { value: `${formatNumber(round(value, 1), 1)} mL/min` };
  },
};
