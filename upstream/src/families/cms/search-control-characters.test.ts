import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

async function post(path: string, body: unknown) {
  const res = await fetch(`${upstream.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('control characters in a content search (Postgres text cannot hold NUL)', () => {
  it.each([
    ['/CMS/Search/EditorialContent/Ungrouped', { contains: 'cuo\u0000re' }, 'contains'],
    ['/CMS/Search/EditorialContent', { contains: 'cuo\u0000re' }, 'contains'],
    ['/CMS/Search/EditorialContent', { category: ['news\u0000'] }, 'category.0'],
    ['/CMS/Search/EditorialContent/Ungrouped', { userOccupation: { medicalOccupation: 'Medico\u001b' } }, 'userOccupation.medicalOccupation'],
  ])('%s %j answers 400 naming the field, never 500', async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Richiesta non valida: ${field}: contiene caratteri di controllo`);
  });

  it('plain text with accents still searches', async () => {
    const res = await post('/CMS/Search/EditorialContent/Ungrouped', { contains: 'cuore è' });
    expect(res.status).toBe(200);
  });
});
