import { describe, expect, it } from 'vitest';
import { ANION_GAP_READING, anionGap, anionGapCalculator } from './anionGap';
import { bmi, bmiCalculator, bmiCategory } from './bmi';
import { bsaCalculator, bsaMosteller } from './bsaMosteller';
import { CHA2DS2_VASC_CRITERIA, cha2ds2Vasc, cha2ds2VascAgePoints, cha2ds2VascCalculator } from './cha2ds2Vasc';
import { ckdEpi2021, ckdEpiCalculator, gfrCategory } from './ckdEpi2021';
import { cockcroftGault, cockcroftGaultCalculator } from './cockcroftGault';
import { correctedCalcium, correctedCalciumCalculator } from './correctedCalcium';
import { pointsLabel, round, type CalculatorField } from './definition';
import { GCS_EYE, GCS_MOTOR, GCS_VERBAL, gcsCalculator, gcsSeverity, glasgowComaScale } from './glasgowComaScale';
import { HAS_BLED_CRITERIA, hasBled, hasBledCalculator } from './hasBled';
import { qtcBazett, qtcCalculator, qtcReading } from './qtcBazett';
import { CALCULATORS } from './registry';
import { rangeMessage, validateValues, type RawValues } from './validateValues';
import { WELLS_DVT_CRITERIA, wellsDvt, wellsDvtCalculator } from './wellsDvt';

/*
 * Expected values come from the sources cited in each calculator's module: a published worked example where
 * one exists (CDC, WHO), the published points table for scores, and otherwise hand arithmetic on the
 * published formula with inputs chosen so the arithmetic is exact.
 */

const only = (name: string): Record<string, boolean> => ({ [name]: true });
const allOf = (criteria: readonly { name: string }[]): Record<string, boolean> => Object.fromEntries(criteria.map((c) => [c.name, true]));

describe('BMI (WHO TRS 894, 2000)', () => {
  it('CDC adult BMI worked example: 68 kg and 165 cm give 68 ÷ 1.65² = 24.98 kg/m², normal weight', () => {
    expect(round(bmi(68, 165), 2)).toBe(24.98);
    expect(bmiCalculator.compute({ weight: 68, height: 165 })).toEqual({ value: '24,98 kg/m²', interpretation: 'Normopeso' });
  });
  it('WHO BMI classification worked example: 70 kg and 1.75 m give 22.9 kg/m²', () => {
    expect(round(bmi(70, 175), 1)).toBe(22.9);
  });
  it('WHO classification table: every band on both sides of its cut-off', () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30, 34.9, 35, 39.9, 40].map(bmiCategory)).toEqual([
      'Sottopeso',
      'Normopeso',
      'Normopeso',
      'Sovrappeso',
      'Sovrappeso',
      'Obesità di classe I',
      'Obesità di classe I',
      'Obesità di classe II',
      'Obesità di classe II',
      'Obesità di classe III',
    ]);
  });
});

describe('Body surface area (Mosteller, N Engl J Med 1987)', () => {
  it('Mosteller 1987 formula: √(180 cm × 80 kg / 3600) = √4 = 2.00 m²; √(120 × 30 / 3600) = 1.00 m²', () => {
    expect(bsaMosteller(180, 80)).toBe(2);
    expect(bsaMosteller(120, 30)).toBe(1);
    expect(bsaCalculator.compute({ height: 180, weight: 80 })).toEqual({ value: '2,00 m²' });
  });
});

describe('Creatinine clearance (Cockcroft & Gault, Nephron 1976)', () => {
  it('Cockcroft–Gault 1976 formula: a man of 60 years, 72 kg, creatinine 1.0 mg/100 ml clears (140 − 60) × 72 / (72 × 1.0) = 80 mL/min', () => {
    expect(cockcroftGault(60, 72, 1.0, false)).toBe(80);
    expect(cockcroftGaultCalculator.compute({ age: 60, weight: 72, creatinine: 1.0, sex: 'male' })).toEqual({ value: '80,0 mL/min' });
  });
  it('Cockcroft–Gault 1976 "15% less in females": the same values for a woman give 68 mL/min', () => {
    expect(cockcroftGault(60, 72, 1.0, true)).toBeCloseTo(68, 10);
    expect(cockcroftGaultCalculator.compute({ age: 60, weight: 72, creatinine: 1.0, sex: 'female' })).toEqual({ value: '68,0 mL/min' });
  });
  it('clearance is inversely proportional to serum creatinine (2.0 mg/100 ml halves it to 40 mL/min)', () => {
    expect(cockcroftGault(60, 72, 2.0, false)).toBe(40);
  });
});

