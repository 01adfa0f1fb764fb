import { describe, expect, it } from 'vitest';
import { planRemedy, planToCloseGap } from './ecm-plan';

const course = (id: string, credits: number) => ({ id, credits });
const ids = (plan: { courses: { id: string }[] }) => plan.courses.map((c) => c.id);

describe('ECM plan: fewest courses, then the smallest total over the gap', () => {
  const catalogue = [course('a', 5), course('b', 50), course('c', 12), course('d', 50), course('e', 20)];

  it('a small gap gets the smallest course that closes it, not the largest', () => {
    expect(planToCloseGap([course('big', 50), course('small', 2), course('tiny', 1.5)], 1.5)).toEqual({ courses: [course('tiny', 1.5)], credits: 1.5, closesGap: true });
    expect(ids(planToCloseGap(catalogue, 11))).toEqual(['c']);
    expect(ids(planToCloseGap(catalogue, 4))).toEqual(['a']);
  });

  it('takes the fewest courses first, then the smallest total among plans of that size', () => {
    // Two courses are needed for 60: 50 + 12 = 62 is the smallest pair total (not 50 + 50 = 100).
    expect(planToCloseGap(catalogue, 60)).toEqual({ courses: [course('b', 50), course('c', 12)], credits: 62, closesGap: true });
    // 67 = 50 + 12 + 5: three courses, while two can give at most 100 ≥ 67, so two: 50 + 20 = 70.
    expect(planToCloseGap(catalogue, 67)).toMatchObject({ credits: 70, closesGap: true });
    expect(ids(planToCloseGap(catalogue, 67))).toEqual(['b', 'e']);
    expect(ids(planToCloseGap(catalogue, 101))).toEqual(['b', 'd', 'a']);
  });

  it('counts tenths exactly (4.5 + 1.5 closes a 6-credit gap)', () => {
    expect(planToCloseGap([course('x', 4.5), course('y', 7), course('z', 1.5)], 6)).toEqual({ courses: [course('y', 7)], credits: 7, closesGap: true });
    expect(planToCloseGap([course('x', 4.5), course('z', 1.5), course('w', 1)], 6)).toEqual({ courses: [course('x', 4.5), course('z', 1.5)], credits: 6, closesGap: true });
  });

  it('is empty without a gap; when nothing closes it, every candidate, largest first', () => {
    expect(planToCloseGap(catalogue, 0)).toEqual({ courses: [], credits: 0, closesGap: true });
    expect(planToCloseGap(catalogue, 500)).toMatchObject({ credits: 137, closesGap: false });
    expect(ids(planToCloseGap(catalogue, 500))).toEqual(['b', 'd', 'e', 'c', 'a']);
    expect(planToCloseGap([], 3)).toEqual({ courses: [], credits: 0, closesGap: false });
  });

  it('with a budget (reading PLAN_TOTAL) the plan fits it', () => {
    expect(ids(planToCloseGap(catalogue, 15, 20))).toEqual(['e']);
    expect(planToCloseGap(catalogue, 30, 20)).toMatchObject({ credits: 20, closesGap: false });
  });

  it('stays exact and quick on a catalogue of a few hundred courses', () => {
    const many = Array.from({ length: 400 }, (_, i) => course(String(i), [1, 1.5, 2, 4.5, 7.5, 10][i % 6]!));
    const started = performance.now();
    const plan = planToCloseGap(many, 105);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(plan).toMatchObject({ credits: 105, closesGap: true });
    expect(plan.courses).toHaveLength(11);
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
