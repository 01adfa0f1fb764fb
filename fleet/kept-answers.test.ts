/**
 * Kept answers in a fleet (gateway/src/graphql/kept-answer-drops.ts): each gateway keeps its own
 * visitors' and members' answers, and a mutation through one gateway drops what it makes stale on
 * every gateway at once, over Redis pub/sub — a member who writes through one gateway and reads
 * through the other (the balancer may send them anywhere) sees their write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetClient } from './client';
import { startFleet, type Fleet } from './harness';

const FAVOURITES = '{ favourites(kind: NEWS, page: 1) { items { id } } }';
const ADD = 'mutation Add($id: ID!) { addFavourite(contentId: $id) { content { id isFavourite } } }';
const REMOVE = 'mutation Remove($id: ID!) { removeFavourite(contentId: $id) { content { id } } }';
const NEWS = '{ contents(input: { contentTypes: [Articolo], rows: 20 }) { items { id } } }';

let fleet: Fleet;
let one: string;
let two: string;

beforeAll(async () => {
  // Answers kept long enough that only a drop can explain a fresh one (the subgraphs' hints say 5 s).
  fleet = await startFleet({ gatewayEnv: { MEMBER_RESPONSE_MAX_TTL_MS: '60000', VISITOR_RESPONSE_TTL_MS: '60000' } });
  [one, two] = fleet.gateways.map((g) => g.url) as [string, string];
});

afterAll(async () => {
  await fleet?.stop();
});

const idsOf = (answer: Awaited<ReturnType<FleetClient['request']>>) => (answer.body.data as { favourites: { items: { id: string }[] } }).favourites.items.map((i) => i.id);

describe('kept answers across gateways', () => {
  it("a member's mutation through one gateway drops that member's kept answers on the other at once", async () => {
    const throughOne = new FleetClient(one);
    expect((await throughOne.login('premium@demo.club')).body.data?.login.status).toBe('SUCCESS');
    const throughTwo = new FleetClient(two, {});
    throughTwo.cookie = throughOne.cookie;
    const before = idsOf(await throughTwo.request(FAVOURITES));
    // Kept on gateway two now: asked again, the same answer.
    expect(idsOf(await throughTwo.request(FAVOURITES))).toEqual(before);
    const news = ((await throughOne.request<{ contents: { items: { id: string }[] } }>(NEWS)).body.data!.contents.items.map((i) => i.id)).find((id) => !before.includes(id))!;
    expect(news).toBeTruthy();
    await throughOne.request(ADD, { id: news });
    try {
      expect(idsOf(await throughTwo.request(FAVOURITES))).toContain(news);
    } finally {
      await throughOne.request(REMOVE, { id: news });
    }
    // The removal through gateway one is seen on gateway two too.
    expect(idsOf(await throughTwo.request(FAVOURITES))).not.toContain(news);
  });
});