describe('eGFR (CKD-EPI 2021, Inker et al., N Engl J Med 2021)', () => {
  it('CKD-EPI 2021 at creatinine = κ reduces to 142 × 0.9938^age: a man of 50 with 0.9 mg/dL → 104; a woman of 50 with 0.7 mg/dL → 105', () => {
    expect(Math.round(ckdEpi2021(0.9, 50, false))).toBe(104);
    expect(Math.round(ckdEpi2021(0.7, 50, true))).toBe(105);
  });
  it('CKD-EPI 2021 equation as stated by the NKF, computed independently: man 50 y, 1.0 mg/dL → 92; woman 60 y, 0.8 mg/dL → 84', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, false))).toBe(92);
    expect(Math.round(ckdEpi2021(0.8, 60, true))).toBe(84);
    expect(ckdEpiCalculator.compute({ creatinine: 1.0, age: 50, sex: 'male' })).toEqual({ value: '92 mL/min/1,73 m²', interpretation: 'G1 (normale o elevato)' });
  });
  it('uses the low-creatinine exponent α under κ: woman 40 y, 0.5 mg/dL → 142 × (0.5/0.7)^−0.241 × 0.9938^40 × 1.012 = 122', () => {
    expect(Math.round(ckdEpi2021(0.5, 40, true))).toBe(122);
  });
  it('KDIGO 2012 GFR categories: every category on both sides of its cut-off', () => {
    expect([90, 89, 60, 59, 45, 44, 30, 29, 15, 14].map((g) => gfrCategory(g).split(' ')[0])).toEqual([
      'G1',
      'G2',
      'G2',
      'G3a',
      'G3a',
      'G3b',
      'G3b',
      'G4',
      'G4',
      'G5',
    ]);
  });
});

describe('score labels', () => {
  it('says "punto" for one point, "punti" otherwise (−2 included)', () => {
    expect([0, 1, -1, 2, -2].map(pointsLabel)).toEqual(['0 punti', '1 punto', '−1 punto', '2 punti', '−2 punti']);
  });
});

describe('CHA2DS2-VASc (Lip et al., Chest 2010)', () => {
  it('Lip et al. Chest 2010 points table: each risk factor alone scores its published points', () => {
    const published: Record<string, number> = { heartFailure: 1, hypertension: 1, diabetes: 1, stroke: 2, vascular: 1, female: 1 };
    expect(CHA2DS2_VASC_CRITERIA.map((c) => [c.name, cha2ds2Vasc(50, only(c.name))])).toEqual(Object.entries(published));
  });
  it('Lip et al. Chest 2010 age rows: 65–74 years 1 point, ≥ 75 years 2 points', () => {
    expect([64, 65, 74, 75].map(cha2ds2VascAgePoints)).toEqual([0, 1, 1, 2]);
  });
  it('the published maximum is 9 (age ≥ 75 and every other factor)', () => {
    expect(cha2ds2Vasc(80, allOf(CHA2DS2_VASC_CRITERIA))).toBe(9);
  });
  it('reads 0 as low, 1 as intermediate and ≥ 2 as high risk', () => {
    expect(cha2ds2VascCalculator.compute({ age: 50 })).toEqual({ value: '0 punti', interpretation: 'Rischio basso' });
    expect(cha2ds2VascCalculator.compute({ age: 50, female: true })).toEqual({ value: '1 punto', interpretation: 'Rischio intermedio' });
    expect(cha2ds2VascCalculator.compute({ age: 70, female: true })).toEqual({ value: '2 punti', interpretation: 'Rischio elevato' });
  });
});

describe('HAS-BLED (Pisters et al., Chest 2010)', () => {
  it('Pisters et al. Chest 2010 points table: every letter item scores 1 point', () => {
    expect(HAS_BLED_CRITERIA.map((c) => hasBled(only(c.name)))).toEqual(HAS_BLED_CRITERIA.map(() => 1));
    expect(HAS_BLED_CRITERIA.map((c) => c.name)).toEqual(['hypertension', 'renal', 'liver', 'stroke', 'bleeding', 'labileInr', 'elderly', 'drugs', 'alcohol']);
  });
  it('the "1 or 2" rows: abnormal renal and liver function, drugs and alcohol score 1 point each', () => {
    expect(hasBled({ renal: true, liver: true })).toBe(2);
    expect(hasBled({ drugs: true, alcohol: true })).toBe(2);
  });
  it('the published maximum is 9', () => {
    expect(hasBled(allOf(HAS_BLED_CRITERIA))).toBe(9);
  });
  it('a score ≥ 3 marks high bleeding risk', () => {
    expect(hasBledCalculator.compute({ hypertension: true, elderly: true })).toEqual({ value: '2 punti', interpretation: 'Rischio emorragico non elevato' });
    expect(hasBledCalculator.compute({ hypertension: true, elderly: true, drugs: true })).toEqual({ value: '3 punti', interpretation: 'Rischio emorragico elevato' });
  });
});

