import { describe, expect, it } from 'vitest';
import type { EcmObjectiveArea } from './ecm-obligation';
import { areaOfObjective, ECM_NATIONAL_OBJECTIVES, missingAreas, MISSING_AREA_READING } from './ecm-objectives';
import { planRemedy, planToCloseGap } from './ecm-plan';

const course = (id: string, credits: number) => ({ id, credits });
const ids = (plan: { courses: { id: string }[] }) => plan.courses.map((c) => c.id);

describe('ECM plan: fewest courses, then the smallest total over the gap', () => {
  const catalogue = [course('a', 5), course('b', 50), course('c', 12), course('d', 50), course('e', 20)];

  it('a small gap gets the smallest course that closes it, not the largest', () => {
    expect(planToCloseGap([course('big', 50), course('small', 2), course('tiny', 1.5)], 1.5)).toEqual({ courses: [course('tiny', 1.5)], credits: 1.5, closesGap: true, coveredAreas: [] });
    expect(ids(planToCloseGap(catalogue, 11))).toEqual(['c']);
    expect(ids(planToCloseGap(catalogue, 4))).toEqual(['a']);
  });

  it('takes the fewest courses first, then the smallest total among plans of that size', () => {
    // Two courses are needed for 60: 50 + 12 = 62 is the smallest pair total (not 50 + 50 = 100).
    expect(planToCloseGap(catalogue, 60)).toEqual({ courses: [course('b', 50), course('c', 12)], credits: 62, closesGap: true, coveredAreas: [] });
    // 67 = 50 + 12 + 5: three courses, while two can give at most 100 ≥ 67, so two: 50 + 20 = 70.
    expect(planToCloseGap(catalogue, 67)).toMatchObject({ credits: 70, closesGap: true, coveredAreas: [] });
    expect(ids(planToCloseGap(catalogue, 67))).toEqual(['b', 'e']);
    expect(ids(planToCloseGap(catalogue, 101))).toEqual(['b', 'd', 'a']);
  });

  it('counts tenths exactly (4.5 + 1.5 closes a 6-credit gap)', () => {
    expect(planToCloseGap([course('x', 4.5), course('y', 7), course('z', 1.5)], 6)).toEqual({ courses: [course('y', 7)], credits: 7, closesGap: true, coveredAreas: [] });
    expect(planToCloseGap([course('x', 4.5), course('z', 1.5), course('w', 1)], 6)).toEqual({ courses: [course('x', 4.5), course('z', 1.5)], credits: 6, closesGap: true, coveredAreas: [] });
  });

  it('is empty without a gap; when nothing closes it, every candidate, largest first', () => {
    expect(planToCloseGap(catalogue, 0)).toEqual({ courses: [], credits: 0, closesGap: true, coveredAreas: [] });
    expect(planToCloseGap(catalogue, 500)).toMatchObject({ credits: 137, closesGap: false, coveredAreas: [] });
    expect(ids(planToCloseGap(catalogue, 500))).toEqual(['b', 'd', 'e', 'c', 'a']);
    expect(planToCloseGap([], 3)).toEqual({ courses: [], credits: 0, closesGap: false, coveredAreas: [] });
  });

  it('with a budget (reading PLAN_TOTAL) the plan fits it', () => {
    expect(ids(planToCloseGap(catalogue, 15, 20))).toEqual(['e']);
    expect(planToCloseGap(catalogue, 30, 20)).toMatchObject({ credits: 20, closesGap: false, coveredAreas: [] });
  });

  it('stays exact and quick on a catalogue of a few hundred courses', () => {
    const many = Array.from({ length: 400 }, (_, i) => course(String(i), [1, 1.5, 2, 4.5, 7.5, 10][i % 6]!));
    const started = performance.now();
    const plan = planToCloseGap(many, 105);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(plan).toMatchObject({ credits: 105, closesGap: true, coveredAreas: [] });
    expect(plan.courses).toHaveLength(11);
  });
});

