import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Parses a request part with a zod schema; on failure replies 400 `{ message }` naming every bad
 * field (e.g. "Richiesta non valida: criteria.rows: ...") and returns null.
 */
export async function parseOr400<S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply): Promise<z.infer<S> | null> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`).join('; ');
  await reply.code(400).send({ message: `Richiesta non valida: ${details}` });
  return null;
}
