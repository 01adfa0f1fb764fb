import { formatNumber, round, type CalculatorDefinition } from './definition';

/**
 * Body mass index: BMI = weight (kg) / height (m)².
 * Source: WHO, "Obesity: preventing and managing the global epidemic", TRS 894 (2000);
 * CDC "About Adult BMI" worked example: 68 kg, 165 cm → 68 ÷ 1.65² = 24.98.
 */
export function bmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** WHO adult categories. */
export function bmiCategory(value: number): string {
  if (value < 18.5) return 'Sottopeso';
  if (value < 25) return 'Normopeso';
  if (value < 30) return 'Sovrappeso';
  return 'Obesità';
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
