import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTranscript, transcriptLines, type TranscriptData } from './files/ecm-transcript';
import { GatewayClient, startTestStack } from '../test-kit';

// The ECM triennium's files (issue 29): the transcript PDF and the certificates of recorded credits,
// served to the member's own session only; nothing of it through a partner key.

const PDF = Buffer.from('%PDF-1.4\n% attestato esterno\n%%EOF\n');

/** A served PDF's text as a reader gets it (pdf.js, Mozilla's reader), one space for each line break. */
async function pdfTextOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const document = await pdfjs.getDocument({ data: new Uint8Array(await res.arrayBuffer()), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n++) {
    for (const item of (await (await document.getPage(n)).getTextContent()).items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

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

  /** What a line of the transcript reads as in the served PDF, wherever pdfkit wrapped it. */
  const says = (text: string, line: string) => expect(text.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''));
  const transcriptOf = async (email: string, query = '') => {
    const member = new GatewayClient(stack.url);
    await member.login(email);
    return pdfTextOf(await get(`/files/riepilogo-triennio-ecm.pdf${query}`, as(member)));
  };

  it("premium.esenzione@'s transcript says what her page says: the exemption, the obligation in use, kinds and areas, self-training over its cap", async () => {
    const text = await transcriptOf('premium.esenzione@demo.club');
    says(text, 'Esenzione: congedo di maternità o paternità (dal 01/03/2026 al 31/07/2026): 20 crediti in meno');
    says(text, 'Obbligo in uso: 130 crediti');
    says(text, 'Crediti per tipologia Tipologia Acquisiti Tetto Conteggiati FAD 0 Nessuno 0 Residenziale 14 Nessuno 14');
    says(text, 'Autoformazione 30 26 26');
    says(text, 'Autoformazione: 30 crediti acquisiti, 26 conteggiati; 4 crediti oltre il tetto, non conteggiati.');
    says(text, 'Crediti per area degli obiettivi formativi Area Acquisiti Obiettivi tecnico-professionali 44 Obiettivi di processo 0 Obiettivi di sistema 0');
    says(text, 'Totale conteggiato: 40 crediti su 130 (31%)');
    expect(text).not.toMatch(/Portale|Esterno/);
  });

  it("premium.dossier@'s transcript: the dossier bonus and the previous triennium's reduction, each with what it takes off", async () => {
    const text = await transcriptOf('premium.dossier@demo.club');
    says(text, 'Obbligo standard del triennio: 150 crediti');
    says(text, 'Bonus dossier formativo individuale');
    says(text, '40 crediti in meno');
    says(text, 'Riduzione per i crediti del triennio precedente');
    says(text, '132 crediti acquisiti: 30 crediti in meno');
    says(text, 'Obbligo in uso: 80 crediti');
  });

  it("ecm.compensativi@'s transcripts: 2020-2022's debt with what is made up, left and until when; 2023-2025's surplus given to it", async () => {
    const debt = "Debito formativo del triennio 2020-2022: mancavano 40 crediti, recuperati finora 20 con crediti compensativi, ne restano 20 da acquisire entro il 31/12/2028, oltre all'obbligo del triennio in corso.";
    says(await transcriptOf('ecm.compensativi@demo.club', '?triennio=2020-2022'), debt);
    says(await transcriptOf('ecm.compensativi@demo.club', '?triennio=2023-2025'), "20 crediti oltre l'obbligo di questo triennio contati come compensativi");
    says(await transcriptOf('ecm.compensativi@demo.club'), debt);
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
  // The current triennium 2026-2028 of a member with a maternity exemption (150 − 20 = 130), a dossier
  // built out of its years (no bonus, the policy's note), teaching and training abroad over the 60 % cap
  // (78 of 130, applied in the policy's order: teaching, abroad, self-training) and a 2020-2022 debt.
  const data: TranscriptData = {
    memberName: 'Irene Verdi',
    customerCode: '1000003',
    profession: 'Medico',
    triennium: '2026-2028',
    start: '2026-01-01',
    end: '2028-12-31',
    obligation: 130,
    obligationIsStandard: true,
    earnedPortal: 10.5,
    earnedExternal: 104.5,
    earnedTotal: 100.5,
    creditsOverCap: 14.5,
    threshold: 91,
    thresholdShare: 0.7,
    thresholdMet: true,
    missingToThreshold: 0,
    missingToObligation: 29.5,
    portalCredits: [{ provider: '2506', title: 'Sepsi', date: '2026-03-02', credits: 10.5, eventCode: '2506-412004', kind: 'FAD', area: 'TECNICO_PROFESSIONALE' }],
    externalCredits: [
      { provider: 'Provider 1234', title: 'Congresso', date: '2026-02-01', credits: 12, eventCode: null, kind: 'RESIDENZIALE', area: 'PROCESSI' },
      { provider: 'Università di Pavia', title: 'Docenza al master', date: '2026-05-04', credits: 40, eventCode: null, kind: 'DOCENZA_TUTORAGGIO', area: 'SISTEMA' },
    ],
    obligationBreakdown: {
      standard: 150,
      lines: [
        { label: 'Esenzione: congedo di maternità o paternità', start: '2026-03-01', end: '2026-07-31', credits: null, reduction: 20, note: null },
        { label: 'Bonus dossier formativo individuale', start: '2025-05-10', end: null, credits: null, reduction: 0, note: 'Il dossier dà il bonus solo se costruito nel 2026 o nel 2027.' },
      ],
      reduction: 20,
      computed: 130,
      override: null,
      obligation: 130,
    },
    creditsByKind: [
      { kind: 'FAD', label: 'FAD', earned: 10.5, counted: 10.5, cap: null },
      { kind: 'RESIDENZIALE', label: 'Residenziale', earned: 12, counted: 12, cap: null },
      { kind: 'FORMAZIONE_SUL_CAMPO', label: 'Formazione sul campo', earned: 0, counted: 0, cap: null },
      { kind: 'DOCENZA_TUTORAGGIO', label: 'Docenza e tutoraggio', earned: 40, counted: 40, cap: 78 },
      { kind: 'AUTOFORMAZIONE', label: 'Autoformazione', earned: 10, counted: 0, cap: 26 },
      { kind: 'ESTERO', label: "Formazione all'estero", earned: 42.5, counted: 38, cap: 78 },
    ],
    creditsByArea: [
      { area: 'TECNICO_PROFESSIONALE', label: 'Obiettivi tecnico-professionali', earned: 63 },
      { area: 'PROCESSI', label: 'Obiettivi di processo', earned: 12 },
      { area: 'SISTEMA', label: 'Obiettivi di sistema', earned: 40 },
    ],
    history: [
      { triennium: '2026-2028', isCurrent: true, compensatoryGiven: 0 },
      { triennium: '2023-2025', isCurrent: false, compensatoryGiven: 20 },
      { triennium: '2020-2022', isCurrent: false, compensatoryGiven: 0 },
    ],
    pastDebts: [{ triennium: '2020-2022', shortfall: 40, madeUp: 20, left: 20, until: '2028-12-31', open: true }],
  };
  const lines = transcriptLines(data, '2026-11-27');

  it('every credit with date, kind and area in Italian, provider and event, oldest first; portal courses are FAD', () => {
    expect(lines.title).toBe('Riepilogo crediti ECM – Triennio 2026-2028');
    expect(lines.header).toContain('Iscritto: Irene Verdi (codice cliente 1000003)');
    expect(lines.rows).toEqual([
      ['01/02/2026', 'Residenziale', 'Obiettivi di processo', 'Provider 1234', 'Congresso', '12'],
      ['02/03/2026', 'FAD (corso del portale)', 'Obiettivi tecnico-professionali', '2506', 'Sepsi (2506-412004)', '10,5'],
      ['04/05/2026', 'Docenza e tutoraggio', 'Obiettivi di sistema', 'Università di Pavia', 'Docenza al master', '40'],
    ]);
    expect(lines.rows.flat()).not.toContain('Portale');
    expect(lines.rows.flat()).not.toContain('Esterno');
  });

  it("'Crediti per tipologia': each kind earned, cap, counted; the credits over a cap said plainly, not counted", () => {
    expect(lines.kinds.rows).toEqual([
      ['FAD', '10,5', 'Nessuno', '10,5'],
      ['Residenziale', '12', 'Nessuno', '12'],
      ['Formazione sul campo', '0', 'Nessuno', '0'],
      ['Docenza e tutoraggio', '40', '78', '40'],
      ['Autoformazione', '10', '26', '0'],
      ["Formazione all'estero", '42,5', '78', '38'],
    ]);
    expect(lines.kinds.notes).toEqual([
      "Tetti, in quota dell'obbligo in uso (130 crediti): Autoformazione: al massimo il 20% dell’obbligo; Formazione individuale (docenza, estero, autoformazione): al massimo il 60% dell’obbligo.",
      'Autoformazione: 10 crediti acquisiti, 0 conteggiati; 10 crediti oltre il tetto, non conteggiati.',
      "Formazione all'estero: 42,5 crediti acquisiti, 38 conteggiati; 4,5 crediti oltre il tetto, non conteggiati.",
      'In tutto 14,5 crediti oltre i tetti: sono riportati ma non conteggiati nel totale.',
    ]);
    expect(lines.totals).toContain('Crediti oltre i tetti, non conteggiati: 14,5');
    expect(lines.totals).toContain('Totale conteggiato: 100,5 crediti su 130 (77%)');
  });

  it("'Crediti per area degli obiettivi formativi'", () => {
    expect(lines.areas).toEqual([
      ['Obiettivi tecnico-professionali', '63'],
      ['Obiettivi di processo', '12'],
      ['Obiettivi di sistema', '40'],
    ]);
  });

  it("'Obbligo formativo': the standard one, each line with its period and what it takes off or why not, the one in use", () => {
    expect(lines.header).toContain('Obbligo formativo: 130 crediti (obbligo standard di 150 meno 20 per esenzioni, esoneri, bonus e riduzioni)');
    expect(lines.obligation).toEqual([
      'Obbligo standard del triennio: 150 crediti',
      'Esenzione: congedo di maternità o paternità (dal 01/03/2026 al 31/07/2026): 20 crediti in meno',
      'Bonus dossier formativo individuale (10/05/2025): nessuna riduzione. Il dossier dà il bonus solo se costruito nel 2026 o nel 2027.',
      'Obbligo in uso: 130 crediti',
    ]);
    const own = transcriptLines({ ...data, obligation: 100, obligationIsStandard: false, obligationBreakdown: { ...data.obligationBreakdown, override: 100, obligation: 100 } }, '2026-11-27');
    expect(own.header).toContain('Obbligo formativo: 100 crediti (obbligo individuale indicato dal socio, da Co.Ge.A.P.S.)');
    expect(own.obligation.slice(-3)).toEqual(['Obbligo calcolato: 130 crediti', 'Obbligo individuale indicato dal socio (da Co.Ge.A.P.S., prevale): 100 crediti', 'Obbligo in uso: 100 crediti']);
    const previous = { label: 'Riduzione per i crediti del triennio precedente', start: '2026-01-10', end: null, credits: 132, reduction: 30, note: null };
    expect(transcriptLines({ ...data, obligationBreakdown: { ...data.obligationBreakdown, lines: [previous] } }, '2026-11-27').obligation).toContain(
      'Riduzione per i crediti del triennio precedente (10/01/2026), 132 crediti acquisiti: 30 crediti in meno',
    );
    // The recorded credits the page offers to confirm are not a line of the member's obligation.
    const offered = { ...previous, label: 'Riduzione per i crediti del triennio precedente (dai crediti registrati nel portale)', reduction: 0, fromRecordedCredits: true };
    expect(transcriptLines({ ...data, obligationBreakdown: { ...data.obligationBreakdown, lines: [offered] } }, '2026-11-27').obligation).toEqual(['Obbligo standard del triennio: 150 crediti', 'Obbligo in uso: 130 crediti']);
  });

  it('past debts: shortfall, made up, left and the deadline; a past triennium its own debt, or what it gave to one', () => {
    const debt = "Debito formativo del triennio 2020-2022: mancavano 40 crediti, recuperati finora 20 con crediti compensativi, ne restano 20 da acquisire entro il 31/12/2028, oltre all'obbligo del triennio in corso.";
    expect(lines.debts).toEqual([debt]);
    const past = { ...data, start: '2020-01-01', end: '2022-12-31' };
    expect(transcriptLines({ ...past, triennium: '2020-2022' }, '2026-11-27').debts).toEqual([debt]);
    expect(transcriptLines({ ...past, triennium: '2020-2022', pastDebts: [{ ...data.pastDebts[0]!, madeUp: 40, left: 0 }] }, '2026-11-27').debts).toEqual([
      'Debito formativo del triennio 2020-2022: mancavano 40 crediti, recuperati con 40 crediti compensativi: debito sanato.',
    ]);
    expect(transcriptLines({ ...past, triennium: '2020-2022', pastDebts: [{ ...data.pastDebts[0]!, open: false }] }, '2026-11-27').debts).toEqual([
      'Debito formativo del triennio 2020-2022: mancavano 40 crediti, recuperati finora 20 con crediti compensativi, ne restano 20: il termine per recuperarli è scaduto il 31/12/2028.',
    ]);
    expect(transcriptLines({ ...data, triennium: '2023-2025', start: '2023-01-01', end: '2025-12-31' }, '2026-11-27').debts).toEqual([
      "20 crediti oltre l'obbligo di questo triennio contati come compensativi per il debito di un triennio precedente (ogni credito conta una volta sola).",
    ]);
    expect(transcriptLines({ ...data, pastDebts: [] }, '2026-11-27').debts).toEqual([]);
  });

  it('totals and the threshold status in words', () => {
    const plain = transcriptLines({ ...data, creditsOverCap: 0, earnedTotal: 22.5, obligation: 150, threshold: 105, thresholdMet: false, missingToThreshold: 82.5 }, '2026-11-27');
    expect(plain.totals).toContain('Totale: 22,5 crediti su 150 (15%)');
    expect(plain.totals.some((l) => l.includes('oltre i tetti'))).toBe(false);
    expect(plain.totals).toContain("Soglia del 70% dell'obbligo (105 crediti), richiesta per la copertura assicurativa negli anni dopo la fine del triennio: non raggiunta, mancano 82,5 crediti");
    expect(transcriptLines({ ...data, threshold: 105, thresholdMet: true }, '2026-11-27').totals).toContain("Soglia del 70% dell'obbligo (105 crediti), richiesta per la copertura assicurativa negli anni dopo la fine del triennio: raggiunta");
  });

  it('a long list of credits breaks across pages, each page starting with the column titles', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...data.externalCredits[0]!, title: `Corso ${i + 1}`, credits: 1.5 }));
    const pdf = await renderTranscript({ ...data, externalCredits: many }, '2026-11-27');
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
    expect(document.numPages).toBeGreaterThan(1);
    const pageText = async (n: number) => ((await (await document.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? '').join(' ').replace(/\s+/g, ' ');
    expect(await pageText(2)).toMatch(/^Data Tipologia Area Provider Evento Crediti /);
    expect(await pageText(2)).toContain('1,5');
    await document.destroy();
  });

  it('names the insurance only for the trienni the rule looks at (from 2023-2025, issue 40)', () => {
    const past = transcriptLines({ ...data, triennium: '2020-2022', start: '2020-01-01', end: '2022-12-31', obligation: 100, threshold: 70, thresholdMet: true }, '2026-11-27');
    expect(past.title).toBe('Riepilogo crediti ECM – Triennio 2020-2022');
    expect(past.totals).toContain("Soglia del 70% dell'obbligo (70 crediti): raggiunta");
  });
});
