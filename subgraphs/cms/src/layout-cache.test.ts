import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutCache } from './layout-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('LayoutCache', () => {
  it('keeps an entry for its ttl only', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    const cache = new LayoutCache();
    await cache.set('GET /CMS/Footer', '{"a":1}', { ttl: 30 });
    vi.setSystemTime(new Date('2026-01-01T10:00:29Z'));
    expect(await cache.get('GET /CMS/Footer')).toBe('{"a":1}');
    vi.setSystemTime(new Date('2026-01-01T10:00:30Z'));
    expect(await cache.get('GET /CMS/Footer')).toBeUndefined();
  });

  it('does not keep entries without a positive ttl', async () => {
    const cache = new LayoutCache();
    await cache.set('k', 'v');
    await cache.set('k2', 'v', { ttl: 0 });
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.get('k2')).toBeUndefined();
  });

  it('drops the oldest entry when full', async () => {
    const cache = new LayoutCache(2);
    await cache.set('a', '1', { ttl: 60 });
    await cache.set('b', '2', { ttl: 60 });
    await cache.set('c', '3', { ttl: 60 });
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe('2');
    expect(await cache.get('c')).toBe('3');
  });
});
