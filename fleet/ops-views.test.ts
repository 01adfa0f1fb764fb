/**
 * The explorer's field usage ("Campi", gateway/src/field-usage/) and kept traces ("Tracce",
 * gateway/src/observability/trace-keeper.ts) in a fleet: every gateway writes what it counted and
 * kept to the database the gateways share, so either gateway and the balancer answer the same
 * figures and open the same traces, whichever gateway served the operations, and both outlive the
 * gateways (both stopped and started again).
 */
import { randomBytes } from 'node:crypto';
import type { FieldsView, FieldUsageEntry, KeptTrace, KeptTraceSummary } from '@club/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_OPS_KEY, startFleet, type Fleet } from './harness';
import { opsWith } from './journeys';

let fleet: Fleet;
let one: string;
let two: string;

beforeAll(async () => {
  fleet = await startFleet({
    crms: 1,
    gatewayEnv: {
      // Field usage written every 200 ms (10 s by default), so the other gateway's counts are in the database within the poll.
      FIELD_USAGE_FLUSH_MS: '200',
      // Every operation of 1 ms or more keeps its trace (the keeper writes what it kept every second).
      TRACE_KEEP_SLOWER_THAN_MS: '1',
    },
  });
  [one, two] = fleet.gateways.map((g) => g.url) as [string, string];
});

afterAll(async () => {
  await fleet?.stop();
});

const { createKey } = opsWith(FLEET_OPS_KEY, 'fleet-views');
const asOps = { 'x-api-key': FLEET_OPS_KEY };

/** An operation sent to `url` with `key`, under a request id of the test's choosing (a kept trace carries it). */
async function send(url: string, key: string, query: string, requestId = `fleet-${randomBytes(6).toString('hex')}`) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'x-api-key': key, 'x-request-id': requestId, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { errors?: unknown[] };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.errors).toBeUndefined();
  return requestId;
}

/** GET `path` from `url` with the ops key, as JSON; null while the address does not answer 200 (a gateway not yet back in rotation). */
async function opsGet<T>(url: string, path: string): Promise<T | null> {
  const res = await fetch(`${url}${path}`, { headers: asOps }).catch(() => null);
  return res?.status === 200 ? ((await res.json()) as T) : null;
}

/** Asks `read` until `done` holds of its answer, for 20 s at most (the gateways write on their timers); the last answer. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** Both gateways stopped (SIGTERM: each writes what it still holds) and started again. */
async function restartBoth() {
  await Promise.all(fleet.gateways.map((g) => g.signal('SIGTERM')));
  await Promise.all(fleet.gateways.map((g) => g.start()));
}

describe('field usage across gateways', () => {
  /** The entries of `coordinates` in the fields view `url` answers, with only this partner's uses. */
  const fieldsFrom = async (url: string, client: string, coordinates: string[]) => {
    const view = await opsGet<FieldsView>(url, '/explorer/fields?days=1');
    if (!view) return null;
    return coordinates.map((c): FieldUsageEntry | undefined => {
      const entry = view.fields.find((f) => f.coordinate === c);
      return entry && { ...entry, clients: entry.clients.filter((u) => u.client === client) };
    });
  };

  it('counts from both gateways are summed, the same from either gateway and the balancer, and survive a restart of both', async () => {
    const { key } = await createKey(one, 50_000);
    const client = 'partner:fleet-views';
    const plans = 'query FleetFieldsPlans { plans { name } }';
    const contents = 'query FleetFieldsContents { latestContents(first: 2) { items { id } } }';
    const coordinates = ['Query.plans', 'Plan.name', 'Query.latestContents', 'Query.latestContents(first:)', 'ContentConnection.items'];

    const started = Date.now();
    // Query.plans through both gateways (3 + 4), Query.latestContents through gateway two only.
    for (let i = 0; i < 3; i++) await send(one, key, plans);
    for (let i = 0; i < 2; i++) await send(two, key, contents);
    for (let i = 0; i < 3; i++) await send(two, key, plans);
    const lastPlans = Date.now();
    await send(two, key, plans);
    const ended = Date.now();

    const counted = (entries: Awaited<ReturnType<typeof fieldsFrom>>) => entries?.map((e) => e?.clients[0]?.count ?? 0);
    const fromOne = await poll(
      () => fieldsFrom(one, client, coordinates),
      (entries) => JSON.stringify(counted(entries)) === JSON.stringify([7, 7, 2, 2, 2]),
    );
    expect(counted(fromOne)).toEqual([7, 7, 2, 2, 2]);
    for (const entry of fromOne!) {
      // This partner is the entry's only client with these counts, named by its partner id.
      expect(entry!.clients).toHaveLength(1);
      expect(entry!.clients[0]!.client).toBe(client);
      const lastSeen = Date.parse(entry!.clients[0]!.lastSeen);
      expect(lastSeen).toBeGreaterThanOrEqual(started);
      expect(lastSeen).toBeLessThanOrEqual(ended);
    }
    // Last seen is the latest use on either gateway: Query.plans's last use was the one through gateway two.
    expect(Date.parse(fromOne![0]!.clients[0]!.lastSeen)).toBeGreaterThanOrEqual(lastPlans);
    expect(await fieldsFrom(two, client, coordinates)).toEqual(fromOne);
    expect(await fieldsFrom(fleet.url, client, coordinates)).toEqual(fromOne);

    // The figures are the database's, not the gateways'.
    await restartBoth();
    expect(await fieldsFrom(one, client, coordinates)).toEqual(fromOne);
    expect(await fieldsFrom(two, client, coordinates)).toEqual(fromOne);
    expect(await poll(() => fieldsFrom(fleet.url, client, coordinates), (entries) => entries !== null)).toEqual(fromOne);
  });
});

