/**
 * Spec 2 §4 'Starting a course' (and spec 3 §4 course opening check): the ordered access check.
 * Expected values come from the spec, written out literally, never from the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  COURSE_BALANCE_RULE,
  REGISTERED_OPEN_GROUP,
  SUBSCRIPTION_TYPES,
  courseAccessDecision,
  courseStatusOpensForRegistered,
  type CourseStatus,
  needsEcmBalance,
  showsUpgradeInsteadOfStart,
  type BalanceRule,
  type CourseAccessOutcome,
  type CourseAccessReason,
  type SubscriptionType,
  type ViewerClaims,
} from './index';

interface Case {
  type: SubscriptionType;
  ecm: boolean;
  balance: number | null;
  status: CourseStatus | null;
  fiscalCode: boolean;
  promoMatch: boolean;
  groupMatch: boolean;
}

const CREDITS = 10;

function viewerFor(c: Pick<Case, 'type' | 'ecm' | 'fiscalCode'>): ViewerClaims {
  return {
    subscriptionType: c.type,
    wallets: [
      { code: 'ecm', active: c.ecm },
      { code: 'legal', active: true },
    ],
    promoCodes: ['  PROMO-Club ', 'other'],
    groups: [],
    hasFiscalCode: c.fiscalCode,
  };
}

function courseFor(c: Pick<Case, 'status' | 'promoMatch' | 'groupMatch'>, credits = CREDITS) {
  return {
    credits,
    // Case and blanks differ from the viewer's code on purpose: the comparison ignores them.
    promoCodes: c.promoMatch ? ['promo-club'] : ['NOPE'],
    groups: c.groupMatch ? ['GP_ALTRO', REGISTERED_OPEN_GROUP] : ['GP_ALTRO'],
    status: c.status,
  };
}

type Expected = [CourseAccessOutcome, CourseAccessReason | null];

/**
 * The oracle: spec 2 §4 steps 1-5 written as a literal rule table, one row per step. A step either
 * decides (returns an outcome) or lets the check continue (returns null).
 */
// Spec 2 §3 codes: 1 in progress (ACTIVE), 2 passed, 3 not passed (FAILED), 4 expired.
const STATUS_1_TO_4: (CourseStatus | null)[] = ['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'];
const STATUS_1_OR_2: (CourseStatus | null)[] = ['ACTIVE', 'PASSED'];
const SPEC_STEPS: ((c: Case, rule: BalanceRule) => Expected | null)[] = [
  // 1. SUSPECT: upgrade modal.
  (c) => (c.type === 'SUSPECT' ? ['UPGRADE', 'LOGIN_REQUIRED'] : null),
  // 2. REGISTRATO: open if group, promo code or status 1-4; otherwise products modal.
  (c) =>
    c.type === 'REGISTRATO' && !(c.groupMatch || c.promoMatch || STATUS_1_TO_4.includes(c.status))
      ? ['PRODUCTS', 'PRODUCTS_REQUIRED']
      : null,
  // 3a. TRIAL/PREMIUM without ecm: upgrade modal.
  (c) => ((c.type === 'TRIAL' || c.type === 'PREMIUM') && !c.ecm ? ['UPGRADE', 'WALLET_REQUIRED'] : null),
  // 3b. TRIAL/PREMIUM with ecm: balance vs credits (both readings), unless status is 1 or 2; no balance = 0.
  (c, rule) => {
    if (c.type !== 'TRIAL' && c.type !== 'PREMIUM') return null;
    if (STATUS_1_OR_2.includes(c.status)) return null;
    const balance = c.balance ?? 0;
    const short = rule === 'BALANCE_BELOW_CREDITS' ? balance < CREDITS : balance > CREDITS;
    return short ? ['CREDITS', 'CREDITS_REQUIRED'] : null;
  },
  // 4. EX_TRIAL/EX_PREMIUM: open only with status 1-4, else upgrade modal.
  (c) =>
    (c.type === 'EX_TRIAL' || c.type === 'EX_PREMIUM') && !STATUS_1_TO_4.includes(c.status)
      ? ['UPGRADE', 'UPGRADE_REQUIRED']
      : null,
  // 5. Opening requires a fiscal code.
  (c) => (c.fiscalCode ? null : ['FISCAL_CODE', 'FISCAL_CODE_REQUIRED']),
];