describe('ECM plan: the objective areas still missing', () => {
  const inArea = (id: string, credits: number, area: EcmObjectiveArea | null) => ({ id, credits, area });
  const catalogue = [inArea('tp10', 10, 'TECNICO_PROFESSIONALE'), inArea('tp8', 8, 'TECNICO_PROFESSIONALE'), inArea('pr8', 8, 'PROCESSI'), inArea('si9', 9, 'SISTEMA'), inArea('none7', 7, null)];

  it('every national objective 1-38 belongs to exactly one area', () => {
    const all = Object.values(ECM_NATIONAL_OBJECTIVES).flat();
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(areaOfObjective(18)).toBe('TECNICO_PROFESSIONALE');
    expect(areaOfObjective(7)).toBe('PROCESSI');
    expect(areaOfObjective(16)).toBe('SISTEMA');
    expect(areaOfObjective(null)).toBeNull();
    expect(areaOfObjective(99)).toBeNull();
  });

  it('reading NO_CREDITS: an area is missing when the member has no credits in it in the triennium', () => {
    expect(MISSING_AREA_READING).toBe('NO_CREDITS');
    const byArea = [
      { area: 'TECNICO_PROFESSIONALE' as const, earned: 98 },
      { area: 'PROCESSI' as const, earned: 0 },
      { area: 'SISTEMA' as const, earned: 2 },
    ];
    expect(missingAreas(byArea, 150)).toEqual(['PROCESSI']);
    // The other reading: below a third of the obligation (50).
    expect(missingAreas(byArea, 150, 'BELOW_EVEN_SHARE')).toEqual(['PROCESSI', 'SISTEMA']);
  });

  it('among plans with the fewest courses, the one covering more missing areas, even with a larger total', () => {
    // Without missing areas an 8-credit gap takes the first 8-credit course.
    expect(planToCloseGap(catalogue, 8)).toMatchObject({ courses: [catalogue[1]], credits: 8, coveredAreas: [] });
    // PROCESSI missing: the 8-credit process course; SISTEMA missing: the 9-credit system course over the 8-credit ones.
    expect(planToCloseGap(catalogue, 8, null, ['PROCESSI'])).toEqual({ courses: [catalogue[2]], credits: 8, closesGap: true, coveredAreas: ['PROCESSI'] });
    expect(planToCloseGap(catalogue, 8, null, ['SISTEMA'])).toEqual({ courses: [catalogue[3]], credits: 9, closesGap: true, coveredAreas: ['SISTEMA'] });
  });

  it('never adds a course to cover an area: the fewest courses come first', () => {
    // 10 closes with one course; covering PROCESSI would need two.
    expect(planToCloseGap(catalogue, 10, null, ['PROCESSI'])).toEqual({ courses: [catalogue[0]], credits: 10, closesGap: true, coveredAreas: [] });
  });

  it('two missing areas: a pair covering both beats a pair covering one, then the smallest total', () => {
    // 16 needs two courses: 8 + 8 (TP + PROCESSI) covers one area, 8 + 9 (PROCESSI + SISTEMA) both.
    const plan = planToCloseGap(catalogue, 16, null, ['PROCESSI', 'SISTEMA']);
    expect(plan.courses.map((c) => c.id)).toEqual(['si9', 'pr8']);
    expect(plan).toMatchObject({ credits: 17, coveredAreas: ['PROCESSI', 'SISTEMA'] });
    // Only PROCESSI missing: 8 + 8 covers it with the smallest total.
    expect(planToCloseGap(catalogue, 16, null, ['PROCESSI'])).toMatchObject({ credits: 16, coveredAreas: ['PROCESSI'] });
  });

  it('a course without an area covers none; falling short still says which areas the courses cover', () => {
    expect(planToCloseGap([inArea('none7', 7, null), inArea('tp7', 7, 'TECNICO_PROFESSIONALE')], 7, null, ['SISTEMA'])).toMatchObject({ credits: 7, coveredAreas: [] });
    expect(planToCloseGap(catalogue, 500, null, ['SISTEMA'])).toMatchObject({ closesGap: false, credits: 42, coveredAreas: ['SISTEMA'] });
  });

  it('stays exact and quick with three missing areas on a catalogue of a few hundred courses', () => {
    const areas = ['TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA'] as const;
    const many = Array.from({ length: 600 }, (_, i) => inArea(String(i), [1, 1.5, 2, 4.5, 7.5, 10, 50][i % 7]!, areas[i % 3]!));
    const started = performance.now();
    const plan = planToCloseGap(many, 150, null, [...areas]);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(plan).toMatchObject({ credits: 150, closesGap: true, coveredAreas: [...areas] });
    expect(plan.courses).toHaveLength(3);
  });
});

describe('ECM plan: what would close a gap the startable courses leave', () => {
  it('a trial member is sent to the upgrade, a premium member to extra credits', () => {
    expect(planRemedy('TRIAL', false, true)).toBe('UPGRADE');
    expect(planRemedy('PREMIUM', false, true)).toBe('BUY_CREDITS');
  });

  it('nothing when the plan closes the gap, or when even courses beyond the balance would not', () => {
    expect(planRemedy('TRIAL', true, true)).toBeNull();
    expect(planRemedy('PREMIUM', false, false)).toBeNull();
  });
});
