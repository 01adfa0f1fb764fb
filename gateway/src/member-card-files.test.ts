import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealFileLink } from '@club/subgraph-kit';
import { GatewayClient, startTestStack, TEST_VIEWER_SIGNING_SECRET } from '../test-kit';

// The files of the member's own professional card through the portal (issue 28: a certificate's
// address pointed at the upstream and the portal answered with its own page): a short-lived link,
// the owner's session only.

const PDF = Buffer.from('%PDF-1.4\n% certificato BLSD\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const CARD = `version firstName lastName profilePictureUrl certifications { title documentUrl downloadUrl fileName }`;
interface Card { version: number; firstName: string; lastName: string; profilePictureUrl: string | null; certifications: { title: string; documentUrl: string | null; downloadUrl: string | null; fileName: string | null }[] }

describe("the member's card files under /files/scheda (session, own data only, short-lived link)", () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  const owner = () => clients.owner!;
  const clients: Record<string, GatewayClient> = {};
  let card: Card;

  beforeAll(async () => {
    stack = await startTestStack();
    clients.owner = new GatewayClient(stack.url);
    clients.other = new GatewayClient(stack.url);
    await clients.owner.login('premium@demo.club');
    await clients.other.login('trial@demo.club');
    const me = await owner().request<{ viewer: { user: { professionalCard: Card } } }>(`{ viewer { user { professionalCard { ${CARD} } } } }`);
    const draft = me.body.data!.viewer.user.professionalCard;
    const saved = await owner().request<{ saveProfessionalCard: Card }>(
      `mutation ($input: ProfessionalCardInput!) { saveProfessionalCard(input: $input) { ${CARD} } }`,
      {
        input: {
          version: draft.version, firstName: draft.firstName, lastName: draft.lastName, professions: [], presentationText: '', privacyFlag: false, termsOfServiceFlag: false,
          contacts: { province: '', city: '' }, training: [], workExperience: [], scientificPublications: [], visibility: 'Privata',
          certifications: [{ title: 'BLSD', year: 2022, fileName: 'blsd.pdf', document: `data:application/pdf;base64,${PDF.toString('base64')}` }],
          profilePicture: `data:image/png;base64,${PNG.toString('base64')}`, profilePictureFileName: 'foto.png',
        },
      },
    );
    expect(saved.body.errors).toBeUndefined();
    card = saved.body.data!.saveProfessionalCard;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const get = (path: string, client?: GatewayClient) => fetch(`${stack.url}${path}`, { redirect: 'manual', headers: client?.cookie ? { cookie: client.cookie } : {} });

  it('hands out portal links only: a sealed /files/scheda/{id} link, never the upstream address', () => {
    const link = card.certifications[0]!.downloadUrl!;
    expect(link).toMatch(/^\/files\/scheda\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]+$/);
    expect(card.profilePictureUrl).toMatch(/^\/files\/scheda\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(card)).not.toContain(new URL(stack.upstreamUrl).host);
  });

  it("serves the certificate and the picture to their owner's session", async () => {
    const doc = await get(card.certifications[0]!.downloadUrl!, owner());
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await doc.arrayBuffer()).equals(PDF)).toBe(true);
    const pic = await get(card.profilePictureUrl!, owner());
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await pic.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses another member (not found), no session (401), a link without its token, tampered, for another path or expired (403)', async () => {
    const link = card.certifications[0]!.downloadUrl!;
    const [path, query] = link.split('?') as [string, string];
    expect((await get(link, clients.other)).status).toBe(404);
    expect((await get(link)).status).toBe(401);
    expect((await get(path, owner())).status).toBe(403);
    expect((await get(`${path}?${query.slice(0, -2)}xx`, owner())).status).toBe(403);
    const otherPath = card.profilePictureUrl!.split('?')[0]!;
    expect((await get(`${otherPath}?${query}`, owner())).status).toBe(403);
    const expired = sealFileLink(TEST_VIEWER_SIGNING_SECRET, { path, location: card.certifications[0]!.documentUrl!, memberId: '1000003', now: Date.now() - 10 * 60_000 });
    const answer = await get(expired, owner());
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: 'Il collegamento al file è scaduto o non è valido: riaprilo dal portale.' });
  });
});
