import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

async function get<T = unknown>(path: string): Promise<{ status: number; body: T; type: string }> {
  const res = await fetch(`${upstream.url}${path}`);
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: (type.includes('json') ? await res.json() : await res.text()) as T, type };
}

interface Rule {
  subscriptionTypes: string[];
  wallet: string | null;
  excludedWallet: string | null;
}

describe('GET /CMS/Faq', () => {
  it('needs a placement', async () => {
    const { status, body } = await get<{ message: string }>('/CMS/Faq');
    expect(status).toBe(400);
    expect(body.message).toContain('placement');
  });

  it('answers the items of a placement in CMS order, each with its permission requirements', async () => {
    const { body } = await get<{ id: string; question: string; answer: string; visibility: Rule }[]>('/CMS/Faq?placement=piani');
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body[0]).toEqual({
      id: 'faq-piani-1',
      question: "Qual è la differenza tra l'iscrizione gratuita e Premium?",
      answer: expect.stringContaining('<p>'),
      visibility: { subscriptionTypes: [], wallet: null, excludedWallet: null },
    });
    expect(body.find((f) => f.id === 'faq-piani-10')?.visibility.subscriptionTypes).toEqual(['EX_PREMIUM']);
  });

  it('keeps placements apart: risorse has its own items, some behind a wallet', async () => {
    const { body } = await get<{ id: string; visibility: Rule }[]>('/CMS/Faq?placement=risorse');
    expect(body.length).toBeGreaterThanOrEqual(7);
    expect(body.every((f) => f.id.startsWith('faq-risorse-'))).toBe(true);
    expect(body.some((f) => f.visibility.wallet === 'legal')).toBe(true);
    expect((await get<unknown[]>('/CMS/Faq?placement=nowhere')).body).toEqual([]);
  });
});

describe('GET /CMS/VideoTutorial', () => {
  it('needs a placement', async () => {
    expect((await get('/CMS/VideoTutorial')).status).toBe(400);
  });

  it('answers the spec fields with site-relative preview and player URLs', async () => {
    const { body } = await get<{ id: string; title: string; abstract: string; content: string; previewImage: string; videoUrl: string; isPreview: boolean }[]>(
      '/CMS/VideoTutorial?placement=risorse',
    );
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body[0]).toEqual({
      id: 'vt-calcolatori',
      title: 'Come usare i calcolatori clinici',
      abstract: expect.any(String),
      content: expect.stringContaining('<p>'),
      previewImage: '/media/cms/video/tutorial-calcolatori.svg',
      videoUrl: '/media/tutorial/vt-calcolatori',
      isPreview: false,
    });
    expect(body.filter((v) => v.isPreview).map((v) => v.id)).toEqual(['vt-anteprima-responsabilita']);
  });
});

describe('GET /media/tutorial/:id', () => {
  it("serves the media library's Italian player page playing the demo video with the preview as poster", async () => {
    const { status, type, body } = await get<string>('/media/tutorial/vt-moduli');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(body).toContain('<html lang="it">');
    expect(body).toContain('<h1>Compilare e scaricare un Modulo</h1>');
    // Its recording lives under the player's own path (the portal gates both alike).
    expect(body).toMatch(/<video controls[^>]* src="\/media\/tutorial\/vt-moduli\/video\.webm" poster="\/media\/cms\/video\/tutorial-moduli\.svg"/);
  });

  it('answers 404 for an unknown video', async () => {
    expect((await get('/media/tutorial/nessuno')).status).toBe(404);
  });
});

describe('promo banners of the resources and news pages', () => {
  it('GET /CMS/Banner?placement=risorse answers the seeded promos with their rules', async () => {
    const { body } = await get<{ id: string; visibility: Rule; ctas: { label: string; visibility: Rule }[] }[]>('/CMS/Banner?placement=risorse');
    expect(body.map((b) => b.id)).toEqual(['risorse-tool', 'risorse-premium', 'risorse-ecm']);
    expect(body[2]!.visibility.wallet).toBe('ecm');
    expect(body[1]!.ctas.map((c) => c.label)).toEqual(['Scopri i piani', 'Passa a Premium']);
  });

  it('adds the news promos after the layout seed\'s, so the article keeps its first banner', async () => {
    const { body } = await get<{ id: string }[]>('/CMS/Banner?placement=news');
    expect(body.map((b) => b.id)).toEqual(['news-promo', 'news-ecm', 'news-edicola']);
  });
});

describe('GET /CMS/Componenti (a page placement\'s list of components, spec 1 §1, §3, §9)', () => {
  it('needs a placement', async () => {
    const { status, body } = await get<{ message: string }>('/CMS/Componenti');
    expect(status).toBe(400);
    expect(body.message).toContain('placement');
  });

  it("answers the home's sections in the order the home shows them, carousels with their content types", async () => {
    const { body } = await get<{ id: string; type: string; section: string; title: string | null; contentTypes: string[]; magazines: string[] }[]>('/CMS/Componenti?placement=home');
    expect(body.map((c) => [c.type, c.section])).toEqual(
      ['HeroBanners', 'LatestNews', 'FavouriteNews', 'CoursesTeaser', 'LatestTools', 'NewsCarousel', 'NewsCarousel', 'Magazines', 'RewardsTeaser', 'MostRead', 'LatestProfessionals'].map((s) => ['Section', s]),
    );
    expect(body[6]).toEqual({ id: 'home-media', type: 'Section', section: 'NewsCarousel', title: 'Video e podcast', contentTypes: ['Video', 'Podcast', 'Webinar'], magazines: [] });
    expect(body[7]!.magazines).toEqual(['MedicalMagazine', 'QuotidianoSanita']);
  });

  it("answers /chi-siamo's info boxes ('Per Row' unset), grid ('Max per Row' 2), download banner and lead form, one link with #__next", async () => {
    const { body } = await get<Record<string, unknown>[]>('/CMS/Componenti?placement=chi-siamo');
    expect(body.map((c) => c.type)).toEqual(['InfoBoxes', 'Grid', 'DownloadBanner', 'LeadForm']);
    expect(body[0]).toMatchObject({ perRow: null, title: 'Cosa trovi nel Club' });
    expect((body[0]!.boxes as { link: string }[]).map((b) => b.link)).toContain('/informativa-privacy#__next');
    expect(body[1]).toMatchObject({ maxPerRow: 2 });
    expect(body[2]).toMatchObject({ ctaLabel: 'Scarica la presentazione', fileUrl: '/media/documenti/presentazione-club.pdf' });
    expect(body[3]).toMatchObject({ formType: 'richiesta-assistenza', title: 'Scrivici' });
  });

  it('answers an empty list for a placement without components', async () => {
    expect((await get('/CMS/Componenti?placement=nessuna')).body).toEqual([]);
  });

  it("serves each download banner's file as a PDF under /media/documenti, 404 for another name", async () => {
    for (const placement of ['chi-siamo', 'risorse', 'corsi-ecm-fad']) {
      const { body } = await get<{ type: string; fileUrl?: string }[]>(`/CMS/Componenti?placement=${placement}`);
      const banners = body.filter((c) => c.type === 'DownloadBanner');
      expect(banners).toHaveLength(1);
      const res = await fetch(`${upstream.url}${banners[0]!.fileUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    expect((await get('/media/documenti/nessuno.pdf')).status).toBe(404);
    // The loyalty regulation keeps its own route.
    expect((await fetch(`${upstream.url}/media/documenti/regolamento-programma-fedelta.pdf`)).status).toBe(200);
  });
});
