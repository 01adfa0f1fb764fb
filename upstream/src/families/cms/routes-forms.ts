/**
 * Lead form definitions (spec 1 §5 'Lead forms are built from server-provided markup', spec 3 §3
 * 'Content-managed form config'; the marketing form of spec 1 §3, §4, §7). Public.
 * - GET /CMS/Form/{formId}: a form's config, fields (in order), labels, placeholders and options; 404 when unknown.
 */
import { cmsContracts, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { FORM_DEFINITIONS } from './seed-forms';
import { parseOr400 } from './validate';

export function registerFormRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  app.get('/CMS/Form/:formId', async (req, reply) => {
    const params = await parseOr400(cmsContracts.formDefinition.params!, req.params, reply);
    if (!params) return reply;
    const form = FORM_DEFINITIONS.find((f) => f.formId === params.formId);
    if (!form) return reply.code(404).send({ message: `Form ${params.formId} non trovato.` });
    return form satisfies PayloadOf<typeof cmsContracts.formDefinition>;
  });
}
