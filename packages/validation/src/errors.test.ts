import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrors } from './index';

describe('firstErrors', () => {
  const s = z.object({
    a: z.string().min(2, 'primo').regex(/x/, 'secondo'),
    nested: z.object({ b: z.number({ error: 'numero' }) }),
    list: z.array(z.string({ error: 'voce' })),
  });
  it('keeps the first message per dot-joined path', () => {
    expect(firstErrors(s.safeParse({ a: '', nested: {}, list: ['ok', 3] }))).toEqual({
      a: 'primo',
      'nested.b': 'numero',
      'list.1': 'voce',
    });
  });
  it('is empty on success', () => {
    expect(firstErrors(s.safeParse({ a: 'xx', nested: { b: 1 }, list: [] }))).toEqual({});
  });
});
