import { checkedOf, criteriaFields, criteriaScore, pointsLabel, type CalculatorDefinition, type Criterion } from './definition';

/**
 * CHA2DS2-VASc stroke risk in non-valvular atrial fibrillation (0-9): C congestive heart failure / LV
 * dysfunction 1, H hypertension 1, A2 age ≥ 75 2, D diabetes mellitus 1, S2 prior stroke / TIA /
 * thromboembolism 2, V vascular disease (prior myocardial infarction, peripheral artery disease, aortic
 * plaque) 1, A age 65-74 1, Sc sex category (female) 1.
 * Source: Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM, "Refining clinical risk stratification for
 * predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach:
 * the Euro Heart Survey on Atrial Fibrillation", Chest 2010;137(2):263-72, doi:10.1378/chest.09-1584,
 * PMID 19762550. Reading used here: 0 low, 1 intermediate, ≥ 2 high risk (the three categories of the
 * ESC 2010 atrial fibrillation guidelines, Camm AJ et al., Eur Heart J 2010;31:2369-429).
 * The paper publishes points, not worked patients: the tests score every row of the points table and the
 * maximum of 9.
 */
export const CHA2DS2_VASC_CRITERIA: readonly Criterion[] = [
  { name: 'heartFailure', label: 'Scompenso cardiaco congestizio / disfunzione ventricolare sinistra', points: 1 },
  { name: 'hypertension', label: 'Ipertensione', points: 1 },
  { name: 'diabetes', label: 'Diabete mellito', points: 1 },
  { name: 'stroke', label: 'Pregresso ictus, TIA o tromboembolismo', points: 2 },
  { name: 'vascular', label: 'Malattia vascolare (infarto, arteriopatia periferica, placca aortica)', points: 1 },
  { name: 'female', label: 'Sesso femminile', points: 1 },
];

/** Age is the one criterion with two bands: 2 points from 75, 1 point from 65 to 74. */
export function cha2ds2VascAgePoints(age: number): number {
  if (age >= 75) return 2;
  return age >= 65 ? 1 : 0;
}

/** `criteria`: the checked criteria by name. */
export function cha2ds2Vasc(age: number, criteria: Record<string, boolean>): number {
  return cha2ds2VascAgePoints(age) + criteriaScore(CHA2DS2_VASC_CRITERIA, criteria);
}

export function cha2ds2VascRisk(score: number): string {
  if (score === 0) return 'Rischio basso';
  return score === 1 ? 'Rischio intermedio' : 'Rischio elevato';
}

export const cha2ds2VascCalculator: CalculatorDefinition = {
  id: 'cha2ds2-vasc',
  title: 'CHA₂DS₂-VASc',
  source: 'Lip GYH et al., Chest 2010;137:263-72',
  fields: [{ kind: 'number', name: 'age', label: 'Età', unit: 'anni', min: 18, max: 120 }, ...criteriaFields(CHA2DS2_VASC_CRITERIA)],
  compute: (v) => {
    const score = cha2ds2Vasc(Number(v.age), checkedOf(v));
    return { value: pointsLabel(score), interpretation: cha2ds2VascRisk(score) };
  },
};
