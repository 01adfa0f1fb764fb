import { checkedOf, criteriaFields, criteriaScore, type CalculatorDefinition, type Criterion } from './definition';

/**
 * CHA2DS2-VASc stroke risk in atrial fibrillation: C congestive heart failure 1, H hypertension 1,
 * A2 age ≥ 75 2, D diabetes 1, S2 prior stroke/TIA/thromboembolism 2, V vascular disease 1,
 * A age 65-74 1, Sc female sex 1 (0-9).
 * Source: Lip GYH et al., "Refining clinical risk stratification for predicting stroke and thromboembolism
 * in atrial fibrillation", Chest 2010;137:263-72.
 */
export const CHA2DS2_VASC_CRITERIA: readonly Criterion[] = [
  { name: 'heartFailure', label: 'Scompenso cardiaco congestizio / disfunzione ventricolare sinistra', points: 1 },
  { name: 'hypertension', label: 'Ipertensione', points: 1 },
  { name: 'diabetes', label: 'Diabete mellito', points: 1 },
  { name: 'stroke', label: 'Pregresso ictus, TIA o tromboembolismo', points: 2 },
  { name: 'vascular', label: 'Malattia vascolare (infarto, arteriopatia periferica, placca aortica)', points: 1 },
  { name: 'female', label: 'Sesso femminile', points: 1 },
];

/** `criteria`: the checked criteria by name; age gives 2 points from 75, 1 point from 65. */
export function cha2ds2Vasc(age: number, criteria: Record<string, boolean>): number {
  const agePoints = age >= 75 ? 2 : age >= 65 ? 1 : 0;
  return agePoints + criteriaScore(CHA2DS2_VASC_CRITERIA, criteria);
}

export const cha2ds2VascCalculator: CalculatorDefinition = {
  id: 'cha2ds2-vasc',
  title: 'CHA₂DS₂-VASc',
  source: 'Lip GYH et al., Chest 2010;137:263-72',
  fields: [{ kind: 'number', name: 'age', label: 'Età', unit: 'anni', min: 18, max: 120 }, ...criteriaFields(CHA2DS2_VASC_CRITERIA)],
  compute: (v) => {
    const score = cha2ds2Vasc(Number(v.age), checkedOf(v));
    return { value: `${score} punti`, interpretation: score === 0 ? 'Rischio basso' : score === 1 ? 'Rischio intermedio' : 'Rischio elevato' };
  },
};
