import { anionGapCalculator } from './anionGap';
import { bmiCalculator } from './bmi';
import { bsaCalculator } from './bsaMosteller';
import { cha2ds2VascCalculator } from './cha2ds2Vasc';
import { ckdEpiCalculator } from './ckdEpi2021';
import { cockcroftGaultCalculator } from './cockcroftGault';
import { correctedCalciumCalculator } from './correctedCalcium';
import type { CalculatorDefinition } from './definition';
import { gcsCalculator } from './glasgowComaScale';
import { hasBledCalculator } from './hasBled';
import { qtcCalculator } from './qtcBazett';
import { wellsDvtCalculator } from './wellsDvt';

/** The eleven calculators, by id. The order is part of the Tool mapping below: append, never reorder. */
export const CALCULATORS: readonly CalculatorDefinition[] = [
  bmiCalculator,
  bsaCalculator,
  cockcroftGaultCalculator,
  ckdEpiCalculator,
  cha2ds2VascCalculator,
  hasBledCalculator,
  gcsCalculator,
  wellsDvtCalculator,
  correctedCalciumCalculator,
  qtcCalculator,
  anionGapCalculator,
];

/** Title keywords that name a calculator outright (checked first, lower-case). */
const TITLE_KEYWORDS: readonly [string, string][] = [
  ['bmi', 'bmi'],
  ['massa corporea', 'bmi'],
  ['superficie corporea', 'bsa-mosteller'],
  ['mosteller', 'bsa-mosteller'],
  ['cockcroft', 'cockcroft-gault'],
  ['clearance', 'cockcroft-gault'],
  ['egfr', 'egfr-ckd-epi-2021'],
  ['ckd-epi', 'egfr-ckd-epi-2021'],
  ['cha2ds2', 'cha2ds2-vasc'],
  ['has-bled', 'has-bled'],
  ['glasgow', 'glasgow-coma-scale'],
  ['wells', 'wells-dvt'],
  ['calcemia', 'corrected-calcium'],
  ['qtc', 'qtc-bazett'],
  ['gap anionico', 'anion-gap'],
];

export type ToolForMapping = { id: string; title?: string | null; scientificTool: boolean };

export function calculatorById(id: string): CalculatorDefinition | null {
  return CALCULATORS.find((c) => c.id === id) ?? null;
}

/**
 * Which calculator a Tool content shows. A title naming a calculator wins; otherwise the seeded
 * clinical (scientific) Tools are spread over the eleven calculators by their numeric id, so the same
 * Tool always shows the same calculator. Legal Tools (and non-numeric ids) have no calculator: their
 * page shows the text.
 */
export function calculatorForTool(tool: ToolForMapping): CalculatorDefinition | null {
  const title = (tool.title ?? '').toLowerCase();
  const named = TITLE_KEYWORDS.find(([keyword]) => title.includes(keyword));
  if (named) return calculatorById(named[1]);
  const numericId = Number(tool.id);
  if (!tool.scientificTool || !Number.isInteger(numericId)) return null;
  return CALCULATORS[numericId % CALCULATORS.length] ?? null;
}
