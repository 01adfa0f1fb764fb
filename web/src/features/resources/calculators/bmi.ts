import { formatNumber, round, type CalculatorDefinition } from './definition';

/**
 * Body mass index: BMI = weight (kg) / height (m)².
 * Classification: WHO, "Obesity: preventing and managing the global epidemic", Technical Report Series 894
 * (Geneva, 2000) — underweight < 18.5, normal range 18.5–24.9, pre-obese 25.0–29.9, obese class I 30.0–34.9,
 * class II 35.0–39.9, class III ≥ 40 kg/m².
 * Published worked examples used by the tests:
 * - CDC, "About Adult BMI" (metric example): 68 kg, 165 cm → 68 ÷ 1.65² = 24.98 (rounded to two decimals,
 *   as we show it);
 * - WHO, "BMI classification" page: 70 kg, 1.75 m → 22.9.
 */
export function bmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** WHO adult categories, obesity split into its three classes as the WHO table does. */
export function bmiCategory(value: number): string {
  if (value < 18.5) return 'Sottopeso';
  if (value < 25) return 'Normopeso';
  if (value < 30) return 'Sovrappeso';
  if (value < 35) return 'Obesità di classe I';
  if (value < 40) return 'Obesità di classe II';
  return 'Obesità di classe III';
}

export const bmiCalculator: CalculatorDefinition = {
  id: 'bmi',
  title: 'Indice di massa corporea (BMI)',
  source: 'OMS, TRS 894 (2000): peso (kg) / altezza (m)²',
  fields: [
    { kind: 'number', name: 'weight', label: 'Peso', unit: 'kg', min: 2, max: 400, step: 0.1 },
    { kind: 'number', name: 'height', label: 'Altezza', unit: 'cm', min: 40, max: 250, step: 0.1 },
  ],
  compute: (v) => {
    const value = round(bmi(Number(v.weight), Number(v.height)), 2);
    return { value: `${formatNumber(value, 2)} kg/m²`, interpretation: bmiCategory(value) };
  },
};
