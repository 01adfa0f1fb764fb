import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';
import { samplePdf } from '../test-kit/sample-files';

// Issue 40 'a certificate PDF (up to 100 KB, once the upload bound is fixed)': through the whole
// federation a certificate of exactly the limit is kept, and anything larger (up to what the
// request body can carry) is refused with the one message the form, the subgraph and the upstream give.

const TOO_LARGE = "L'attestato supera i 100 KB.";

describe('an ECM certificate at the upload bound, through the portal', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let member: GatewayClient;
  let pdf: Buffer;

  beforeAll(async () => {
    stack = await startTestStack();
    member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    pdf = await samplePdf(90 * 1024);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The sample certificate padded to exactly `bytes` bytes (a PDF reader ignores trailing blanks). */
  const certificateOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
  const record = (bytes: number) =>
    member.request<{ recordExternalEcmCredit: { id: string; certificateName: string } }>(
      'mutation ($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { id certificateName } }',
      { input: { provider: 'Provider 5120 – SIP', title: 'Vaccinazioni', date: '12/03/2026', credits: 7.5, eventCode: '5120-461203', certificate: { fileName: 'attestato.pdf', contentBase64: certificateOf(bytes).toString('base64') } } },
    );

  it('keeps a certificate of exactly 100 KB', async () => {
    const saved = await record(UPLOAD_MAX_BYTES);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.recordExternalEcmCredit.certificateName).toBe('attestato.pdf');
    const removed = await member.request('mutation ($id: ID!) { deleteExternalEcmCredit(id: $id) }', { id: saved.body.data!.recordExternalEcmCredit.id });
    expect(removed.body.errors).toBeUndefined();
  });

  it.each([UPLOAD_MAX_BYTES + 1, 200 * 1024])('refuses one of %i bytes with the certificate’s own message, on its field', async (bytes) => {
    const refused = await record(bytes);
    expect(refused.body.errors?.[0]).toMatchObject({ message: TOO_LARGE, extensions: { code: 'BAD_USER_INPUT', field: 'certificate' } });
  });
});
