import { z } from 'zod';
import { route } from '../route';

// The commerce routes that answer a page or a redirect rather than JSON (upstream/README.md
// 'Commerce'): the gateway passes them on to the browser as they come (gateway/src/files).

const paymentId = z.object({ id: z.string() });

/** GET /ecommerce/pagamento/{id}: the simulated payment provider's checkout page. */
export const paymentPageRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/ecommerce/pagamento/{id}',
  summary: "The simulated payment provider's page of a payment (HTML): the amount, 'Paga ora' and 'Simula pagamento rifiutato'",
  auth: 'none',
  params: paymentId,
  mediaTypes: ['text/html'],
  response: z.string(),
  errors: { 404: 'Unknown payment' },
});

/** POST /ecommerce/pagamento/{id}: the payment page's form (`esito=paga|rifiuta`), 303 back to the portal. */
export const paymentFormRoute = route({
  family: 'commerce',
  method: 'POST',
  path: '/ecommerce/pagamento/{id}',
  summary: 'The payment page\'s form (esito=paga|rifiuta, form-encoded): 303 to the returnUrl with esito=ok|ko',
  auth: 'none',
  params: paymentId,
  status: 303,
  mediaTypes: ['text/html'],
  response: z.string(),
  errors: { 404: 'Unknown payment', 409: 'The payment was cancelled (HTML page saying why)' },
});

/** GET /topnegozi/vai/{offerId}: a direct offer's redirect to the partner shop's own site. */
export const affiliateRedirectRoute = route({
  family: 'commerce',
  method: 'GET',
  path: '/topnegozi/vai/{offerId}',
  summary: "A direct offer's redirect (302) to the shop's site tagged with the offer",
  auth: 'none',
  params: z.object({ offerId: z.string() }),
  status: 302,
  mediaTypes: ['text/html'],
  response: z.literal(''),
  errors: { 400: 'Not an offer id', 404: 'Unknown offer' },
});
