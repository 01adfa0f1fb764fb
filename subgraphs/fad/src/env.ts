import { KEPT_ANSWER_MS } from '@club/observability';
import type { TrienniumConfig } from '@club/policy';
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
    // The current triennium as configuration (triennium.ts): unset, it is the row of the policy's trienni table containing today.
    ECM_TRIENNIUM_START: isoDay.optional(),
    ECM_TRIENNIUM_END: isoDay.optional(),
    ECM_TRIENNIUM_OBLIGATION: z.coerce.number().positive().max(1000).optional(),
  })
  .refine((env) => !(isoDay.safeParse(env.ECM_TRIENNIUM_START).success && env.ECM_TRIENNIUM_END === undefined) && !(isoDay.safeParse(env.ECM_TRIENNIUM_END).success && env.ECM_TRIENNIUM_START === undefined), { message: 'ECM_TRIENNIUM_START and ECM_TRIENNIUM_END go together', path: ['ECM_TRIENNIUM_END'] })
  .refine((env) => !isoDay.safeParse(env.ECM_TRIENNIUM_START).success || !isoDay.safeParse(env.ECM_TRIENNIUM_END).success || env.ECM_TRIENNIUM_START! < env.ECM_TRIENNIUM_END!, { message: 'ECM_TRIENNIUM_START must come before ECM_TRIENNIUM_END', path: ['ECM_TRIENNIUM_END'] })
  .transform((env) => ({
    memberEnrolmentSettings: { ttlMs: env.FAD_MEMBER_ENROLMENTS_TTL_MS, maxMembers: env.FAD_MEMBER_ENROLMENTS_MAX_MEMBERS } satisfies MemberItemsOptions,
    trienniumPeriod: {
      ...(env.ECM_TRIENNIUM_START && env.ECM_TRIENNIUM_END ? { start: env.ECM_TRIENNIUM_START, end: env.ECM_TRIENNIUM_END } : {}),
      ...(env.ECM_TRIENNIUM_OBLIGATION === undefined ? {} : { standardObligation: env.ECM_TRIENNIUM_OBLIGATION }),
    } satisfies TrienniumConfig,
  }));

export type FadEnv = z.infer<typeof fadEnvSchema>;
