import { formatNumber, round, type CalculatorDefinition } from './definition';

/**
 * Albumin-corrected calcium (Payne): corrected Ca (mg/dL) = measured Ca + 0.8 × (4.0 − albumin (g/dL)).
 * Source: Payne RB et al., "Interpretation of serum calcium in patients with abnormal serum proteins",
 * BMJ 1973;4:643-6.
 */
export function correctedCalcium(calciumMgDl: number, albuminGDl: number): number {
  return calciumMgDl + 0.8 * (4 - albuminGDl);
}

export const correctedCalciumCalculator: CalculatorDefinition = {
  id: 'corrected-calcium',
  title: 'Calcemia corretta per l’albumina',
  source: 'Payne RB et al., BMJ 1973;4:643-6',
  fields: [
    { kind: 'number', name: 'calcium', label: 'Calcio sierico', unit: 'mg/dL', min: 1, max: 25, step: 0.1 },
    { kind: 'number', name: 'albumin', label: 'Albumina sierica', unit: 'g/dL', min: 0.5, max: 7, step: 0.1 },
  ],
  compute: (v) => ({ value: `${formatNumber(round(correctedCalcium(Number(v.calcium), Number(v.albumin)), 1), 1)} mg/dL` }),
};
