import { AddressLimiter, type SharedRedis } from '@club/shared-state';
import type { GatewayEnv } from '../env';
import type { AddressOf } from './client-address';
import { formLimiters, type FormLimiters } from './form-limits';
import { KeylessLimit } from './keyless-limit';

/** The gateway's limits per client address (docs/operations.md 'Limits per client address'). */
export interface AddressLimits {
  /** GraphQL requests of callers without an API key, per minute. */
  keyless: KeylessLimit;
  /** Sign-ups and leads, per hour, by the mutation's root field. */
  forms: FormLimiters;
}

/** The limits from the settings, counted on the shared Redis when there is one (every gateway then agrees), else in this process. */
export function openAddressLimits(env: Pick<GatewayEnv, 'KEYLESS_REQUESTS_PER_MINUTE' | 'SIGNUPS_PER_HOUR' | 'LEADS_PER_HOUR'>, shared: SharedRedis | null, addressOf: AddressOf): AddressLimits {
  return {
    keyless: new KeylessLimit(new AddressLimiter('keyless', { points: env.KEYLESS_REQUESTS_PER_MINUTE, windowSeconds: 60 }, shared), addressOf),
    forms: formLimiters({
      signups: new AddressLimiter('signups', { points: env.SIGNUPS_PER_HOUR, windowSeconds: 3600 }, shared),
      leads: new AddressLimiter('leads', { points: env.LEADS_PER_HOUR, windowSeconds: 3600 }, shared),
    }),
  };
}
