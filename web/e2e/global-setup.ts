import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { ensureServicesBuilt } from '../../scripts/ensure.mjs';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack, TEST_STACK_ENV } from '../../scripts/stack.mjs';
import { e2eManifest } from './documents';

/** The ops key of the browser tests' stack (the explorer, e2e/explorer.spec.ts). */
export const E2E_OPS_KEY = 'e2e-ops-key-0123456789';
/** Who holds that key (OPS_KEY_OWNERS): the name the keys audit gives its changes. */
export const E2E_OPS_OWNER = 'Giulia Operatrice';

/** Starts the whole portal on a fresh, seeded database for the browser tests; returns the teardown. */
export default async function globalSetup() {
  // The stacks run the compiled services, as production does (this one, and the fault and kept-answer journeys' own).
  ensureServicesBuilt();
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 500);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'));
  // As in production, browsers may send only persisted documents: the web client's, and the suite's own (documents.ts).
  const e2eManifestPath = path.join(dataDir, 'e2e-persisted-documents.json');
  writeFileSync(e2eManifestPath, JSON.stringify(e2eManifest(), null, 2));
  const stack = await startStack({
    ports: portsWithOffset(offset),
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    // Roomy deadlines: these journeys test behaviour, not load, on a machine that also runs the
    // browsers; a busy moment must not turn a member's read into a timeout. The deadlines themselves
    // are tested by the fault suite (gateway/src/faults, e2e faults.spec.ts, with their own stack).
    env: {
      NODE_ENV: 'test',
      ...TEST_STACK_ENV,
      // The journeys read the upstream's call counts and stored leads back (off in production).
      UPSTREAM_TEST_HOOKS: '1',
      SESSION_COOKIE_SECURE: 'false',
      CLAIMS_TTL_MS: '2000',
      UPSTREAM_TIMEOUT_MS: '10000',
      SUBGRAPH_TIMEOUT_MS: '25000',
      OPS_API_KEYS: `e2e-ops:${E2E_OPS_KEY}`,
      OPS_KEY_OWNERS: `e2e-ops:${E2E_OPS_OWNER}`,
      BROWSER_DOCUMENTS: 'persisted',
      PERSISTED_DOCUMENTS_PATHS: `web/src/gql/persisted-documents.json,${e2eManifestPath}`,
      // The journeys send every lead and registration of the suite from one address (127.0.0.1) within
      // minutes, more than one office would in an hour (production: 10 leads and 5 sign-ups an hour per
      // address, docs/operations.md 'Limits per client address'). The keyless limit keeps its production
      // default: the suite's two browsers stay well under it.
      LEADS_PER_HOUR: '200',
      SIGNUPS_PER_HOUR: '100',
    },
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
