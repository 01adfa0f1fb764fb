import { describe, expect, it } from 'vitest';
import { trialStart } from './index';

describe('trial start (spec 1 §2, spec 3 §9)', () => {
  it.each([
    ['SUSPECT', 'register'],
    ['REGISTRATO', 'activate'],
    ['TRIAL', 'not-eligible'],
    ['PREMIUM', 'not-eligible'],
    ['EX_TRIAL', 'not-eligible'],
    ['EX_PREMIUM', 'not-eligible'],
  ] as const)('%s → %s', (type, expected) => {
    expect(trialStart(type)).toBe(expected);
  });
});
