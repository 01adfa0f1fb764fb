import { ECM_IMPORT_MAX_ROWS } from '@club/wire/uploads';
import { z } from 'zod';
import { route } from '../route';

// The member's ECM triennium (issue 29, beyond the spec): the credits a member earned on the portal
// (passed courses) and the ones they record from elsewhere, and their individual obligation from
// the Co.Ge.A.P.S. statement. Every route needs the member's bearer token and touches only that
// member's rows: another member's credit id is 404, as an unknown one.

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data yyyy-MM-dd');
/** Credits with at most one decimal, as the registry counts them. */
const creditAmount = z.number().positive().max(999).multipleOf(0.1);

// Issue 40 (part OBLIGATION): each external credit's kind and training-objective area, and what the
// member enters to lower their obligation (exemptions, exonerations, dossier, previous triennium).
// The enums are @club/policy's ecm-obligation tables; optional on the wire so older callers and
// answers keep parsing (absent: the upstream's column defaults, RESIDENZIALE and TECNICO_PROFESSIONALE).
export const ecmCreditKind = z.enum(['FAD', 'RESIDENZIALE', 'FORMAZIONE_SUL_CAMPO', 'DOCENZA_TUTORAGGIO', 'AUTOFORMAZIONE', 'ESTERO']);
export const ecmObjectiveArea = z.enum(['TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA']);
export const ecmAdjustmentKind = z.enum([
  'ESENZIONE_MATERNITA_PATERNITA',
  'ESENZIONE_CONGEDO_PARENTALE',
  'ESENZIONE_MALATTIA',
  'ESENZIONE_ASPETTATIVA',
  'ESENZIONE_LAVORO_ESTERO',
  'ESONERO_FORMAZIONE_UNIVERSITARIA',
  'DOSSIER_INDIVIDUALE',
  'DOSSIER_GRUPPO',
  'TRIENNIO_PRECEDENTE',
]);

export const ecmObligationAdjustment = z.object({
  id: z.string(),
  kind: ecmAdjustmentKind,
  /** First day (a dossier: the day it was built). */
  start: isoDay,
  /** Last day of a period (an exemption, an exoneration, the previous triennium); null for a dossier. */
  end: isoDay.nullable(),
  /** Credits earned in the previous triennium (TRIENNIO_PRECEDENTE); null otherwise. */
  credits: z.number().nonnegative().nullable(),
});
export type EcmObligationAdjustment = z.output<typeof ecmObligationAdjustment>;
export const ecmObligationAdjustmentBody = ecmObligationAdjustment.omit({ id: true }).extend({ credits: z.number().min(0).max(999).multipleOf(0.1).nullable() });
export type EcmObligationAdjustmentBody = z.output<typeof ecmObligationAdjustmentBody>;

export const trienniumCreditsQuery = z.object({ from: isoDay, to: isoDay });

export const portalEcmCredit = z.object({
  /** Course id (the portal's key). */
  courseId: z.string(),
  /** ECM event code, e.g. '2506-412001'. */
  eventCode: z.string(),
  title: z.string(),
  /** The ECM provider that accredited the course (the club's own is 2506). */
  provider: z.string(),
  /** Day the final test was passed. */
  date: isoDay,
  credits: z.number().nonnegative(),
  /** The course's training-objective area (issue 40); null or absent when the course records none (the portal's default area applies). */
  area: ecmObjectiveArea.nullish(),
});
export type PortalEcmCredit = z.output<typeof portalEcmCredit>;

export const externalEcmCredit = z.object({
  id: z.string(),
  provider: z.string(),
  title: z.string(),
  date: isoDay,
  credits: z.number().nonnegative(),
  /** ECM event code as the certificate prints it (e.g. '1234-567890'), null when not given (issue 40); optional so credits built before it still type. */
  eventCode: z.string().nullish(),
  /** File name of the certificate the member attached, null without one. */
  certificateName: z.string().nullable(),
  kind: ecmCreditKind.optional(),
  area: ecmObjectiveArea.optional(),
});
export type ExternalEcmCredit = z.output<typeof externalEcmCredit>;

export const trienniumCreditsAnswer = z.object({
  /** The member's individual obligation, null until they set it (the standard one applies). */
  obligation: z.number().nonnegative().nullable(),
  /** Passed courses whose final test falls in [from, to], newest first. */
  portal: z.array(portalEcmCredit),
  /** Recorded external credits dated in [from, to], newest first. */
  external: z.array(externalEcmCredit),
  /** What the member entered to lower their obligation, all of them (each line is judged against the period by the policy). */
  adjustments: z.array(ecmObligationAdjustment).optional(),
});
export type TrienniumCreditsAnswer = z.output<typeof trienniumCreditsAnswer>;

export const ecmCertificateUpload = z.object({
  fileName: z.string().min(1).max(200),
  /** The PDF, base64 (at most 5 MB decoded). */
  contentBase64: z.base64().max(7_000_000),
});

