import { z } from 'zod';
import { route } from '../route';

// The cms family's routes that answer bytes rather than JSON: `mediaTypes` says what the body is,
// `response` describes it for the OpenAPI document (a file's body is not parsed as JSON).

/** GET /CMS/Moduli/{id}/file: a Modulo's template as a PDF (upstream/README.md 'CMS'). */
export const moduleFileRoute = route({
  family: 'cms',
  method: 'GET',
  path: '/CMS/Moduli/{id}/file',
  summary: "A Modulo's template: a PDF with its title, category, description and form fields (content-disposition names the file)",
  auth: 'none',
  params: z.object({ id: z.string() }),
  mediaTypes: ['application/pdf'],
  response: z.string(),
  errors: { 404: 'The id is not a Modulo' },
});

export const cmsFileRoutes = { moduleFile: moduleFileRoute };
