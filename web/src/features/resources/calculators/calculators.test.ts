import { describe, expect, it } from 'vitest';
import { anionGap, anionGapCalculator } from './anionGap';
import { bmi, bmiCalculator, bmiCategory } from './bmi';
import { bsaMosteller } from './bsaMosteller';
import { cha2ds2Vasc } from './cha2ds2Vasc';
import { ckdEpi2021, ckdEpiCalculator, gfrCategory } from './ckdEpi2021';
import { cockcroftGault } from './cockcroftGault';
import { correctedCalcium } from './correctedCalcium';
import { gcsCalculator, gcsSeverity, glasgowComaScale } from './glasgowComaScale';
import { hasBled } from './hasBled';
import { qtcBazett } from './qtcBazett';
import { wellsDvt } from './wellsDvt';

describe('BMI (WHO; CDC worked example)', () => {
  it('68 kg and 165 cm give 24.98 kg/m²', () => {
    expect(bmi(68, 165)).toBeCloseTo(24.98, 2);
    expect(bmiCalculator.compute({ weight: 68, height: 165 })).toEqual({ value: '24,98 kg/m²', interpretation: 'Normopeso' });
  });
  it('uses the WHO cut-offs', () => {
    expect([18.4, 18.5, 25, 30].map(bmiCategory)).toEqual(['Sottopeso', 'Normopeso', 'Sovrappeso', 'Obesità']);
  });
});

describe('Body surface area (Mosteller 1987)', () => {
  it('180 cm and 80 kg give 2.00 m²; 170 cm and 70 kg give 1.82 m²', () => {
    expect(bsaMosteller(180, 80)).toBeCloseTo(2.0, 2);
    expect(bsaMosteller(170, 70)).toBeCloseTo(1.82, 2);
  });
});

describe('Creatinine clearance (Cockcroft-Gault 1976)', () => {
  it('a 60-year-old man of 72 kg with creatinine 1.0 mg/dL clears 80 mL/min', () => {
    expect(cockcroftGault(60, 72, 1.0, false)).toBeCloseTo(80, 5);
  });
  it('applies the 0.85 factor for women', () => {
    expect(cockcroftGault(60, 72, 1.0, true)).toBeCloseTo(68, 5);
  });
});

describe('eGFR (CKD-EPI 2021)', () => {
  it('a 50-year-old man with creatinine 1.0 mg/dL: 92 mL/min/1.73 m² (NKF calculator)', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, false))).toBe(92);
  });
  it('a 60-year-old woman with creatinine 0.8 mg/dL: 84', () => {
    expect(Math.round(ckdEpi2021(0.8, 60, true))).toBe(84);
  });
  it('uses the low-creatinine exponent under κ', () => {
    // Woman, 40, Scr 0.5: 142 × (0.5/0.7)^−0.241 × 0.9938^40 × 1.012 ≈ 121.5
    expect(Math.round(ckdEpi2021(0.5, 40, true))).toBe(122);
  });
  it('reports the KDIGO category', () => {
    expect(ckdEpiCalculator.compute({ creatinine: 1.0, age: 50, sex: 'male' })).toEqual({ value: '92 mL/min/1,73 m²', interpretation: gfrCategory(92) });
    expect(gfrCategory(50)).toMatch(/^G3a/);
  });
});

describe('CHA2DS2-VASc (Lip 2010)', () => {
  it('a 75-year-old woman with hypertension scores 4', () => {
    expect(cha2ds2Vasc(75, { female: true, hypertension: true })).toBe(4);
  });
  it('gives 1 point from 65 and 2 for a previous stroke', () => {
    expect(cha2ds2Vasc(68, { stroke: true })).toBe(3);
    expect(cha2ds2Vasc(50, {})).toBe(0);
  });
});

describe('HAS-BLED (Pisters 2010)', () => {
  it('hypertension, age over 65 and antiplatelet drugs score 3 (high risk)', () => {
    expect(hasBled({ hypertension: true, elderly: true, drugs: true })).toBe(3);
  });
});

describe('Glasgow Coma Scale (Teasdale & Jennett 1974)', () => {
  it('E2 V2 M4 is 8, a severe injury; E4 V5 M6 is 15', () => {
    expect(glasgowComaScale(2, 2, 4)).toBe(8);
    expect(gcsSeverity(8)).toBe('Trauma cranico grave');
    expect(gcsCalculator.compute({ eye: '4', verbal: '5', motor: '6' })).toEqual({ value: '15 / 15', interpretation: 'Trauma cranico lieve' });
  });
});

describe('Wells DVT (Wells 2003)', () => {
  it('cancer, calf swelling and pitting oedema score 3 (likely); an alternative diagnosis subtracts 2', () => {
    expect(wellsDvt({ cancer: true, calfSwelling: true, pittingOedema: true })).toBe(3);
    expect(wellsDvt({ cancer: true, calfSwelling: true, pittingOedema: true, alternative: true })).toBe(1);
  });
});

describe('Corrected calcium (Payne 1973)', () => {
  it('calcium 8.0 mg/dL with albumin 2.0 g/dL corrects to 9.6 mg/dL', () => {
    expect(correctedCalcium(8.0, 2.0)).toBeCloseTo(9.6, 5);
  });
});

describe('QTc (Bazett 1920)', () => {
  it('QT 400 ms at 60 bpm stays 400 ms; at 75 bpm (RR 0.8 s) it is 447 ms', () => {
    expect(qtcBazett(400, 60)).toBeCloseTo(400, 5);
    expect(Math.round(qtcBazett(400, 75))).toBe(447);
  });
});

describe('Anion gap (Kraut & Madias 2007)', () => {
  it('Na 140, Cl 105, HCO3 24 give 11 mEq/L, within the norm', () => {
    expect(anionGap(140, 105, 24)).toBe(11);
    expect(anionGapCalculator.compute({ sodium: 140, chloride: 105, bicarbonate: 24 })).toEqual({ value: '11,0 mEq/L', interpretation: 'Gap anionico nella norma' });
  });
});
