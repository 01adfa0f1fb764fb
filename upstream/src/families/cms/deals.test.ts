import { cmsContracts, CMS_TRAVEL_DESTINATIONS, CMS_TRAVEL_VACATION_TYPES } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { TRAVEL_PER_COMBINATION } from './seed-deals';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

const search = async (body: unknown) => {
  const res = await fetch(`${upstream.url}/CMS/Search/TravelBodyContent/Ungrouped`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
};
const criteria = { offset: 0, rows: 999, orderCriteria: [] };

describe('travel search (spec 3 §7 POST /CMS/Search/TravelBodyContent/Ungrouped)', () => {
  it('answers every offer when no filter is given (Ovunque)', async () => {
    const { status, body } = await search({ criteria });
    expect(status).toBe(200);
    const answer = cmsContracts.travelSearch.response.parse(body);
    expect(answer.matches).toBe(CMS_TRAVEL_DESTINATIONS.length * CMS_TRAVEL_VACATION_TYPES.length * TRAVEL_PER_COMBINATION);
    expect(answer.docs).toHaveLength(answer.matches);
    // Some offers come without an image (the subgraph puts the placeholder in).
    expect(answer.docs.some((d) => d.imageUrl === null)).toBe(true);
  });

  it('filters by destination, by vacation type and by both', async () => {
    const estero = cmsContracts.travelSearch.response.parse((await search({ destination: 'Estero', criteria })).body);
    expect(new Set(estero.docs.map((d) => d.destination))).toEqual(new Set(['Estero']));
    const mare = cmsContracts.travelSearch.response.parse((await search({ vacationType: 'Mare', criteria })).body);
    expect(new Set(mare.docs.map((d) => d.holidayType))).toEqual(new Set(['Mare']));
    const both = cmsContracts.travelSearch.response.parse((await search({ destination: 'Italia', vacationType: 'Città e cultura', criteria })).body);
    expect(both.docs.map((d) => d.location)).toContain('Roma');
    expect(both.docs.every((d) => d.destination === 'Italia' && d.holidayType === 'Città e cultura')).toBe(true);
  });

  it('refuses an unknown filter value and more than 999 rows with 400', async () => {
    expect((await search({ destination: 'Marte', criteria })).status).toBe(400);
    expect((await search({ criteria: { ...criteria, rows: 1000 } })).status).toBe(400);
  });
});

describe('travel detail, rental and light-and-gas offers', () => {
  it('answers a travel offer by path with its icons, 404 for an unknown path', async () => {
    const [row] = await upstream.db.query<{ item_path: string }>(`SELECT item_path FROM cms_travel_items WHERE holiday_type = 'Crociera' ORDER BY sort LIMIT 1`);
    const res = await fetch(`${upstream.url}/CMS/Viaggi/PerPath?path=${encodeURIComponent(row!.item_path)}`);
    const item = cmsContracts.travelItem.response.parse(await res.json());
    expect(item.icons.map((i) => i.name)).toContain('cruise');
    const missing = await fetch(`${upstream.url}/CMS/Viaggi/PerPath?path=${encodeURIComponent('/servizi/convenzioni/business-class-viaggi/nessuno')}`);
    expect(missing.status).toBe(404);
  });

  it('serves the conditions document of every light-and-gas offer as a PDF', async () => {
    const offers = cmsContracts.energyOffers.response.parse(await (await fetch(`${upstream.url}/CMS/Convenzioni/LuceGas/Offerte`)).json());
    expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(['Gas', 'Luce']));
    for (const offer of offers) {
      const res = await fetch(`${upstream.url}${offer.conditionsUrl}`);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await fetch(`${upstream.url}/media/cms/condizioni/altro.pdf`)).status).toBe(404);
  });

  it('answers the rental offers with every field of spec 3 §3', async () => {
    const offers = cmsContracts.rentalOffers.response.parse(await (await fetch(`${upstream.url}/CMS/Convenzioni/Noleggio/Offerte`)).json());
    expect(offers.length).toBeGreaterThan(4);
    expect(offers[0]!.Cost).toBeGreaterThan(0);
  });
});
