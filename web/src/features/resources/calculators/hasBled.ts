import { checkedOf, criteriaFields, criteriaScore, type CalculatorDefinition, type Criterion } from './definition';

/**
 * HAS-BLED bleeding risk on anticoagulation: one point each (0-9). A score ≥ 3 marks high risk.
 * Source: Pisters R et al., "A novel user-friendly score (HAS-BLED) to assess 1-year risk of major bleeding
 * in patients with atrial fibrillation", Chest 2010;138:1093-100.
 */
export const HAS_BLED_CRITERIA: readonly Criterion[] = [
  { name: 'hypertension', label: 'Ipertensione non controllata (PAS > 160 mmHg)', points: 1 },
  { name: 'renal', label: 'Funzione renale alterata', points: 1 },
  { name: 'liver', label: 'Funzione epatica alterata', points: 1 },
  { name: 'stroke', label: 'Pregresso ictus', points: 1 },
  { name: 'bleeding', label: 'Storia di sanguinamento o predisposizione', points: 1 },
  { name: 'labileInr', label: 'INR labile', points: 1 },
  { name: 'elderly', label: 'Età > 65 anni', points: 1 },
  { name: 'drugs', label: 'Farmaci predisponenti (antiaggreganti, FANS)', points: 1 },
  { name: 'alcohol', label: 'Abuso di alcol (≥ 8 unità/settimana)', points: 1 },
];

export function hasBled(criteria: Record<string, boolean>): number {
  return criteriaScore(HAS_BLED_CRITERIA, criteria);
}

export const hasBledCalculator: CalculatorDefinition = {
  id: 'has-bled',
  title: 'HAS-BLED',
  source: 'Pisters R et al., Chest 2010;138:1093-100',
  fields: criteriaFields(HAS_BLED_CRITERIA),
  compute: (v) => {
    const score = hasBled(checkedOf(v));
    return { value: `${score} punti`, interpretation: score >= 3 ? 'Rischio emorragico elevato' : 'Rischio emorragico non elevato' };
  },
};
