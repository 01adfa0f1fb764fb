import { z } from 'zod';
import { route } from '../route';

// The provider's single sign-on (spec 2 §7 POST /FAD/Utente/AutoLogin[/{id}[/{type}]]) and the
// reference player behind the links it hands out.

/** Spec 2 §7: the access type when none is given. */
export const DEFAULT_COURSE_ACCESS_TYPE = 'FAD CATALOGO - Corso';
/** Spec 2 §7: the id that asks for the catalogue instead of a course. */
export const CATALOGUE_ACCESS_ID = 'cat';

/** The provider's catalogue (id 'cat', or no id). */
export const catalogueAccessAnswer = z.object({ accessURL: z.string() });
export type CatalogueAccessAnswer = z.output<typeof catalogueAccessAnswer>;

/** A course: a link to the player, after enrolling the member when needed. */
export const courseAccessAnswer = z.object({ courseAccessURL: z.string() });
export type CourseAccessAnswer = z.output<typeof courseAccessAnswer>;

/** A course id, or 'cat' for the catalogue. */
const courseAccessParams = z.object({ id: z.string() });
/** The access type, at most 100 characters (400 otherwise). */
const courseAccessWithTypeParams = courseAccessParams.extend({ type: z.string().max(100) });

const courseAccessErrors = {
  400: 'Access type longer than 100 characters',
  404: "Unknown course: { message: 'Corso non trovato.' }",
  403: "A course past its expiry date the member never enrolled on: { message: 'Il corso non è più disponibile.' }",
};

const courseAccess = {
  family: 'fad',
  method: 'POST',
  summary: "Single sign-on on a course ({ courseAccessURL }, enrolling the member: status 1, started) or, for id 'cat', the catalogue ({ accessURL }). Takes an Idempotency-Key.",
  auth: 'required',
  response: z.union([courseAccessAnswer, catalogueAccessAnswer]),
  memberOnlyWrite: true,
  errors: courseAccessErrors,
} as const;

/** The player's pages are HTML made for the member's browser, not JSON. */
const html = ['text/html'] as const;
const playerToken = z.object({ token: z.string() });

export const accessRoutes = {
  catalogueAccess: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Utente/AutoLogin',
    memberOnlyWrite: true,
    summary: "Single sign-on on the provider's catalogue.",
    auth: 'required',
    response: catalogueAccessAnswer,
  }),
  courseAccess: route({ ...courseAccess, path: '/FAD/Utente/AutoLogin/{id}', params: courseAccessParams }),
  courseAccessWithType: route({ ...courseAccess, path: '/FAD/Utente/AutoLogin/{id}/{type}', params: courseAccessWithTypeParams }),
  playerCatalogue: route({
    family: 'fad',
    method: 'GET',
    path: '/player/catalogo',
    summary: "The catalogue behind accessURL: the provider's 20 newest published courses (HTML).",
    auth: 'none',
    mediaTypes: html,
    response: z.string(),
  }),
  playerPage: route({
    family: 'fad',
    method: 'GET',
    path: '/player/{token}',
    summary: "The reference course player (HTML): modules, progress, 'Completa il modulo' and 'Supera il test finale'.",
    auth: 'none',
    params: playerToken,
    mediaTypes: html,
    response: z.string(),
    errors: { 404: "HTML page 'Collegamento scaduto' for an unknown or expired token" },
  }),
  playerProgress: route({
    family: 'fad',
    method: 'POST',
    path: '/player/{token}/progress',
    summary: 'Completes the next module (a form post, any body); 303 to the player page.',
    auth: 'none',
    params: playerToken,
    status: 303,
    mediaTypes: html,
    response: z.literal(''),
  }),
  playerFinish: route({
    family: 'fad',
    method: 'POST',
    path: '/player/{token}/finish',
    summary: 'Passes the final test once every module is done (status 2, the credits recorded); 303 to the player page.',
    auth: 'none',
    params: playerToken,
    status: 303,
    mediaTypes: html,
    response: z.literal(''),
  }),
};