function oracle(c: Case, rule: BalanceRule): Expected {
  for (const step of SPEC_STEPS) {
    const decided = step(c, rule);
    if (decided) return decided;
  }
  return ['OPEN', null];
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const type of SUBSCRIPTION_TYPES)
    for (const ecm of [true, false])
      for (const balance of [null, 0, 1, 50])
        for (const status of [null, 'ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'] as const)
          for (const fiscalCode of [true, false])
            for (const promoMatch of [true, false])
              for (const groupMatch of [true, false]) cases.push({ type, ecm, balance, status, fiscalCode, promoMatch, groupMatch });
  return cases;
}

function decide(c: Case, rule?: BalanceRule): Expected {
  const d = courseAccessDecision(viewerFor(c), courseFor(c), c.balance, rule);
  return [d.outcome, d.reason];
}

describe('courseAccessDecision: full product against the spec oracle', () => {
  const cases = allCases();
  it('covers 6 types × ecm × 4 balances × 5 statuses × fiscal code × promo × group', () => {
    expect(cases).toHaveLength(6 * 2 * 4 * 5 * 2 * 2 * 2);
  });
  it.each(['BALANCE_BELOW_CREDITS', 'BALANCE_EXCEEDS_CREDITS'] as const)('every case matches the oracle with %s', (rule) => {
    const mismatches = cases.filter((c) => decide(c, rule).join() !== oracle(c, rule).join());
    expect(mismatches).toEqual([]);
  });
  it('the default reading is the fuller check: balance below credits', () => {
    expect(COURSE_BALANCE_RULE).toBe('BALANCE_BELOW_CREDITS');
    const mismatches = cases.filter((c) => decide(c).join() !== oracle(c, 'BALANCE_BELOW_CREDITS').join());
    expect(mismatches).toEqual([]);
  });
});

const base: Case = { type: 'PREMIUM', ecm: true, balance: 50, status: null, fiscalCode: true, promoMatch: false, groupMatch: false };

