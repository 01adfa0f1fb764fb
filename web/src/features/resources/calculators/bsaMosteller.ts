import { formatNumber, round, type CalculatorDefinition } from './definition';

/**
 * Body surface area, Mosteller formula: BSA (m²) = √(height (cm) × weight (kg) / 3600), shown to two decimals.
 * Source: Mosteller RD, "Simplified calculation of body-surface area" (letter), N Engl J Med 1987;317(17):1098.
 * The letter gives the formula only, no worked patient: the tests use inputs whose product is a perfect
 * square of 3600 (180 cm × 80 kg → √4 = 2 m²) so the expected value is exact arithmetic on the published formula.
 */
export function bsaMosteller(heightCm: number, weightKg: number): number {
  return Math.sqrt((heightCm * weightKg) / 3600);
}

export const bsaCalculator: CalculatorDefinition = {
  id: 'bsa-mosteller',
  title: 'Superficie corporea (Mosteller)',
  source: 'Mosteller RD, N Engl J Med 1987;317:1098',
  fields: [
    { kind: 'number', name: 'height', label: 'Altezza', unit: 'cm', min: 40, max: 250, step: 0.1 },
    { kind: 'number', name: 'weight', label: 'Peso', unit: 'kg', min: 2, max: 400, step: 0.1 },
  ],
  compute: (v) => ({ value: `${formatNumber(round(bsaMosteller(Number(v.height), Number(v.weight)), 2), 2)} m²` }),
};
