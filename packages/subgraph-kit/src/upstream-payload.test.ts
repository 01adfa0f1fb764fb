import { GraphQLError } from 'graphql';
import { processLogger } from '@club/observability';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseUpstream } from './upstream-payload';

const card = z.object({ id: z.string(), title: z.string(), promoCode: z.string().nullable() });

describe('parseUpstream', () => {
  it('returns the parsed payload when it matches the contract', () => {
    expect(parseUpstream(card, { id: '1', title: 'Corso', promoCode: null }, 'FAD/Corsi')).toEqual({ id: '1', title: 'Corso', promoCode: null });
  });

  it('turns a payload that does not match into UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the route', () => {
    const warn = vi.spyOn(processLogger(), 'warn').mockImplementation(() => undefined);
    let caught: unknown;
    try {
      parseUpstream(card, { id: 1, title: 'Corso' }, 'FAD/Corsi');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(GraphQLError);
    expect((caught as GraphQLError).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/FAD/Corsi' });
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls[0]![0])).toContain('id');
    warn.mockRestore();
  });
});
