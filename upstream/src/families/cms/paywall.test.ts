import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, upstreamLogin } from '../../testing';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let trial: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  premium = await upstreamLogin(upstream.url, 'premium@demo.club', 'Club2026!');
  trial = await upstreamLogin(upstream.url, 'trial@demo.club', 'Club2026!');
});
afterAll(async () => {
  await upstream?.close();
});

async function get(path: string, token?: string) {
  const res = await fetch(`${upstream.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}

describe('GET /CMS/Paywall (spec 1 §3 paywall option)', () => {
  it('answers the options of a placement in order, each with its CTA and visibility rule', async () => {
    const { status, json } = await get('/CMS/Paywall?placement=articolo');
    expect(status).toBe(200);
    expect(json.map((o: { cta: { label: string; link: string } }) => [o.cta.label, o.cta.link])).toEqual([
      ['Registrati gratis', '/registrazione'],
      ['Scopri i piani', '/piani'],
      ['Passa a Premium', '/upgrade'],
      ["Rinnova l'abbonamento", '/upgrade'],
    ]);
    expect(json[0]).toMatchObject({ placement: 'articolo', hasLoginCta: true, visibility: { subscriptionTypes: ['SUSPECT'], wallet: null, excludedWallet: null } });
    expect(json[0].title).toBe('Contenuto riservato agli abbonati Premium');
    expect(json[0].image).toMatch(/^\/media\//);
  });

  it('has options for the resource and edicola placements; 400 for another or no placement', async () => {
    expect((await get('/CMS/Paywall?placement=risorsa')).json).toHaveLength(4);
    const edicola = await get('/CMS/Paywall?placement=edicola');
    expect(edicola.json[2].visibility.subscriptionTypes).toEqual(['TRIAL', 'EX_TRIAL']);
    expect((await get('/CMS/Paywall?placement=home')).status).toBe(400);
    expect((await get('/CMS/Paywall')).status).toBe(400);
  });
});

describe('GET /CMS/Edicola and the embedded reader (spec 2 §6: premium only)', () => {
  it('refuses without a token (401) and for a trial member (403)', async () => {
    expect((await get('/CMS/Edicola')).status).toBe(401);
    expect((await get('/CMS/Edicola', trial)).status).toBe(403);
  });

  it('lists the newest issue of each of the seven magazines for a premium member', async () => {
    const { status, json } = await get('/CMS/Edicola', premium);
    expect(status).toBe(200);
    expect(json).toHaveLength(7);
    expect(json[0]).toMatchObject({ magazine: 'MedicalMagazine', magazineName: 'Medical Magazine', issueDate: '2025-11-01', reader: '/media/edicola/MedicalMagazine', pageCount: 5 });
    expect(json[0].title).toBe('Medical Magazine – novembre 2025');
  });

  it('serves the reader page of a magazine with the newest issue pages; 404 for an unknown magazine', async () => {
    const page = await get('/media/edicola/SanitaInformazione');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain('<title>Sanità Informazione – novembre 2025</title>');
    expect(page.text).toContain('Pagina 5 di 5');
    expect((await get('/media/edicola/Nessuna')).status).toBe(404);
  });
});