export const externalEcmCreditBody = z.object({
  provider: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(300),
  date: isoDay,
  credits: creditAmount,
  /** Absent: the column default on a new credit, the one on file on a correction. */
  kind: ecmCreditKind.optional(),
  area: ecmObjectiveArea.optional(),
  /** ECM event code, optional (issue 40): absent or null when the member does not give it. */
  eventCode: z.string().trim().min(1).max(40).nullish(),
  /** Absent: keep the certificate on file (updates); null: none (or remove it); a file: attach or replace. */
  certificate: ecmCertificateUpload.nullish(),
});
export type ExternalEcmCreditBody = z.output<typeof externalEcmCreditBody>;

/** Credits imported at once (issue 40, CSV import): all stored in one transaction, or none. */
export const externalEcmCreditBatchBody = z.object({
  credits: z.array(externalEcmCreditBody.omit({ certificate: true })).min(1).max(ECM_IMPORT_MAX_ROWS),
});
export type ExternalEcmCreditBatchBody = z.output<typeof externalEcmCreditBatchBody>;

export const ecmObligationBody = z.object({ obligation: z.number().min(0).max(300).multipleOf(0.1).nullable() });
export const ecmObligationAnswer = z.object({ obligation: z.number().nonnegative().nullable() });

const creditIdParams = z.object({ id: z.string() });
const ADJUSTMENT_NOT_FOUND = "{ message: 'Riduzione non trovata.' } (unknown, or another member's)";
const NOT_FOUND = "{ message: 'Credito non trovato.' } (unknown, or another member's)";

export const trienniumRoutes = {
  trienniumCredits: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Triennio/Crediti',
    summary: "The member's ECM credits between two days: passed portal courses and recorded external credits, and their individual obligation.",
    auth: 'required',
    query: trienniumCreditsQuery,
    response: trienniumCreditsAnswer,
    errors: { 400: 'Malformed query: { message }' },
  }),
  setEcmObligation: route({
    family: 'fad',
    method: 'PUT',
    path: '/FAD/Triennio/Obbligo',
    memberOnlyWrite: true,
    summary: "Sets (or, with null, clears) the member's individual ECM obligation (idempotent).",
    auth: 'required',
    body: ecmObligationBody,
    response: ecmObligationAnswer,
    errors: { 400: 'Malformed body: { message }' },
  }),
  addExternalEcmCredit: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Triennio/Crediti',
    memberOnlyWrite: true,
    summary: 'Records a credit earned elsewhere, with an optional certificate PDF; Idempotency-Key honoured (a retry gets the first answer).',
    auth: 'required',
    body: externalEcmCreditBody,
    response: externalEcmCredit,
    status: 201,
    errors: { 400: 'Malformed body, or a certificate that is not a PDF: { message }', 413: 'Certificate over 5 MB' },
  }),
  addExternalEcmCredits: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Triennio/Crediti/Lotto',
    memberOnlyWrite: true,
    summary: 'Records many credits earned elsewhere at once (an import), all in one transaction or none; Idempotency-Key honoured (a retry gets the first answer).',
    auth: 'required',
    body: externalEcmCreditBatchBody,
    response: z.object({ credits: z.array(externalEcmCredit) }),
    status: 201,
    errors: { 400: 'Malformed body: { message }', 409: "A credit with the same event code and day is already the member's: { message, row } (row: 0-based index in credits); nothing stored" },
  }),
  updateExternalEcmCredit: route({
    family: 'fad',
    method: 'PUT',
    path: '/FAD/Triennio/Crediti/{id}',
    memberOnlyWrite: true,
    summary: "Corrects one of the member's external credits (idempotent).",
    auth: 'required',
    params: creditIdParams,
    body: externalEcmCreditBody,
    response: externalEcmCredit,
    errors: { 400: 'Malformed body: { message }', 404: NOT_FOUND },
  }),
  deleteExternalEcmCredit: route({
    family: 'fad',
    method: 'DELETE',
    path: '/FAD/Triennio/Crediti/{id}',
    memberOnlyWrite: true,
    summary: "Deletes one of the member's external credits and its certificate (idempotent: deleting again is 404).",
    auth: 'required',
    params: creditIdParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: { 404: NOT_FOUND },
  }),
  externalEcmCreditCertificate: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Triennio/Crediti/{id}/Attestato',
    summary: "The certificate PDF of one of the member's external credits.",
    auth: 'required',
    params: creditIdParams,
    response: z.string(),
    mediaTypes: ['application/pdf'],
    errors: { 404: NOT_FOUND },
  }),
  addEcmObligationAdjustment: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Triennio/Riduzioni',
    memberOnlyWrite: true,
    summary: 'Records what lowers the member\'s ECM obligation: an exemption or exoneration with its period, a dossier, the previous triennium\'s credits; Idempotency-Key honoured.',
    auth: 'required',
    body: ecmObligationAdjustmentBody,
    response: ecmObligationAdjustment,
    status: 201,
    errors: { 400: 'Malformed body, or a period ending before it starts: { message }' },
  }),
  deleteEcmObligationAdjustment: route({
    family: 'fad',
    method: 'DELETE',
    path: '/FAD/Triennio/Riduzioni/{id}',
    memberOnlyWrite: true,
    summary: "Deletes one of the member's obligation adjustments (idempotent: deleting again is 404).",
    auth: 'required',
    params: creditIdParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: { 404: ADJUSTMENT_NOT_FOUND },
  }),
};
