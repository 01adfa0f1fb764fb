import { checkedOf, criteriaFields, criteriaScore, pointsLabel, type CalculatorDefinition, type Criterion } from './definition';

/**
 * Wells score for deep vein thrombosis: +1 per clinical feature, −2 when an alternative diagnosis is at
 * least as likely as DVT. Two-level reading of the 2003 model: ≥ 2 DVT likely, < 2 DVT unlikely.
 * Sources: Wells PS et al., "Evaluation of D-dimer in the diagnosis of suspected deep-vein thrombosis",
 * N Engl J Med 2003;349:1227-35 (the modified model with "previously documented DVT" and the
 * likely/unlikely cut-off); the original model: Wells PS et al., "Value of assessment of pretest
 * probability of deep-vein thrombosis in clinical management", Lancet 1997;350:1795-8.
 * The papers publish the scoring table, not worked patients: the tests score every row of the table and
 * the cut-off on both sides.
 */
export const WELLS_DVT_CRITERIA: readonly Criterion[] = [
  { name: 'cancer', label: 'Neoplasia attiva', points: 1 },
  { name: 'paralysis', label: 'Paralisi, paresi o recente immobilizzazione gessata degli arti inferiori', points: 1 },
  { name: 'bedridden', label: 'Allettamento > 3 giorni o chirurgia maggiore nelle ultime 12 settimane', points: 1 },
  { name: 'tenderness', label: 'Dolorabilità localizzata lungo il sistema venoso profondo', points: 1 },
  { name: 'legSwollen', label: 'Edema dell’intero arto inferiore', points: 1 },
  { name: 'calfSwelling', label: 'Circonferenza del polpaccio > 3 cm rispetto al controlaterale', points: 1 },
  { name: 'pittingOedema', label: 'Edema improntabile limitato all’arto sintomatico', points: 1 },
  { name: 'collateralVeins', label: 'Vene superficiali collaterali (non varicose)', points: 1 },
  { name: 'previousDvt', label: 'TVP documentata in precedenza', points: 1 },
  { name: 'alternative', label: 'Diagnosi alternativa probabile almeno quanto la TVP', points: -2 },
];

export function wellsDvt(criteria: Record<string, boolean>): number {
  return criteriaScore(WELLS_DVT_CRITERIA, criteria);
}

export const wellsDvtCalculator: CalculatorDefinition = {
  id: 'wells-dvt',
  title: 'Score di Wells per la TVP',
  source: 'Wells PS et al., N Engl J Med 2003;349:1227-35',
  fields: criteriaFields(WELLS_DVT_CRITERIA),
  compute: (v) => {
    const score = wellsDvt(checkedOf(v));
    return { value: pointsLabel(score), interpretation: score >= 2 ? 'TVP probabile' : 'TVP improbabile' };
  },
};