describe('Glasgow Coma Scale (Teasdale & Jennett, Lancet 1974; Acta Neurochir 1976)', () => {
  it('Teasdale & Jennett scale: every published level of eye, verbal and motor response carries its points', () => {
    const [eye, verbal, motor] = gcsCalculator.fields;
    const levels = (field: CalculatorField | undefined) => (field?.kind === 'select' ? field.options.map((o) => o.value) : []);
    expect(levels(eye)).toEqual(['4', '3', '2', '1']);
    expect(levels(verbal)).toEqual(['5', '4', '3', '2', '1']);
    expect(levels(motor)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect([GCS_EYE.length, GCS_VERBAL.length, GCS_MOTOR.length]).toEqual([4, 5, 6]);
    expect(GCS_MOTOR.slice(2, 4)).toEqual(['Retrae al dolore', 'Flessione anomala']);
  });
  it('the total runs from 3 (E1 V1 M1) to 15 (E4 V5 M6)', () => {
    expect(glasgowComaScale(1, 1, 1)).toBe(3);
    expect(gcsCalculator.compute({ eye: '4', verbal: '5', motor: '6' })).toEqual({ value: '15 / 15', interpretation: 'Trauma cranico lieve' });
  });
  it('head-injury bands: ≤ 8 severe (E2 V2 M4 = 8), 9–12 moderate, 13–15 mild', () => {
    expect(gcsCalculator.compute({ eye: '2', verbal: '2', motor: '4' })).toEqual({ value: '8 / 15', interpretation: 'Trauma cranico grave' });
    expect([8, 9, 12, 13].map(gcsSeverity)).toEqual(['Trauma cranico grave', 'Trauma cranico moderato', 'Trauma cranico moderato', 'Trauma cranico lieve']);
  });
});

describe('Wells score for DVT (Wells et al., N Engl J Med 2003)', () => {
  it('Wells 2003 scoring table: each clinical feature scores +1, an alternative diagnosis at least as likely −2', () => {
    expect(WELLS_DVT_CRITERIA.map((c) => [c.name, wellsDvt(only(c.name))])).toEqual([
      ['cancer', 1],
      ['paralysis', 1],
      ['bedridden', 1],
      ['tenderness', 1],
      ['legSwollen', 1],
      ['calfSwelling', 1],
      ['pittingOedema', 1],
      ['collateralVeins', 1],
      ['previousDvt', 1],
      ['alternative', -2],
    ]);
  });
  it('Wells 2003 cut-off: a score of 2 or more is "DVT likely", less than 2 "DVT unlikely"', () => {
    expect(wellsDvtCalculator.compute({ cancer: true, tenderness: true })).toEqual({ value: '2 punti', interpretation: 'TVP probabile' });
    expect(wellsDvtCalculator.compute({ cancer: true })).toEqual({ value: '1 punto', interpretation: 'TVP improbabile' });
    expect(wellsDvtCalculator.compute({ cancer: true, tenderness: true, alternative: true })).toEqual({ value: '0 punti', interpretation: 'TVP improbabile' });
  });
  it('the range runs from −2 to 9', () => {
    expect(wellsDvt({ alternative: true })).toBe(-2);
    expect(wellsDvt({ ...allOf(WELLS_DVT_CRITERIA), alternative: false })).toBe(9);
  });
});

describe('Albumin-adjusted calcium (Payne et al., BMJ 1973)', () => {
  it('Payne 1973 published formula (calcium − albumin + 4.0): 8.0 mg/dL with albumin 2.0 g/dL → 10.0 mg/dL', () => {
    expect(correctedCalcium(8.0, 2.0)).toBe(10);
    expect(correctedCalciumCalculator.compute({ calcium: 8.0, albumin: 2.0 })).toEqual({ value: '10,0 mg/dL' });
  });
  it('albumin 4.0 g/dL leaves calcium unchanged; albumin above 4.0 lowers it (10.0 with 4.5 → 9.5)', () => {
    expect(correctedCalcium(9.5, 4.0)).toBe(9.5);
    expect(correctedCalciumCalculator.compute({ calcium: 10.0, albumin: 4.5 })).toEqual({ value: '9,5 mg/dL' });
  });
});

describe('QTc (Bazett, Heart 1920; AHA/ACCF/HRS 2009 reading)', () => {
  it('Bazett 1920: at 60 bpm RR is 1 s, so QTc equals QT (400 ms)', () => {
    expect(qtcBazett(400, 60)).toBe(400);
    expect(qtcCalculator.compute({ qt: 400, heartRate: 60, sex: 'male' })).toEqual({ value: '400 ms', interpretation: 'QTc nei limiti' });
  });
  it('Bazett 1920: QT 400 ms at 75 bpm (RR 0.8 s) → 400 / √0.8 = 447 ms', () => {
    expect(Math.round(qtcBazett(400, 75))).toBe(447);
  });
  it('AHA/ACCF/HRS 2009: prolonged from 450 ms in men and 460 ms in women, short at 390 ms or less', () => {
    expect([qtcReading(449, false), qtcReading(450, false)]).toEqual(['QTc nei limiti', 'QTc prolungato']);
    expect([qtcReading(459, true), qtcReading(460, true)]).toEqual(['QTc nei limiti', 'QTc prolungato']);
    expect([qtcReading(390, false), qtcReading(391, true)]).toEqual(['QTc breve', 'QTc nei limiti']);
    expect(qtcCalculator.compute({ qt: 455, heartRate: 60, sex: 'female' })).toEqual({ value: '455 ms', interpretation: 'QTc nei limiti' });
    expect(qtcCalculator.compute({ qt: 455, heartRate: 60, sex: 'male' })).toEqual({ value: '455 ms', interpretation: 'QTc prolungato' });
  });
});

describe('Anion gap (Kraut & Madias, Clin J Am Soc Nephrol 2007)', () => {
  it('Kraut & Madias 2007 definition: Na 140, Cl 105, HCO3 24 → 140 − (105 + 24) = 11 mEq/L, read against the laboratory range', () => {
    expect(anionGap(140, 105, 24)).toBe(11);
    expect(anionGapCalculator.compute({ sodium: 140, chloride: 105, bicarbonate: 24 })).toEqual({ value: '11,0 mEq/L', interpretation: ANION_GAP_READING });
  });
  it('keeps one decimal: 138.5 − (101.2 + 24.1) = 13.2 mEq/L', () => {
    expect(anionGapCalculator.compute({ sodium: 138.5, chloride: 101.2, bicarbonate: 24.1 }).value).toBe('13,2 mEq/L');
  });
});

/** Every field at its lowest accepted value (first option for selects, unchecked boxes). */
function rawAtMinimum(fields: readonly CalculatorField[]): RawValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'number' ? String(f.min) : f.kind === 'select' ? (f.options[0]?.value ?? '') : false]));
}

