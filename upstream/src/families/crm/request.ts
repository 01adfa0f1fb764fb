import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/**
 * Parses a body or query with a zod schema; on failure replies 400 with the first issue's
 * (Italian) message and returns null, so a malformed request never reaches the handler.
 */
export async function parseOr400<S extends z.ZodType>(schema: S, input: unknown, reply: FastifyReply): Promise<z.output<S> | null> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  await reply.code(400).send({ message: parsed.error.issues[0]?.message ?? 'Richiesta non valida.' });
  return null;
}

/**
 * JSON parsing for the routes registered in `scope`: an empty body is "no body" (logout may be
 * sent with a JSON content type and nothing in it; the zod schemas then say what is missing), and
 * a body that is not JSON is a 400 with an Italian message instead of Fastify's English one.
 */
export function lenientJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Richiesta non valida: il corpo non è un JSON valido.'), { statusCode: 400 }), undefined);
    }
  });
}
