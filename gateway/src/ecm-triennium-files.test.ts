import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptLines, type TranscriptData } from './files/ecm-transcript';
import { GatewayClient, startTestStack } from '../test-kit';

// The ECM triennium's files (issue 29): the transcript PDF and the certificates of recorded credits,
// served to the member's own session only; nothing of it through a partner key.

const PDF = Buffer.from('%PDF-1.4\n% attestato esterno\n%%EOF\n');

describe('ECM triennium files through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  const premium = () => clients.premium!;
  const clients: Record<string, GatewayClient> = {};
  let certificateUrl: string;

  beforeAll(async () => {
    stack = await startTestStack({ env: { PARTNER_API_KEYS: 'acme:acme-partner-key-0123456789' } });
    clients.premium = new GatewayClient(stack.url);
    clients.trial = new GatewayClient(stack.url);
    clients.noecm = new GatewayClient(stack.url);
    await clients.premium.login('premium@demo.club');
    await clients.trial.login('trial@demo.club');
    await clients.noecm.login('premium.noecm@demo.club');
    const recorded = await premium().request<{ recordExternalEcmCredit: { certificateUrl: string } }>(
      'mutation ($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { certificateUrl } }',
      { input: { provider: 'Provider 55', title: 'Workshop di ecografia', date: '10/10/2026', credits: 6, certificate: { fileName: 'ecografia.pdf', contentBase64: PDF.toString('base64') } } },
    );
    expect(recorded.body.errors).toBeUndefined();
    certificateUrl = recorded.body.data!.recordExternalEcmCredit.certificateUrl;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${path}`, { redirect: 'manual', headers });
  const as = (client: GatewayClient) => ({ cookie: client.cookie });

  it("'Scarica il riepilogo': a PDF for the member's own session, never cached", async () => {
    const res = await get('/files/riepilogo-triennio-ecm.pdf', as(premium()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="riepilogo-triennio-ecm-2026-2028.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("a past triennium's transcript by its label (issue 40), with the same owner-only rule", async () => {
    const below = new GatewayClient(stack.url);
    await below.login('ecm.sottosoglia@demo.club');
    const res = await get('/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025', as(below));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="riepilogo-triennio-ecm-2023-2025.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get('/files/riepilogo-triennio-ecm.pdf?triennio=2011-2013', as(below))).status).toBe(404);
    expect((await get('/files/riepilogo-triennio-ecm.pdf?triennio=ultimo', as(below))).status).toBe(400);
    expect((await get('/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025')).status).toBe(401);
    expect((await get('/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025', as(clients.noecm!))).status).toBe(403);
  });

  it('refuses the transcript without a session, through a partner key, and to a member without ecm', async () => {
    expect((await get('/files/riepilogo-triennio-ecm.pdf')).status).toBe(401);
    expect((await get('/files/riepilogo-triennio-ecm.pdf', { 'x-api-key': 'acme-partner-key-0123456789' })).status).toBe(401);
    expect((await get('/files/riepilogo-triennio-ecm.pdf', as(clients.noecm!))).status).toBe(403);
  });

  it("serves a recorded credit's certificate to its owner only", async () => {
    expect(certificateUrl).toMatch(/^\/files\/crediti-ecm\/[0-9a-f-]{36}\.pdf$/);
    const own = await get(certificateUrl, as(premium()));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await get(certificateUrl, as(clients.trial!))).status).toBe(404);
    expect((await get(certificateUrl)).status).toBe(401);
  });

  it('a partner key reads nothing of a triennium through the API', async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'acme-partner-key-0123456789' },
      body: JSON.stringify({ query: '{ viewer { user { id ecmTriennium { earnedTotal } } } ecmTrienniumAccess }' }),
    });
    const body = (await res.json()) as { data?: { viewer: { user: unknown }; ecmTrienniumAccess: string } };
    expect(body.data?.viewer.user).toBeNull();
    expect(body.data?.ecmTrienniumAccess).toBe('LOGIN');
  });
});

describe('the transcript lines', () => {
  const data: TranscriptData = {
    memberName: 'Irene Verdi',
    customerCode: '1000003',
    profession: 'Medico',
    start: '2026-01-01',
    end: '2028-12-31',
    obligation: 150,
    obligationIsStandard: true,
    earnedPortal: 10.5,
    earnedExternal: 12,
    earnedTotal: 22.5,
    threshold: 105,
    thresholdShare: 0.7,
    thresholdMet: false,
    missingToThreshold: 82.5,
    missingToObligation: 127.5,
    portalCredits: [{ provider: '2506', title: 'Sepsi', date: '2026-03-02', credits: 10.5, eventCode: '2506-412004' }],
    externalCredits: [{ provider: 'Provider 1234', title: 'Congresso', date: '2026-02-01', credits: 12 }],
  };

  it('every credit with provider and date, oldest first; totals and the threshold status in words', () => {
    const lines = transcriptLines(data, '2026-11-27');
    expect(lines.title).toBe('Riepilogo crediti ECM – Triennio 2026-2028');
    expect(lines.header).toContain('Iscritto: Irene Verdi (codice cliente 1000003)');
    expect(lines.rows).toEqual([
      ['01/02/2026', 'Esterno', 'Provider 1234', 'Congresso', '12'],
      ['02/03/2026', 'Portale', '2506', 'Sepsi (2506-412004)', '10,5'],
    ]);
    expect(lines.totals).toContain('Totale: 22,5 crediti su 150 (15%)');
    expect(lines.totals).toContain("Soglia del 70% dell'obbligo (105 crediti), richiesta per la copertura assicurativa negli anni dopo la fine del triennio: non raggiunta, mancano 82,5 crediti");
    expect(transcriptLines({ ...data, thresholdMet: true }, '2026-11-27').totals).toContain("Soglia del 70% dell'obbligo (105 crediti), richiesta per la copertura assicurativa negli anni dopo la fine del triennio: raggiunta");
  });

  it('names the insurance only for the trienni the rule looks at (from 2023-2025, issue 40)', () => {
    const past = transcriptLines({ ...data, start: '2020-01-01', end: '2022-12-31', obligation: 100, threshold: 70, thresholdMet: true }, '2026-11-27');
    expect(past.title).toBe('Riepilogo crediti ECM – Triennio 2020-2022');
    expect(past.totals).toContain("Soglia del 70% dell'obbligo (70 crediti): raggiunta");
  });
});
