import { describe, expect, it } from 'vitest';
import { memoryVerdict, mixVerdicts, throughGatewayVerdict, VARIED_MIX_TARGET_PEERS } from './bench-targets';

const ratios = (rows: Record<string, Record<string, number>>) => new Map(Object.entries(rows).map(([op, byPeer]) => [op, new Map(Object.entries(byPeer))]));

describe('the performance targets, as the bench prints them', () => {
  it('identical mix: 1.5× hive-js and 1.0× hive-rust on every operation, naming the operations short', () => {
    const [js, rust] = mixVerdicts('identical', ratios({ viewer: { 'hive-js': 2.5, 'hive-rust': 1.6 }, home: { 'hive-js': 1.4, 'hive-rust': 0.99 } }));
    expect(js).toMatchObject({ met: false, figure: '1.40–2.50×; short: home 1.40×' });
    expect(rust).toMatchObject({ met: false, figure: '0.99–1.60×; short: home 0.99×' });
    expect(mixVerdicts('identical', ratios({ viewer: { 'hive-js': 1.5, 'hive-rust': 1.0 } })).every((v) => v.met)).toBe(true);
  });

  it('varied mix: counted against the peers of the chosen reading only', () => {
    const verdicts = mixVerdicts('varied', ratios({ catalogue: { 'hive-js': 1.06, 'hive-rust': 0.92 } }));
    expect(verdicts.map((v) => v.target)).toEqual(VARIED_MIX_TARGET_PEERS.map((p) => `varied mix ≥ 1× ${p} on every operation`));
    expect(verdicts.every((v) => v.met)).toBe(!VARIED_MIX_TARGET_PEERS.includes('hive-rust'));
  });

  it('a peer that did not run is not met', () => {
    expect(mixVerdicts('identical', ratios({ viewer: { 'hive-js': 3 } }))[1]).toMatchObject({ met: false, figure: 'hive-rust did not run' });
  });

  it('through the gateway and memory', () => {
    expect(throughGatewayVerdict(0.24)).toMatchObject({ met: true, figure: '4.17×' });
    expect(throughGatewayVerdict(1.5).met).toBe(false);
    expect(memoryVerdict([['ours', 224], ['upstream', 301]])).toMatchObject({ met: false });
    expect(memoryVerdict([['ours', 224], ['crm', null]]).met).toBe(false);
    expect(memoryVerdict([['ours', 224], ['upstream', 299]]).met).toBe(true);
  });
});
