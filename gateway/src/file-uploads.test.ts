import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';
import { samplePdf, samplePng } from '../test-kit/sample-files';
import { fetchMemberPdf, memberPdfUrl } from './upstream/member-pdfs';

// "Nothing a member saves is lost" (issue 36): each upload of the portal (an ECM credit's
// certificate, a professional card's certification document and profile picture) goes through the
// whole federation and the real upstream up to the one upload limit, under any file name, and comes
// back byte for byte under that name.

const NAMES = ['attestato – 2026', 'Παράδειγμα', 'quota 20 €'];
const CARD = `version profilePictureUrl certifications { title documentUrl downloadUrl fileName }`;
type Card = { version: number; profilePictureUrl: string | null; certifications: { title: string; downloadUrl: string | null; fileName: string | null }[] };

/** The name a browser saves the file as: the RFC 8187 name when present, else the quoted one. */
function savedName(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return extended ? decodeURIComponent(extended[1]!) : /filename="([^"]*)"/.exec(disposition ?? '')![1]!;
}

describe('uploads through the portal: ~90 KB files under any name, byte for byte', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let member: GatewayClient;
  let pdf: Buffer;
  const png = samplePng(90 * 1024);

  beforeAll(async () => {
    stack = await startTestStack();
    member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    pdf = await samplePdf(90 * 1024);
    expect(pdf.length).toBeGreaterThan(85 * 1024);
    expect(pdf.length).toBeLessThan(UPLOAD_MAX_BYTES);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const download = async (path: string) => {
    const res = await fetch(`${stack.url}${path}`, { headers: { cookie: member.cookie } });
    return { status: res.status, type: res.headers.get('content-type'), name: savedName(res.headers.get('content-disposition')), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  const record = (certificate: { fileName: string; contentBase64: string }) =>
    member.request<{ recordExternalEcmCredit: { certificateName: string; certificateUrl: string } }>(
      'mutation ($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { certificateName certificateUrl } }',
      { input: { provider: 'Provider 77', title: 'Corso di ecografia', date: '10/10/2026', credits: 4, certificate } },
    );

  it.each(NAMES)('an ECM certificate named "%s.pdf" is kept and downloaded as it was', async (name) => {
    const fileName = `${name}.pdf`;
    const saved = await record({ fileName, contentBase64: pdf.toString('base64') });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.recordExternalEcmCredit.certificateName).toBe(fileName);
    const file = await download(saved.body.data!.recordExternalEcmCredit.certificateUrl);
    expect(file).toMatchObject({ status: 200, type: 'application/pdf', name: fileName });
    expect(file.bytes.equals(pdf)).toBe(true);
  });

  it("refuses a certificate over the limit with the certificate's own message, on its form field", async () => {
    const over = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const refused = await record({ fileName: 'grande.pdf', contentBase64: over.toString('base64') });
    expect(refused.body.errors?.[0]).toMatchObject({ message: "L'attestato supera i 100 KB.", extensions: { code: 'BAD_USER_INPUT', field: 'certificate' } });
  });

  const saveCard = async (changes: Record<string, unknown>) => {
    const me = await member.request<{ viewer: { user: { professionalCard: Card } } }>(`{ viewer { user { professionalCard { ${CARD} } } } }`);
    const draft = me.body.data!.viewer.user.professionalCard;
    return member.request<{ saveProfessionalCard: Card }>(`mutation ($input: ProfessionalCardInput!) { saveProfessionalCard(input: $input) { ${CARD} } }`, {
      input: {
        version: draft.version, firstName: 'Irene', lastName: 'Verdi', professions: [], presentationText: '', privacyFlag: false, termsOfServiceFlag: false,
        contacts: { province: '', city: '' }, training: [], workExperience: [], scientificPublications: [], visibility: 'Privata', certifications: [],
        ...changes,
      },
    });
  };

  it.each(NAMES)('a card certificate and picture named "%s" are kept and downloaded as they were, in one save', async (name) => {
    const saved = await saveCard({
      certifications: [{ title: 'BLSD', year: 2022, fileName: `${name}.pdf`, document: `data:application/pdf;base64,${pdf.toString('base64')}` }],
      profilePicture: `data:image/png;base64,${png.toString('base64')}`,
      profilePictureFileName: `${name}.png`,
    });
    expect(saved.body.errors).toBeUndefined();
    const card = saved.body.data!.saveProfessionalCard;
    expect(card.certifications[0]!.fileName).toBe(`${name}.pdf`);
    const doc = await download(card.certifications[0]!.downloadUrl!);
    expect(doc).toMatchObject({ status: 200, type: 'application/pdf', name: `${name}.pdf` });
    expect(doc.bytes.equals(pdf)).toBe(true);
    const picture = await download(card.profilePictureUrl!);
    expect(picture).toMatchObject({ status: 200, type: 'image/png', name: `${name}.png` });
    expect(picture.bytes.equals(png)).toBe(true);
  });

  it("refuses a card picture or document over the limit with the file's own message", async () => {
    const big = samplePng(UPLOAD_MAX_BYTES + 4 * 1024);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const picture = await saveCard({ profilePicture: `data:image/png;base64,${big.toString('base64')}`, profilePictureFileName: 'ritratto.png' });
    expect(picture.body.errors?.[0]).toMatchObject({ message: "Il file 'ritratto.png' supera la dimensione massima di 100 KB.", extensions: { code: 'BAD_USER_INPUT' } });
    const doc = await saveCard({ certifications: [{ title: 'ACLS', year: 2023, fileName: 'acls.png', document: `data:image/png;base64,${big.toString('base64')}` }] });
    expect(doc.body.errors?.[0]).toMatchObject({ message: "Il file 'acls.png' supera la dimensione massima di 100 KB.", extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('a stored file the upstream fails to serve', () => {
  let upstream: Server;
  let base: string;
  beforeAll(async () => {
    // An upstream that has the file but fails on it (as it did writing a non-Latin-1 name into a header).
    upstream = createServer((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal Server Error"}'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('is a failure to serve it, never "not found"', async () => {
    const answer = await fetchMemberPdf(base, memberPdfUrl(base, 'ecmCreditCertificate', 'x'), 'ecmCreditCertificate', 'token', 2_000);
    expect(answer).toEqual({ kind: 'failed', status: 500 });
  });
});
