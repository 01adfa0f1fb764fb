import { processLogger } from '@club/observability';
import { GraphQLError } from 'graphql';
import { BAD_PAYLOAD_REASON, type FieldErrorCode } from '@club/wire';
import type { z } from 'zod';

/**
 * Parses what an upstream route answered with the route's contract (`@club/contracts`). A payload
 * that does not match is the upstream's fault, not the member's: the field becomes
 * `UPSTREAM_UNAVAILABLE` with `reason: 'BAD_PAYLOAD'` and the route named in `service`, like any
 * other failing upstream section, never a crash or a silently wrong field. The mismatch itself
 * (paths and expectations, no values) goes to the log for the upstream team.
 */
export function parseUpstream<S extends z.ZodType>(schema: S, payload: unknown, route: string): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const service = `/${route.replace(/^\//, '')}`;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  processLogger().warn({ event: 'upstream-payload', service, issues }, 'upstream payload does not match its contract');
  return badPayload(service);
}

/** The error of an upstream answer that breaks its contract (`service`: the route's path). */
export function badPayload(service: string): never {
  throw new GraphQLError(`Errore nel servizio ${service}`, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' satisfies FieldErrorCode, reason: BAD_PAYLOAD_REASON, service },
  });
}
