import { describe, expect, it } from 'vitest';
import { ApiKeys } from './api-keys';

describe('API keys (PARTNER_API_KEYS, OPS_API_KEYS)', () => {
  const keys = new ApiKeys({ partner: ['acme:partner-key-123'], ops: ['night-shift:ops-key-456'] });

  it('tell a partner from an operator by the key alone', () => {
    expect(keys.identify('partner-key-123')).toEqual({ role: 'partner', id: 'acme' });
    expect(keys.identify('ops-key-456')).toEqual({ role: 'ops', id: 'night-shift' });
    expect(keys.identify('nobody')).toBeNull();
  });

  it('refuse a malformed entry, naming its variable but not the key', () => {
    expect(() => new ApiKeys({ partner: [], ops: ['no-colon-here'] })).toThrow(/^OPS_API_KEYS entry is not "id:key": no-colon…$/);
  });

  it('refuse the same key for two holders', () => {
    expect(() => new ApiKeys({ partner: ['acme:shared-key-000'], ops: ['ops:shared-key-000'] })).toThrow(/configured twice/);
  });
});
