import { describe, expect, it, vi } from 'vitest';
import { reasonOf } from './bench-containers';

describe("the containers section's reason for 'not measured'", () => {
  it("names what went wrong in compose's output, not its first progress line", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = new Error(
      'docker compose -p club-deploy-test up -d --wait failed:  Network club-deploy-test_portal  Creating\n Container club-deploy-test-crm-1-1  Started\ndependency failed to start: container club-deploy-test-crm-1-1 is unhealthy\n\ncrm-1-1  | {"level":30}',
    );
    expect(reasonOf(err)).toBe('docker compose -p club-deploy-test up -d --wait failed: dependency failed to start: container club-deploy-test-crm-1-1 is unhealthy');
  });

  it('keeps a one-line message as it is', () => {
    expect(reasonOf(new Error('deploy/containers/setup.sh daemon failed (exit 1)'))).toBe('deploy/containers/setup.sh daemon failed (exit 1)');
  });
});