describe('courseAccessDecision: literal rows per type (spec 2 §4, reading "balance below credits")', () => {
  it.each<[string, Partial<Case>, CourseAccessOutcome, CourseAccessReason | null]>([
    // 1. SUSPECT: always the upgrade modal, whatever else holds.
    ['suspect, everything else favourable', { type: 'SUSPECT', status: 'ACTIVE', promoMatch: true, groupMatch: true }, 'UPGRADE', 'LOGIN_REQUIRED'],
    ['suspect without fiscal code', { type: 'SUSPECT', fiscalCode: false }, 'UPGRADE', 'LOGIN_REQUIRED'],
    // 2. REGISTRATO
    ['registered, nothing matches', { type: 'REGISTRATO' }, 'PRODUCTS', 'PRODUCTS_REQUIRED'],
    ['registered, nothing matches, no fiscal code', { type: 'REGISTRATO', fiscalCode: false }, 'PRODUCTS', 'PRODUCTS_REQUIRED'],
    ['registered, open group', { type: 'REGISTRATO', groupMatch: true }, 'OPEN', null],
    ['registered, promo code (case and blanks ignored)', { type: 'REGISTRATO', promoMatch: true }, 'OPEN', null],
    ['registered, status 1', { type: 'REGISTRATO', status: 'ACTIVE' }, 'OPEN', null],
    ['registered, status 2', { type: 'REGISTRATO', status: 'PASSED' }, 'OPEN', null],
    ['registered, status 3', { type: 'REGISTRATO', status: 'FAILED' }, 'OPEN', null],
    ['registered, status 4', { type: 'REGISTRATO', status: 'EXPIRED' }, 'OPEN', null],
    ['registered, group but no fiscal code', { type: 'REGISTRATO', groupMatch: true, fiscalCode: false }, 'FISCAL_CODE', 'FISCAL_CODE_REQUIRED'],
    ['registered without ecm is not asked for a wallet', { type: 'REGISTRATO', ecm: false, status: 'FAILED' }, 'OPEN', null],
    // 3. TRIAL / PREMIUM
    ['premium without ecm', { ecm: false, status: 'ACTIVE' }, 'UPGRADE', 'WALLET_REQUIRED'],
    ['trial without ecm', { type: 'TRIAL', ecm: false, groupMatch: true, promoMatch: true }, 'UPGRADE', 'WALLET_REQUIRED'],
    ['premium, balance 50 ≥ 10 credits', {}, 'OPEN', null],
    ['premium, balance 1 < 10 credits, no status', { balance: 1 }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, balance 0, status 3', { balance: 0, status: 'FAILED' }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, balance 0, status 4', { balance: 0, status: 'EXPIRED' }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, balance 1, status 1 skips the credits check', { balance: 1, status: 'ACTIVE' }, 'OPEN', null],
    ['premium, balance 1, status 2 skips the credits check', { balance: 1, status: 'PASSED' }, 'OPEN', null],
    ['premium, no balance counts as 0', { balance: null }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, promo and group do not replace credits', { balance: 0, promoMatch: true, groupMatch: true }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['trial, balance 50', { type: 'TRIAL' }, 'OPEN', null],
    ['trial, balance 1', { type: 'TRIAL', balance: 1 }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, enough credits, no fiscal code', { fiscalCode: false }, 'FISCAL_CODE', 'FISCAL_CODE_REQUIRED'],
    ['premium, too few credits and no fiscal code: credits first', { balance: 1, fiscalCode: false }, 'CREDITS', 'CREDITS_REQUIRED'],
    // 4. EX_TRIAL / EX_PREMIUM
    ['ex-trial, no status', { type: 'EX_TRIAL' }, 'UPGRADE', 'UPGRADE_REQUIRED'],
    ['ex-premium, no status, promo and group', { type: 'EX_PREMIUM', promoMatch: true, groupMatch: true }, 'UPGRADE', 'UPGRADE_REQUIRED'],
    ['ex-trial, status 1', { type: 'EX_TRIAL', status: 'ACTIVE' }, 'OPEN', null],
    ['ex-premium, status 3', { type: 'EX_PREMIUM', status: 'FAILED', balance: 0 }, 'OPEN', null],
    ['ex-premium, status 4 without fiscal code', { type: 'EX_PREMIUM', status: 'EXPIRED', fiscalCode: false }, 'FISCAL_CODE', 'FISCAL_CODE_REQUIRED'],
    ['ex-trial, status 2 with ecm and no balance', { type: 'EX_TRIAL', status: 'PASSED', balance: null }, 'OPEN', null],
  ])('%s', (_name, overrides, outcome, reason) => {
    expect(decide({ ...base, ...overrides })).toEqual([outcome, reason]);
  });
});

describe('courseAccessDecision: the second reading "balance exceeds credits" (spec 2 §4)', () => {
  it.each<[string, Partial<Case>, CourseAccessOutcome, CourseAccessReason | null]>([
    ['premium, balance 50 > 10 credits', {}, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium, balance 1 ≤ 10 credits', { balance: 1 }, 'OPEN', null],
    ['premium, no balance (0)', { balance: null }, 'OPEN', null],
    ['trial, balance 50, status 1 skips the check', { type: 'TRIAL', status: 'ACTIVE' }, 'OPEN', null],
    ['trial, balance 50, status 2 skips the check', { type: 'TRIAL', status: 'PASSED' }, 'OPEN', null],
    ['trial, balance 50, status 3', { type: 'TRIAL', status: 'FAILED' }, 'CREDITS', 'CREDITS_REQUIRED'],
    ['premium without ecm: still the upgrade modal', { ecm: false }, 'UPGRADE', 'WALLET_REQUIRED'],
    ['other types unaffected: registered with the group', { type: 'REGISTRATO', groupMatch: true }, 'OPEN', null],
  ])('%s', (_name, overrides, outcome, reason) => {
    expect(decide({ ...base, ...overrides }, 'BALANCE_EXCEEDS_CREDITS')).toEqual([outcome, reason]);
  });

  it('a balance equal to the credits passes under both readings', () => {
    const v = viewerFor(base);
    const course = courseFor(base, 50);
    expect(courseAccessDecision(v, course, 50, 'BALANCE_BELOW_CREDITS').outcome).toBe('OPEN');
    expect(courseAccessDecision(v, course, 50, 'BALANCE_EXCEEDS_CREDITS').outcome).toBe('OPEN');
  });
});

describe('promo code comparison', () => {
  const registered = { ...viewerFor({ type: 'REGISTRATO', ecm: false, fiscalCode: true }) };
  const course = (promoCodes: string[]) => ({ credits: 0, promoCodes, groups: [], status: null });
  it('ignores case and surrounding blanks on both sides', () => {
    expect(courseAccessDecision({ ...registered, promoCodes: [' abc '] }, course(['ABC  ']), null).outcome).toBe('OPEN');
  });
  it('blank codes never match each other', () => {
    expect(courseAccessDecision({ ...registered, promoCodes: ['', ' '] }, course(['  ', '']), null).outcome).toBe('PRODUCTS');
  });
  it('a group other than the registered-club group does not open', () => {
    expect(REGISTERED_OPEN_GROUP).toBe('GP_REGISTRATO_CLUB');
    expect(courseAccessDecision(registered, { ...course([]), groups: ['gp_registrato_club'] }, null).outcome).toBe('PRODUCTS');
  });
});

describe('needsEcmBalance: the balance is fetched only for trial/premium with an active ecm wallet', () => {
  it.each<[SubscriptionType, boolean, boolean]>([
    ['SUSPECT', true, false],
    ['REGISTRATO', true, false],
    ['TRIAL', true, true],
    ['TRIAL', false, false],
    ['PREMIUM', true, true],
    ['PREMIUM', false, false],
    ['EX_TRIAL', true, false],
    ['EX_PREMIUM', true, false],
  ])('%s with ecm=%s → %s', (type, ecm, expected) => {
    expect(needsEcmBalance(viewerFor({ type, ecm, fiscalCode: true }))).toBe(expected);
  });
  it('an inactive ecm wallet does not count', () => {
    expect(needsEcmBalance({ ...viewerFor({ type: 'PREMIUM', ecm: true, fiscalCode: true }), wallets: [{ code: 'ecm', active: false }] })).toBe(false);
  });
});

describe("showsUpgradeInsteadOfStart: 'Effettua l'upgrade' for a premium user without ecm (spec 1 §6)", () => {
  it.each<[SubscriptionType, boolean, boolean]>([
    ['PREMIUM', false, true],
    ['PREMIUM', true, false],
    ['TRIAL', false, false],
    ['SUSPECT', false, false],
    ['REGISTRATO', false, false],
    ['EX_TRIAL', false, false],
    ['EX_PREMIUM', false, false],
  ])('%s with ecm=%s → %s', (type, ecm, expected) => {
    expect(showsUpgradeInsteadOfStart(viewerFor({ type, ecm, fiscalCode: true }))).toBe(expected);
  });
});

describe('courseStatusOpensForRegistered: any status (1-4) opens, none does not', () => {
  it.each<[CourseStatus | null, boolean]>([
    [null, false],
    ['ACTIVE', true],
    ['PASSED', true],
    ['FAILED', true],
    ['EXPIRED', true],
  ])('%s → %s', (status, expected) => {
    expect(courseStatusOpensForRegistered(status)).toBe(expected);
  });
});
