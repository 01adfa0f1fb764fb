/** Partner deals and telemedicine access of the cms subgraph (spec 3 §2/§4/§7), against the reference upstream. */
import { processLogger, type RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { TELEMEDICINE_SERVICE_URL } from '@club/policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Query } from './generated/resolvers-types';
import { TRAVEL_IMAGE_PLACEHOLDER, knownIcons } from './resolvers/TravelOffer';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

type Q<K extends keyof Query> = Pick<Query, K>;
type Viewer = Parameters<typeof callSubgraph>[3];
const gql = <T>(query: string, variables: Record<string, unknown> = {}, viewer: Viewer = {}) => callSubgraph<T>(subgraph.url, query, variables, viewer);

const TRAVEL = `query($d: TravelDestination, $v: VacationType) { travelOffers(destination: $d, vacationType: $v) { path title location destination vacationType imageUrl } }`;

describe('travel listing (spec 3 §2 filters, §7 offset 0 rows 999)', () => {
  it('without filters lists every offer, with the placeholder for those without an image', async () => {
    const res = await gql<Q<'travelOffers'>>(TRAVEL);
    const offers = res.body.data!.travelOffers!;
    expect(offers).toHaveLength(60);
    expect(offers.filter((o) => o.imageUrl === TRAVEL_IMAGE_PLACEHOLDER).length).toBeGreaterThan(0);
    expect(upstream.paths).toEqual(['/CMS/Search/TravelBodyContent/Ungrouped']);
  });

  it('sends the filters to the upstream and answers only the matching offers', async () => {
    const res = await gql<Q<'travelOffers'>>(TRAVEL, { d: 'ESTERO', v: 'CITTA_E_CULTURA' });
    const offers = res.body.data!.travelOffers!;
    expect(offers.length).toBe(6);
    expect(offers.every((o) => o.destination === 'ESTERO' && o.vacationType === 'CITTA_E_CULTURA')).toBe(true);
    expect(offers.map((o) => o.location)).toContain('Parigi');
  });

  it('a failing search fails the field alone, naming the service', async () => {
    upstream.failing.add('/CMS/Search/TravelBodyContent/Ungrouped');
    const res = await gql<Q<'travelOffers' | 'telemedicineAccess'>>(`{ travelOffers { path } telemedicineAccess { hasAccess } }`);
    expect(res.body.data!.travelOffers).toBeNull();
    expect(res.body.data!.telemedicineAccess).toEqual({ hasAccess: false });
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Search/TravelBodyContent/Ungrouped' });
  });
});

describe('travel detail (spec 3 §2)', () => {
  it('answers the icons by name and the description; an unknown path is null', async () => {
    const [row] = await up.db.query<{ item_path: string }>(`SELECT item_path FROM cms_travel_items WHERE holiday_type = 'Crociera' ORDER BY sort LIMIT 1`);
    const res = await gql<Q<'travelOffer'>>(`query($p: String!) { travelOffer(path: $p) { path title icons { name value } description } }`, { p: row!.item_path });
    const detail = res.body.data!.travelOffer!;
    expect(detail.path).toBe(row!.item_path);
    expect(detail.icons.map((i) => i.name)).toContain('CRUISE');
    expect(detail.description).toContain('<p>');
    const missing = await gql<Q<'travelOffer'>>(`{ travelOffer(path: "/servizi/convenzioni/business-class-viaggi/nessuno") { path } }`);
    expect(missing.body.data!.travelOffer).toBeNull();
    expect(missing.body.errors).toBeUndefined();
  });

  it('logs an icon name it does not know and leaves out its icon only: the entry stays as UNKNOWN with its value', async () => {
    const [row] = await up.db.query<{ item_path: string }>(`SELECT item_path FROM cms_travel_items WHERE icons::text LIKE '%teletrasporto%' ORDER BY sort LIMIT 1`);
    const warn = vi.spyOn(processLogger(), 'warn').mockImplementation(() => undefined);
    try {
      const res = await gql<Q<'travelOffer'>>(`query($p: String!) { travelOffer(path: $p) { icons { name value } } }`, { p: row!.item_path });
      expect(res.body.errors).toBeUndefined();
      const icons = res.body.data!.travelOffer!.icons;
      expect(icons.filter((i) => i.name !== 'UNKNOWN').length).toBeGreaterThan(0);
      expect(icons).toContainEqual({ name: 'UNKNOWN', value: 'Sconosciuto' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("Icona sconosciuta 'teletrasporto'"));
    } finally {
      warn.mockRestore();
    }
    const log = vi.fn();
    expect(
      knownIcons([{ name: 'wifi', value: 'Wi-Fi' }, { name: 'razzo', value: 'Navetta inclusa' }, { name: 'razzo', value: null }], '/x', log),
    ).toEqual([{ name: 'WIFI', value: 'Wi-Fi' }, { name: 'UNKNOWN', value: 'Navetta inclusa' }]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('rental and light-and-gas offers (spec 3 §2/§3)', () => {
  it('answers the rental offers as a monthly price with advance, km per year and months', async () => {
    const res = await gql<Q<'rentalOffers'>>(`{ rentalOffers { id brand model monthlyCost advance kmPerYear months fuelType doors } }`);
    const offers = res.body.data!.rentalOffers!;
    expect(offers.length).toBe(8);
    expect(offers[0]).toMatchObject({ brand: 'Fiat', model: '500 Hybrid' });
    expect(offers.every((o) => o.monthlyCost > 0 && o.kmPerYear >= 10_000 && [24, 36, 48].includes(o.months))).toBe(true);
  });

  it('answers Gas and Luce offers with features and the conditions document under /media', async () => {
    const res = await gql<Q<'energyOffers'>>(`{ energyOffers { kind title features { text tooltip } conditionsUrl } }`);
    const offers = res.body.data!.energyOffers!;
    expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(['GAS', 'LUCE']));
    expect(offers.every((o) => o.conditionsUrl?.startsWith('/media/cms/condizioni/') && o.features.length > 0)).toBe(true);
  });

  it('a failing rental CMS fails the rental offers alone', async () => {
    upstream.failing.add('/CMS/Convenzioni/Noleggio/Offerte');
    const res = await gql<Q<'rentalOffers' | 'energyOffers'>>(`{ rentalOffers { id } energyOffers { id } }`);
    expect(res.body.data!.rentalOffers).toBeNull();
    expect(res.body.data!.energyOffers!.length).toBeGreaterThan(0);
  });
});

describe('telemedicine access by netmed Stato (spec 3 §4), decided on the server', () => {
  const ACCESS = `{ telemedicineAccess { hasAccess reactivating showAccessCta showPremiumHero serviceUrl } }`;
  const netmed = (status: number) => [{ code: 'netmed', active: true, status }];

  it('premium with Stato 1 gets the hero, the CTA and the service address', async () => {
    const res = await gql<Q<'telemedicineAccess'>>(ACCESS, {}, { subscriptionType: 'PREMIUM', wallets: netmed(1) });
    expect(res.body.data!.telemedicineAccess).toEqual({ hasAccess: true, reactivating: false, showAccessCta: true, showPremiumHero: true, serviceUrl: TELEMEDICINE_SERVICE_URL });
  });

  it('premium with Stato 2 gets the CTA as the reactivation dialog, no hero and no address', async () => {
    const res = await gql<Q<'telemedicineAccess'>>(ACCESS, {}, { subscriptionType: 'PREMIUM', wallets: netmed(2) });
    expect(res.body.data!.telemedicineAccess).toEqual({ hasAccess: true, reactivating: true, showAccessCta: true, showPremiumHero: false, serviceUrl: null });
  });

  it('trial with a netmed Stato 1 wallet and visitors get nothing', async () => {
    for (const viewer of [{ subscriptionType: 'TRIAL' as const, wallets: netmed(1) }, {}]) {
      const res = await gql<Q<'telemedicineAccess'>>(ACCESS, {}, viewer);
      expect(res.body.data!.telemedicineAccess).toEqual({ hasAccess: false, reactivating: false, showAccessCta: false, showPremiumHero: false, serviceUrl: null });
    }
  });
});
