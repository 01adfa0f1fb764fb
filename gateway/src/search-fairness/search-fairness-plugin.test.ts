import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestContextWillSendResponse, GraphQLRequestListener } from '@apollo/server';
import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { searchClientOf, searchFairnessPlugin } from './search-fairness-plugin';
import { SearchGate } from './search-gate';

const visitor = { caller: { kind: 'visitor' }, clientIp: '10.0.0.1' } as GatewayContext;

async function listenerFor(gate: SearchGate): Promise<GraphQLRequestListener<GatewayContext>> {
  const plugin = searchFairnessPlugin(gate);
  return (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<GatewayContext>;
}

function resolved(query: string, contextValue: GatewayContext) {
  const document = parse(query);
  return { document, operation: document.definitions[0] as OperationDefinitionNode, contextValue } as unknown as GraphQLRequestContextDidResolveOperation<GatewayContext>;
}

describe('the search fairness plugin', () => {
  it('gives the slot back when another plugin refused the operation while it waited for one', async () => {
    const gate = new SearchGate({ runningPerClient: 1, waitingPerClient: 5, maxWaitMs: 60_000, refusalDelayMs: 0 });
    const held = await gate.admit(searchClientOf(visitor));
    const listener = await listenerFor(gate);
    const waiting = listener.didResolveOperation!(resolved('{ searchSuggestions(text: "cuore") { kind } }', visitor));
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    // Apollo answered already (another plugin's refusal), then the slot this operation waited for frees.
    await listener.willSendResponse!({} as GraphQLRequestContextWillSendResponse<GatewayContext>);
    if (held.ok) held.release();
    await waiting;
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, held: 0, clients: 0 });
  });

  it('lets operations without a search through without a slot', async () => {
    const gate = new SearchGate({ runningPerClient: 1, waitingPerClient: 0, maxWaitMs: 0, refusalDelayMs: 0 });
    await gate.admit(searchClientOf(visitor));
    const listener = await listenerFor(gate);
    await expect(listener.didResolveOperation!(resolved('{ navigation { label } }', visitor))).resolves.toBeUndefined();
    await expect(listener.didResolveOperation!(resolved('{ searchPage(text: "cuore") { total } }', visitor))).rejects.toMatchObject({ extensions: { code: 'THROTTLED', reason: 'SEARCH_BUSY' } });
  });

  it('counts a member by user id, a partner by key id, a visitor by address', () => {
    expect(searchClientOf({ caller: { kind: 'member', userId: '1000003' }, clientIp: '10.0.0.1' } as GatewayContext)).toBe('member:1000003');
    expect(searchClientOf({ caller: { kind: 'partner', partnerId: 'acme' }, partnerKey: { keyId: 'k1' } } as GatewayContext)).toBe('partner:k1');
    expect(searchClientOf(visitor)).toBe('address:10.0.0.1');
  });
});