describe('kept traces across gateways', () => {
  /** The kept traces of `operation` that `url` lists. */
  const listedBy = async (url: string, operation: string) => (await opsGet<{ traces: KeptTraceSummary[] }>(url, `/explorer/traces?operation=${operation}`))?.traces ?? null;

  /** The trace one gateway kept opens on `url` with the operation's span and its fetch of `subgraph` under it. */
  const expectOpens = async (url: string, summary: KeptTraceSummary, subgraph: string) => {
    const trace = await opsGet<KeptTrace>(url, `/explorer/traces/${summary.id}`);
    expect(trace, `trace ${summary.id} from ${url}`).not.toBeNull();
    expect({ ...trace!, spans: undefined }).toEqual({ ...summary, spans: undefined });
    const operation = trace!.spans.find((s) => s.kind === 'operation');
    expect(operation).toMatchObject({ id: 'op', parentId: null, name: summary.operationName, ok: true });
    expect(trace!.spans.filter((s) => s.kind === 'fetch' && s.parentId === 'op').map((s) => s.detail)).toContain(subgraph);
    return trace!;
  };

  it('a trace kept by either gateway is listed by both and the balancer, opens on the other gateway with its spans, and survives a restart of both', async () => {
    // One name per run, so only this test's operations are listed.
    const tag = randomBytes(3).toString('hex');
    const [opOne, opTwo] = [`FleetTraceOne${tag}`, `FleetTraceTwo${tag}`];
    const idOne = await send(one, FLEET_OPS_KEY, `query ${opOne} { plans { name } }`);
    const idTwo = await send(two, FLEET_OPS_KEY, `query ${opTwo} { latestContents(first: 2) { items { id } } }`);

    const keptOne = await poll(
      () => listedBy(two, opOne),
      (traces) => traces?.length === 1,
    );
    const keptTwo = await poll(
      () => listedBy(one, opTwo),
      (traces) => traces?.length === 1,
    );
    expect(keptOne).toHaveLength(1);
    expect(keptTwo).toHaveLength(1);
    expect(keptOne![0]).toMatchObject({ operationName: opOne, requestId: idOne, why: 'slow' });
    expect(keptTwo![0]).toMatchObject({ operationName: opTwo, requestId: idTwo, why: 'slow' });
    // Distinct ids, listed alike by the gateway that kept each, the other one and the balancer.
    expect(keptOne![0]!.id).not.toBe(keptTwo![0]!.id);
    for (const url of [one, two, fleet.url]) {
      expect(await listedBy(url, opOne)).toEqual(keptOne);
      expect(await listedBy(url, opTwo)).toEqual(keptTwo);
    }
    // Each opens on the gateway that did not keep it: gateway one's plans fetched from commerce, gateway two's contents from cms.
    const traceOne = await expectOpens(two, keptOne![0]!, 'commerce');
    const traceTwo = await expectOpens(one, keptTwo![0]!, 'cms');

    await restartBoth();
    for (const url of [one, two]) {
      expect(await listedBy(url, opOne)).toEqual(keptOne);
      expect(await listedBy(url, opTwo)).toEqual(keptTwo);
    }
    expect(await poll(() => listedBy(fleet.url, opOne), (traces) => traces !== null)).toEqual(keptOne);
    expect(await opsGet<KeptTrace>(two, `/explorer/traces/${traceOne.id}`)).toEqual(traceOne);
    expect(await opsGet<KeptTrace>(one, `/explorer/traces/${traceTwo.id}`)).toEqual(traceTwo);
  });
});
