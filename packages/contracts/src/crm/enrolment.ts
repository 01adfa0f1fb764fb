import { z } from 'zod';
import { route } from '../route';

/** dd/MM/yy, as spec 3 §7 sends the subscription's dates. */
const shortDay = z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/, 'Data non valida: gg/mm/aa.');

/**
 * Spec 3 §7 `GET {host}/api/pdf` (name, startDate, endDate dd/MM/yy): the enrolment certificate. The
 * reference service prints the signed-in member's own name and running subscription; parameters, when
 * sent, must be the member's own (403 otherwise), so nobody prints a certificate for someone else.
 */
export const enrolmentCertificateRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/api/pdf',
  summary: "The signed-in member's enrolment certificate (their name and running subscription) as a PDF",
  auth: 'required',
  query: z.object({ name: z.string().optional(), startDate: shortDay.optional(), endDate: shortDay.optional() }),
  mediaTypes: ['application/pdf'],
  response: z.string(),
  errors: { 400: 'A date that is not dd/MM/yy', 401: 'No valid session token', 403: "Parameters that are not the member's own", 404: 'No running subscription' },
});
