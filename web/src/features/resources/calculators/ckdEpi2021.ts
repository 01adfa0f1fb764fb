import { formatNumber, sexField, type CalculatorDefinition } from './definition';

/**
 * eGFR, CKD-EPI 2021 creatinine equation (race-free):
 * eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [if female],
 * κ = 0.7 (F) / 0.9 (M), α = −0.241 (F) / −0.302 (M); Scr in mg/dL, result in mL/min/1.73 m².
 * Source: Inker LA et al., "New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race",
 * N Engl J Med 2021;385:1737-49.
 */
export function ckdEpi2021(creatinineMgDl: number, ageYears: number, female: boolean): number {
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  const egfr = 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears;
  return female ? egfr * 1.012 : egfr;
}

/** KDIGO 2012 GFR categories. */
export function gfrCategory(egfr: number): string {
  if (egfr >= 90) return 'G1 (normale o elevato)';
  if (egfr >= 60) return 'G2 (lievemente ridotto)';
  if (egfr >= 45) return 'G3a (da lievemente a moderatamente ridotto)';
  if (egfr >= 30) return 'G3b (da moderatamente a gravemente ridotto)';
  if (egfr >= 15) return 'G4 (gravemente ridotto)';
  return 'G5 (insufficienza renale)';
}

export const ckdEpiCalculator: CalculatorDefinition = {
  id: 'egfr-ckd-epi-2021',
  title: 'eGFR (CKD-EPI 2021)',
  source: 'Inker LA et al., N Engl J Med 2021;385:1737-49',
  fields: [
    { kind: 'number', name: 'creatinine', label: 'Creatinina sierica', unit: 'mg/dL', min: 0.1, max: 20, step: 0.01 },
    { kind: 'number', name: 'age', label: 'Età', unit: 'anni', min: 18, max: 120 },
    sexField,
  ],
  compute: (v) => {
    const value = Math.round(ckdEpi2021(Number(v.creatinine), Number(v.age), v.sex === 'female'));
    return { value: `${formatNumber(value, 0)} mL/min/1,73 m²`, interpretation: gfrCategory(value) };
  },
};
