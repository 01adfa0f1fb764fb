import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import noRawUpstreamCall from './eslint-rules/no-raw-upstream-call.js';

// Which workspace may import which (docs/architecture.md 'Dependency directions'). Each zone forbids the
// files under `target` to import anything under `from`, by the path the import resolves to: neither a
// relative path nor a package name (@club/…, symlinked to its folder) gets around it.
const APPS = ['./gateway', './subgraphs', './upstream', './web', './examples', './scripts'];
const SERVER_PACKAGES = ['./packages/contracts', './packages/crm-client', './packages/subgraph-kit', './packages/observability', './packages/shared-state'];
const SUBGRAPHS = readdirSync(new URL('./subgraphs', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Test code: tests, test kits and the testing modules they share. It may use what product code may not. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing.ts', 'gateway/test-kit/**', 'web/src/lib/testing-library-setup.ts', 'web/e2e/**'];
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = ({ packageTestsMayStartUpstream = false, testCode = false } = {}) => [
  // Packages are libraries: they never import an app. A package's tests may start the reference upstream.
  ...APPS.map((app) => ({
    target: './packages',
    from: app,
    ...(packageTestsMayStartUpstream && app === './upstream' ? { except: ['./src/testing.ts'] } : {}),
    message: 'A package never imports an app (docs/architecture.md "Dependency directions").',
  })),
  // The reference upstream stands for the real upstream services: it shares no product rule and no
  // subgraph code, only the contracts it is held to and the wire's data (@club/contracts, @club/wire).
  {
    target: './upstream',
    from: ['./packages/policy', './packages/validation', './packages/subgraph-kit', './packages/crm-client', './gateway', './subgraphs', './web'],
    message: 'The upstream imports only @club/contracts and @club/wire (docs/architecture.md "Dependency directions").',
  },
  // Contracts describe what the upstream answers: no portal rule, no server code.
  {
    target: './packages/contracts',
    from: ['./packages/policy', './packages/validation', './packages/subgraph-kit', './packages/crm-client', './packages/observability', './packages/shared-state'],
    message: 'Contracts import only @club/wire (docs/architecture.md "Dependency directions").',
  },
  // The wire is what both sides share: it imports no other workspace.
  { target: './packages/wire', from: './packages', except: ['./wire'], message: '@club/wire imports no other package.' },
  // The CRM client reads the CRM's answers into the wire's data; the rules on them are @club/policy's,
  // applied by the subgraphs (docs/architecture.md "Lint zones").
  { target: './packages/crm-client', from: './packages/policy', message: 'The CRM client knows no product rule: the data it shares is in @club/wire (docs/architecture.md "Lint zones").' },
  // The service kits serve every process alike: the product's rules come in from the caller.
  {
    target: ['./packages/subgraph-kit', './packages/observability'],
    from: './packages/policy',
    message: 'The service kit knows no product rule: the caller passes it in (docs/architecture.md "Lint zones").',
  },
  // The browser's packages (rules the web runs too) import no server package.
  {
    target: ['./packages/policy', './packages/validation'],
    from: SERVER_PACKAGES,
    message: 'policy and validation run in the browser: no server package (docs/architecture.md "Dependency directions").',
  },
  // The web imports no server package and no server app: what it shares with the server is in
  // @club/wire (and the browser-safe @club/validation, @club/policy).
  {
    target: './web/src',
    from: [...SERVER_PACKAGES, './gateway', './subgraphs', './upstream'],
    message: 'The web imports no server package (docs/architecture.md "Dependency directions").',
  },
  // components/ and lib/ are what every feature shares: they import no feature, or a change in one
  // feature would reach every other through them. A piece two features need moves into components/ or
  // lib/ (docs/architecture.md 'Web client'); scripts/lint-zones.test.ts holds this zone to a fixture.
  {
    target: ['./web/src/components', './web/src/lib'],
    from: './web/src/features',
    message: 'components/ and lib/ are shared by every feature and import none (docs/architecture.md "Web client").',
  },
  // A feature does not import another feature's internals: only its public API, the feature's
  // index.ts; shared code lives in components/ or lib/ (docs/architecture.md "Dependency directions").
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: "Import another feature through its index.ts, or shared code from components/ or lib/, not another feature's internals.",
  })),
  // Product code (everything but TEST_CODE) below.
  ...(testCode ? [] : productZones),
];

const PRODUCT_SOURCES = ['./gateway/src', './subgraphs', './upstream/src', './packages', './web/src'];

/**
 * Zones of product code only (docs/architecture.md 'Lint zones'): tests start whole stacks, so they
 * may import apps and test kits; product code may not.
 */
const productZones = [
  // Test kits and testing modules (`testing.ts`, `testing/`, the gateway's test kit with its fault
  // proxy) start stacks, seed and fake: a product module importing one would ship them.
  {
    target: PRODUCT_SOURCES,
    from: ['./**/testing*', './**/testing/**'],
    message: 'Product code never imports a testing module (docs/architecture.md "Lint zones").',
  },
  {
    target: PRODUCT_SOURCES,
    from: ['./gateway/test-kit'],
    message: 'The gateway test kit is for tests only (gateway/test-kit; docs/architecture.md "Lint zones").',
  },
  // The apps are separate processes that speak HTTP (GraphQL, REST) to each other: one importing
  // another's module would run that code in the wrong process and tie their releases together.
  // What they share lives in a package (docs/architecture.md "Lint zones").
  { target: './gateway/src', from: ['./subgraphs', './upstream', './web'], message: 'The gateway imports no other app: share through a package (docs/architecture.md "Lint zones").' },
  ...SUBGRAPHS.map((subgraph) => ({
    target: `./subgraphs/${subgraph}`,
    from: ['./gateway', './upstream', './web', ...SUBGRAPHS.filter((s) => s !== subgraph).map((s) => `./subgraphs/${s}`)],
    message: 'A subgraph imports no other app, another subgraph included: share through a package (docs/architecture.md "Lint zones").',
  })),
];

const restrictedPaths = (options) => ['error', { basePath: import.meta.dirname, zones: zones(options) }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-server/**', '**/generated/**', 'web/src/gql/**', 'examples/*/src/gql/**', '.data/**', 'test-results/**', 'playwright-report/**', 'scripts/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Dependency directions and import cycles over the TypeScript sources (docs/architecture.md).
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // Workspace packages are ours: follow them (they resolve through node_modules/@club to their folders).
      'import-x/internal-regex': '^@club/',
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'], conditionNames: ['types', 'import', 'default'] })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths({}),
    },
  },
  {
    // Import cycles among the sources (a test is imported by nothing, so it closes no cycle). Type-only
    // imports are not followed here: scripts/import-cycles.test.ts checks those too.
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/e2e/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests, test kits and testing modules may use the gateway's test kit, testing modules and other apps.
    files: TEST_CODE,
    rules: { 'import-x/no-restricted-paths': restrictedPaths({ testCode: true }) },
  },
  {
    files: ['packages/*/src/**/*.test.ts', 'packages/*/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths({ packageTestsMayStartUpstream: true, testCode: true }) },
  },
  {
    // @club/wire is read on both sides of the wire: no Node module, no zod.
    files: ['packages/wire/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: '@club/wire holds data and plain checks; schemas live in @club/validation and @club/contracts.' }] }],
    },
  },
  {
    // Every setting is read once, at start, through a schema (docs/architecture.md 'How to add a setting'):
    // in the services' code only the env modules (files named env.ts, the kit's among them) touch process.env.
    // Tests, test helpers (testing.ts, testing/, test-kit/), scripts/, fleet/ and web/ are outside this glob.
    files: ['gateway/src/**/*.ts', 'subgraphs/*/src/**/*.ts', 'packages/*/src/**/*.ts', 'upstream/src/**/*.ts'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/testing.ts', '**/testing/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through the env schema (an env.ts module), once at start: docs/architecture.md "How to add a setting".' }],
    },
  },
  {
    // One way to call the upstream (docs/architecture.md): the kit's data source and the gateway's
    // upstream folder make every upstream call; no other server module calls fetch or a data source's
    // raw verbs. The health probe is the kit's (packages/observability/src/health.ts: a plain GET on
    // purpose, kept off the upstream-call metrics a probe every few seconds would drown). Test code is free to.
    files: ['gateway/src/**/*.ts', 'subgraphs/*/src/**/*.ts', 'packages/*/src/**/*.ts', 'upstream/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/testing.ts', 'packages/subgraph-kit/src/datasource.ts', 'gateway/src/upstream/**', 'packages/observability/src/health.ts'],
    plugins: { club: { rules: { 'no-raw-upstream-call': noRawUpstreamCall } } },
    rules: { 'club/no-raw-upstream-call': 'error' },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
