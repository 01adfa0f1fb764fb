import { checkedOf, criteriaFields, criteriaScore, pointsLabel, type CalculatorDefinition, type Criterion } from './definition';

/**
 * HAS-BLED 1-year risk of major bleeding in atrial fibrillation (0-9). Points as published: H hypertension
 * (uncontrolled, systolic > 160 mmHg) 1; A abnormal renal and liver function, 1 point each (renal: chronic
 * dialysis, transplantation or serum creatinine ≥ 200 µmol/L; liver: chronic hepatic disease or bilirubin
 * > 2× with AST/ALT/ALP > 3× the upper limit of normal); S stroke 1; B bleeding history or predisposition 1;
 * L labile INRs 1; E elderly, age > 65 years, 1; D drugs (antiplatelet agents, NSAIDs) and alcohol, 1 point
 * each. A score ≥ 3 indicates high risk.
 * Source: Pisters R, Lane DA, Nieuwlaat R, de Vos CB, Crijns HJGM, Lip GYH, "A novel user-friendly score
 * (HAS-BLED) to assess 1-year risk of major bleeding in patients with atrial fibrillation: the Euro Heart
 * Survey", Chest 2010;138(5):1093-100, doi:10.1378/chest.10-0134.
 * The paper publishes points, not worked patients: the tests score every row of its points table, the
 * "1 or 2" rows and the maximum of 9.
 */
export const HAS_BLED_CRITERIA: readonly Criterion[] = [
  { name: 'hypertension', label: 'Ipertensione non controllata (PAS > 160 mmHg)', points: 1 },
  { name: 'renal', label: 'Funzione renale alterata (dialisi, trapianto renale o creatinina ≥ 200 µmol/L)', points: 1 },
  { name: 'liver', label: 'Funzione epatica alterata (epatopatia cronica o bilirubina > 2 volte e AST/ALT/ALP > 3 volte il limite superiore)', points: 1 },
  { name: 'stroke', label: 'Pregresso ictus', points: 1 },
  { name: 'bleeding', label: 'Storia di sanguinamento o predisposizione', points: 1 },
  { name: 'labileInr', label: 'INR labile', points: 1 },
  { name: 'elderly', label: 'Età > 65 anni', points: 1 },
  { name: 'drugs', label: 'Farmaci predisponenti (antiaggreganti, FANS)', points: 1 },
  { name: 'alcohol', label: 'Abuso di alcol', points: 1 },
];

export function hasBled(criteria: Record<string, boolean>): number {
  return criteriaScore(HAS_BLED_CRITERIA, criteria);
}

export function hasBledRisk(score: number): string {
  return score >= 3 ? 'Rischio emorragico elevato' : 'Rischio emorragico non elevato';
}

export const hasBledCalculator: CalculatorDefinition = {
  id: 'has-bled',
  title: 'HAS-BLED',
  source: 'Pisters R et al., Chest 2010;138:1093-100',
  fields: criteriaFields(HAS_BLED_CRITERIA),
  compute: (v) => {
    const score = hasBled(checkedOf(v));
    return { value: pointsLabel(score), interpretation: hasBledRisk(score) };
  },
};
