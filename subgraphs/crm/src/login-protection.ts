import { KEY_PREFIX, type SharedRedis } from '@club/shared-state';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Limits of login and password recovery (docs/operations.md 'Login protection').
 *
 * Accounts are keyed by the normalised username whether or not it exists, so a lockout or a
 * refused recovery says nothing about which accounts exist.
 */
export const LOGIN_PROTECTION_RULES = {
  /** Consecutive failed logins of one account (from any address) that lock it. */
  accountFailures: 5,
  /** A streak of failures shorter than accountFailures is forgotten after this long. */
  failureStreakSeconds: 60 * 60,
  /** The first lockout; each further one within lockoutMemorySeconds lasts twice the previous. */
  firstLockoutSeconds: 15 * 60,
  maxLockoutSeconds: 24 * 60 * 60,
  lockoutMemorySeconds: 24 * 60 * 60,
  /**
   * Failed logins one client address may make across all accounts per window (credential
   * stuffing). Only failures count, so members signing in from one shared address (an office, a
   * hospital network) never use up the budget by signing in correctly.
   */
  addressFailures: 30,
  addressWindowSeconds: 15 * 60,
  /** Recovery requests per account and per client address per window (each one may send an e-mail). */
  recoveryPerAccount: 5,
  recoveryPerAddress: 20,
  recoveryWindowSeconds: 60 * 60,
} as const;

export type LoginProtectionRules = { [K in keyof typeof LOGIN_PROTECTION_RULES]: number };

/**
 * Brute-force and credential-stuffing protection of the crm subgraph's login and recovery.
 *
 * Without a shared Redis the counters live in this process's memory (one crm process: `npm start`).
 * With one (`REDIS_URL`) every crm instance counts in it, so failures spread over instances add up.
 * When Redis fails (down, or slower than its command timeout) each instance counts on its own
 * memory until it is back (rate-limiter-flexible's insurance limiter): protection never switches
 * off and members can still sign in, at worst with N instances' budget for an attacker during the
 * outage. Failing closed instead would lock every member out whenever Redis is down
 * (docs/operations.md 'Where state lives').
 */
export class LoginProtection {
  private readonly failures: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly recoveryByAccount: RateLimiterAbstract;
  private readonly recoveryByAddress: RateLimiterAbstract;

  constructor(
    private readonly rules: LoginProtectionRules = LOGIN_PROTECTION_RULES,
    shared: SharedRedis | null = null,
  ) {
    const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
      const own = new RateLimiterMemory({ keyPrefix, points, duration });
      if (!shared) return own;
      return new RateLimiterRedis({ storeClient: shared.client, keyPrefix: `${KEY_PREFIX}${keyPrefix}`, points, duration, rejectIfRedisNotReady: true, insuranceLimiter: own });
    };
    this.failures = limiter('login-account', rules.accountFailures, rules.failureStreakSeconds);
    this.lockouts = limiter('login-lockouts', Number.MAX_SAFE_INTEGER, rules.lockoutMemorySeconds);
    this.addressFailures = limiter('login-address', rules.addressFailures, rules.addressWindowSeconds);
    this.recoveryByAccount = limiter('recovery-account', rules.recoveryPerAccount, rules.recoveryWindowSeconds);
    this.recoveryByAddress = limiter('recovery-address', rules.recoveryPerAddress, rules.recoveryWindowSeconds);
  }

  /** False while the account is locked or the address has used up its failures: even the right password is refused. */
  async mayTryLogin(account: string, address: string | null): Promise<boolean> {
    const [streak, fromAddress] = await Promise.all([this.failures.get(account), address ? this.addressFailures.get(address) : null]);
    const locked = (streak?.consumedPoints ?? 0) >= this.rules.accountFailures;
    const addressSpent = (fromAddress?.consumedPoints ?? 0) >= this.rules.addressFailures;
    return !locked && !addressSpent;
  }

  /** A wrong password (or an unknown or blocked account): one more in the streak; the last one locks the account. */
  async loginFailed(account: string, address: string | null): Promise<void> {
    if (address) await this.addressFailures.penalty(address);
    const streak = await this.failures.penalty(account);
    if (streak.consumedPoints < this.rules.accountFailures) return;
    const { consumedPoints: lockoutCount } = await this.lockouts.penalty(account);
    await this.failures.block(account, this.lockoutSeconds(lockoutCount));
  }

  /** A successful login ends the streak (earlier lockouts still make the next one longer). */
  async loginSucceeded(account: string): Promise<void> {
    await this.failures.delete(account);
  }

  /** Counts one recovery request; false when the account or the address has used up its budget. */
  async mayRequestRecovery(account: string, address: string | null): Promise<boolean> {
    const consumed = await Promise.all([
      this.recoveryByAccount.penalty(account),
      address ? this.recoveryByAddress.penalty(address) : null,
    ]);
    const [byAccount, byAddress] = consumed;
    return byAccount.consumedPoints <= this.rules.recoveryPerAccount && (byAddress?.consumedPoints ?? 0) <= this.rules.recoveryPerAddress;
  }

  /** 15 min, 30 min, 1 h, … up to the maximum. */
  private lockoutSeconds(lockoutCount: number): number {
    return Math.min(this.rules.firstLockoutSeconds * 2 ** (lockoutCount - 1), this.rules.maxLockoutSeconds);
  }
}
