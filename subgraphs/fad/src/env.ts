import { KEPT_ANSWER_MS } from '@club/observability';
import { ECM_TRIENNIUM_DEFAULTS, type TrienniumPeriod } from '@club/policy';
import type { MemberItemsOptions } from '@club/subgraph-kit';
import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/**
 * The fad subgraph's own variables, read at start with the shared ones (every bad one listed, the
 * process stops): its members' kept enrolments and the ECM triennium.
 */
export const fadEnvSchema = z
  .object({
    // How long a member's enrolment fields stay kept (member-enrolments.ts; 0: never kept), for how many members at most.
    FAD_MEMBER_ENROLMENTS_TTL_MS: z.coerce.number().int().nonnegative().default(KEPT_ANSWER_MS),
    FAD_MEMBER_ENROLMENTS_MAX_MEMBERS: z.coerce.number().int().positive().default(5_000),
    // The triennium as configuration (triennium.ts), defaulting to 2026-2028 and 150 credits (the policy's sources).
    ECM_TRIENNIUM_START: isoDay.default(ECM_TRIENNIUM_DEFAULTS.start),
    ECM_TRIENNIUM_END: isoDay.default(ECM_TRIENNIUM_DEFAULTS.end),
    ECM_TRIENNIUM_OBLIGATION: z.coerce.number().positive().max(1000).default(ECM_TRIENNIUM_DEFAULTS.standardObligation),
  })
  .refine((env) => !isoDay.safeParse(env.ECM_TRIENNIUM_START).success || !isoDay.safeParse(env.ECM_TRIENNIUM_END).success || env.ECM_TRIENNIUM_START < env.ECM_TRIENNIUM_END, { message: 'ECM_TRIENNIUM_START must come before ECM_TRIENNIUM_END', path: ['ECM_TRIENNIUM_END'] })
  .transform((env) => ({
    memberEnrolmentSettings: { ttlMs: env.FAD_MEMBER_ENROLMENTS_TTL_MS, maxMembers: env.FAD_MEMBER_ENROLMENTS_MAX_MEMBERS } satisfies MemberItemsOptions,
    trienniumPeriod: { start: env.ECM_TRIENNIUM_START, end: env.ECM_TRIENNIUM_END, standardObligation: env.ECM_TRIENNIUM_OBLIGATION } satisfies TrienniumPeriod,
  }));

export type FadEnv = z.infer<typeof fadEnvSchema>;
