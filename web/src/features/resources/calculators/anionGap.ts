import { formatNumber, type CalculatorDefinition } from './definition';

/**
 * Serum anion gap: AG (mEq/L) = Na⁺ − (Cl⁻ + HCO₃⁻); reference about 8-12 mEq/L (with albumin 4 g/dL).
 * Source: Kraut JA, Madias NE, "Serum anion gap: its uses and limitations in clinical medicine",
 * Clin J Am Soc Nephrol 2007;2:162-74.
 */
export function anionGap(sodium: number, chloride: number, bicarbonate: number): number {
  return sodium - (chloride + bicarbonate);
}

export const anionGapCalculator: CalculatorDefinition = {
  id: 'anion-gap',
  title: 'Gap anionico',
  source: 'Kraut JA, Madias NE, Clin J Am Soc Nephrol 2007;2:162-74',
  fields: [
    { kind: 'number', name: 'sodium', label: 'Sodio', unit: 'mEq/L', min: 80, max: 200, step: 0.1 },
    { kind: 'number', name: 'chloride', label: 'Cloro', unit: 'mEq/L', min: 50, max: 160, step: 0.1 },
    { kind: 'number', name: 'bicarbonate', label: 'Bicarbonato', unit: 'mEq/L', min: 1, max: 60, step: 0.1 },
  ],
  compute: (v) => {
    const value = anionGap(Number(v.sodium), Number(v.chloride), Number(v.bicarbonate));
    return { value: `${formatNumber(value, 1)} mEq/L`, interpretation: value > 12 ? 'Gap anionico aumentato' : value < 8 ? 'Gap anionico ridotto' : 'Gap anionico nella norma' };
  },
};
