import { formatNumber, round, type CalculatorDefinition } from './definition';

/**
 * Albumin-adjusted calcium, Payne's formula exactly as the paper states it (abstract): "Adjusted calcium =
 * calcium − albumin + 4.0, where calcium is in mg/100 ml and albumin in g/100 ml" — i.e. 1 mg/dL of calcium
 * per g/dL of albumin below 4.0 g/dL. (The popular "+ 0.8 × (4 − albumin)" variant is often credited to
 * Payne but is not the published coefficient.)
 * Source: Payne RB, Little AJ, Williams RB, Milner JR, "Interpretation of serum calcium in patients with
 * abnormal serum proteins", Br Med J 1973;4(5893):643-6, doi:10.1136/bmj.4.5893.643, PMID 4758544.
 * The abstract gives the formula, not a worked patient: the tests apply it by hand (8.0 mg/dL with albumin
 * 2.0 g/dL → 8.0 − 2.0 + 4.0 = 10.0 mg/dL).
 */
export function correctedCalcium(calciumMgDl: number, albuminGDl: number): number {
  return calciumMgDl - albuminGDl + 4;
}

export const correctedCalciumCalculator: CalculatorDefinition = {
  id: 'corrected-calcium',
  title: 'Calcemia corretta per l’albumina',
  source: 'Payne RB et al., BMJ 1973;4:643-6: calcio − albumina + 4,0',
  fields: [
    { kind: 'number', name: 'calcium', label: 'Calcio sierico', unit: 'mg/dL', min: 1, max: 25, step: 0.1 },
    { kind: 'number', name: 'albumin', label: 'Albumina sierica', unit: 'g/dL', min: 0.5, max: 7, step: 0.1 },
  ],
  compute: (v) => ({ value: `${formatNumber(round(correctedCalcium(Number(v.calcium), Number(v.albumin)), 1), 1)} mg/dL` }),
};
