import { describe, expect, it } from 'vitest';
import { MemberResponses, memberIdOf } from './member-responses';
import { visitorAnswerKey } from './visitor-responses';

/** A member's query as Apollo's request context shows it to the plugin, with the cache policy its fetches gave. */
function requestOf(token: string, userId: string | null, source: string, maxAge: number | null = 60) {
  return {
    source,
    request: { operationName: null, variables: {} },
    operation: { operation: 'query' },
    contextValue: { caller: { kind: 'member', userId }, upstreamToken: token, session: {} },
    overallCachePolicy: { policyIfCacheable: () => (maxAge ? { maxAge, scope: 'PRIVATE' } : null) },
    response: { body: { kind: 'single', singleResult: { data: { asked: source, by: token } } } },
  };
}

/** Runs a member's request through the plugin's hooks: served from a kept answer, or executed and maybe kept. */
async function ask(members: MemberResponses, rc: ReturnType<typeof requestOf>, between?: () => void) {
  const hooks = (await members.plugin().requestDidStart!({} as never))!;
  const served = await hooks.responseForOperation!(rc as never);
  between?.();
  if (!served) await hooks.willSendResponse!(rc as never);
  return served;
}

const kept = (members: MemberResponses, token: string, source: string) => members.keptBody(token, visitorAnswerKey(source, null, {}));

describe("members' kept answers (the store)", () => {
  it('keeps an answer for its session only, and serves it to that session through Apollo too', async () => {
    const members = new MemberResponses({ maxTtlMs: 60_000, maxEntries: 100, maxPerMember: 10 });
    await ask(members, requestOf('token-a', 'u1', '{ a }'));
    expect(kept(members, 'token-a', '{ a }')?.json).toBe('{"data":{"asked":"{ a }","by":"token-a"}}\n');
    expect(kept(members, 'token-b', '{ a }')).toBeUndefined();
    const again = await ask(members, requestOf('token-a', 'u1', '{ a }'));
    expect(again).toMatchObject({ body: { singleResult: { data: { by: 'token-a' } } } });
  });

  it('keeps nothing without a cacheable policy, or with the bound at 0', async () => {
    const members = new MemberResponses({ maxTtlMs: 60_000, maxEntries: 100, maxPerMember: 10 });
    await ask(members, requestOf('token-a', 'u1', '{ a }', null));
    expect(members.size).toBe(0);
    const off = new MemberResponses({ maxTtlMs: 0, maxEntries: 100, maxPerMember: 10 });
    await ask(off, requestOf('token-a', 'u1', '{ a }'));
    expect(off.size).toBe(0);
  });

  it("a member's drop takes every session of theirs and leaves the others; an execution that a drop overtook keeps nothing", async () => {
    const members = new MemberResponses({ maxTtlMs: 60_000, maxEntries: 100, maxPerMember: 10 });
    await ask(members, requestOf('phone', 'u1', '{ a }'));
    await ask(members, requestOf('laptop', 'u1', '{ a }'));
    await ask(members, requestOf('other', 'u2', '{ a }'));
    members.dropMember(memberIdOf('u1', 'phone'));
    expect(kept(members, 'phone', '{ a }')).toBeUndefined();
    expect(kept(members, 'laptop', '{ a }')).toBeUndefined();
    expect(kept(members, 'other', '{ a }')).toBeDefined();
    // The member's mutation lands while their query executes: its (maybe stale) answer is not kept.
    await ask(members, requestOf('phone', 'u1', '{ b }'), () => members.dropMember(memberIdOf('u1', 'phone')));
    expect(kept(members, 'phone', '{ b }')).toBeUndefined();
    await ask(members, requestOf('other', 'u2', '{ b }'), () => members.dropAll());
    expect(kept(members, 'other', '{ b }')).toBeUndefined();
    expect(members.size).toBe(0);
  });

  it('bounds one member’s answers and the bytes of all', async () => {
    const members = new MemberResponses({ maxTtlMs: 60_000, maxEntries: 100, maxPerMember: 3 });
    for (const field of ['a', 'b', 'c', 'd', 'e']) await ask(members, requestOf('phone', 'u1', `{ ${field} }`));
    expect(members.size).toBe(3);
    expect(kept(members, 'phone', '{ a }')).toBeUndefined();
    expect(kept(members, 'phone', '{ e }')).toBeDefined();
    members.dropMember(memberIdOf('u1', 'phone'));
    expect(members.size).toBe(0);
    const small = new MemberResponses({ maxTtlMs: 60_000, maxEntries: 100, maxPerMember: 100, maxBytes: 1_000 });
    for (let i = 0; i < 20; i++) await ask(small, requestOf(`token-${i}`, `u${i}`, '{ a }'));
    expect(small.size).toBeLessThan(20);
    // An answer larger than the whole bound is not kept (and leaves nothing behind).
    await ask(small, requestOf('big', 'u-big', `{ ${'x'.repeat(2_000)} }`));
    expect(kept(small, 'big', `{ ${'x'.repeat(2_000)} }`)).toBeUndefined();
  });
});