describe('input bounds of every calculator', () => {
  it.each(CALCULATORS.map((c) => [c.id, c] as const))('%s accepts its bounds and rejects values just outside them', (_id, calculator) => {
    const atMin = rawAtMinimum(calculator.fields);
    expect(validateValues(calculator.fields, atMin)).toHaveProperty('values');
    for (const field of calculator.fields) {
      if (field.kind !== 'number') continue;
      const epsilon = field.step ?? 1;
      expect(validateValues(calculator.fields, { ...atMin, [field.name]: String(field.max) })).toHaveProperty('values');
      expect(validateValues(calculator.fields, { ...atMin, [field.name]: String(field.min - epsilon) })).toEqual({ errors: { [field.name]: rangeMessage(field) } });
      expect(validateValues(calculator.fields, { ...atMin, [field.name]: String(field.max + epsilon) })).toEqual({ errors: { [field.name]: rangeMessage(field) } });
    }
  });
  it('spells the range messages in Italian with the field unit and precision', () => {
    const creatinine = ckdEpiCalculator.fields.find((f) => f.name === 'creatinine');
    const qt = qtcCalculator.fields.find((f) => f.name === 'qt');
    expect(creatinine?.kind === 'number' && rangeMessage(creatinine)).toBe('Inserisci un valore tra 0,10 e 20,00 mg/dL.');
    expect(qt?.kind === 'number' && rangeMessage(qt)).toBe('Inserisci un valore tra 100 e 800 ms.');
  });
  it('rejects text, a missing value and an unknown choice', () => {
    expect(validateValues(bsaCalculator.fields, { height: 'abc', weight: '' })).toEqual({
      errors: { height: 'Inserisci un valore tra 40,0 e 250,0 cm.', weight: 'Inserisci un valore.' },
    });
    expect(validateValues(gcsCalculator.fields, { eye: '9', verbal: '5', motor: '6' })).toEqual({ errors: { eye: 'Seleziona un valore.' } });
  });
});
