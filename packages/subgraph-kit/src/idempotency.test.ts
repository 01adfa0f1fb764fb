import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { idempotencyHeaders, upstreamWriteKey } from './idempotency';
import type { SignedViewer } from './viewer-header';

const viewer = (idempotencyKey?: string | null) => ({ idempotencyKey }) as SignedViewer;
const field = (key: string) => ({ path: { key, prev: undefined, typename: 'Mutation' } });

describe('upstreamWriteKey', () => {
  it('is the same for the same client key, field and step: a retried request replays', () => {
    expect(upstreamWriteKey(viewer('k-1'), field('addFavourite'))).toBe(upstreamWriteKey(viewer('k-1'), field('addFavourite')));
  });

  it('differs per client key, per mutation field (alias) and per write step of one field', () => {
    const keys = [
      upstreamWriteKey(viewer('k-1'), field('a')),
      upstreamWriteKey(viewer('k-2'), field('a')),
      upstreamWriteKey(viewer('k-1'), field('b')),
      upstreamWriteKey(viewer('k-1'), field('a'), 'second write'),
    ];
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('is undefined without a client key, so the write goes out as before', () => {
    expect(upstreamWriteKey(viewer(undefined), field('a'))).toBeUndefined();
    expect(upstreamWriteKey(viewer(null), field('a'))).toBeUndefined();
    expect(idempotencyHeaders(undefined)).toEqual({});
    expect(idempotencyHeaders('x')).toEqual({ 'Idempotency-Key': 'x' });
  });

  it('refuses a malformed client key as BAD_USER_INPUT instead of writing without protection', () => {
    for (const bad of ['', 'x'.repeat(256), 'with space', 'àccent']) {
      let error: unknown;
      try {
        upstreamWriteKey(viewer(bad), field('a'));
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
