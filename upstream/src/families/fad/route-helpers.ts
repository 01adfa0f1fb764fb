import { MAX_COURSE_ID } from '@club/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** 400 with the zod issues in one Italian message. */
export function badRequest(reply: FastifyReply, error: z.ZodError) {
  const message = error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return reply.code(400).send({ message: `Richiesta non valida. ${message}` });
}

/** A course id from a path segment, or null when it can't be one (answered as 404 by the routes). */
export function courseIdParam(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_COURSE_ID ? id : null;
}

export const COURSE_NOT_FOUND = { message: 'Corso non trovato.' };

/** Escapes text for the HTML pages of the reference player. */
export function html(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Credits and hours the Italian way: 7.5 → "7,5", "4.0" → "4". */
export function formatCredits(value: string | number): string {
  return String(Number(value)).replace('.', ',');
}
