import { formatNumber, sexField, type CalculatorDefinition } from './definition';

/**
 * eGFR, CKD-EPI 2021 creatinine equation (race-free):
 * eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [if female],
 * κ = 0.7 (F) / 0.9 (M), α = −0.241 (F) / −0.302 (M); Scr in mg/dL, result in mL/min/1.73 m².
 * Source: Inker LA et al., "New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race",
 * N Engl J Med 2021;385:1737-49, doi:10.1056/NEJMoa2102953 (equation as restated by the National Kidney
 * Foundation, "CKD-EPI Creatinine Equation (2021)"). Reported as a whole number, as laboratories report eGFR.
 * No published worked patient was found: the tests check values computed independently from the NKF
 * statement of the equation, and the identity at Scr = κ (eGFR = 142 × 0.9938^age, × 1.012 for women).
 */
export function ckdEpi2021(creatinineMgDl: number, ageYears: number, female: boolean): number {
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  const egfr = 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears;
  return female ? egfr * 1.012 : egfr;
}

/**
 * GFR categories of KDIGO 2012 (Kidney Int Suppl 2013;3:1-150): G1 ≥ 90 normal or high, G2 60-89 mildly
 * decreased, G3a 45-59 mildly to moderately decreased, G3b 30-44 moderately to severely decreased,
 * G4 15-29 severely decreased, G5 < 15 kidney failure.
 */
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
