import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's haproxy is (`apt-get install haproxy`; `.ci/run` installs it). */
export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Backend {
  /** Name of the listener (`gateways`, `crm`). */
  name: string;
  /** The port the balancer listens on for it. */
  port: number;
  /** The instances behind it: name and loopback port. */
  servers: { name: string; port: number }[];
}

/**
 * The fleet's balancer configuration, the same rules as deploy/haproxy.cfg on loopback ports:
 * round robin, an active check of `/health/ready` every 500 ms (an instance that says it is
 * draining is out after two checks, well inside its drain window), a connection that fails is
 * retried once on another instance (`retry-on conn-failure`: nothing was sent, so even a mutation is
 * safe to retry), never a request that reached an instance.
 */
export function haproxyConfig(backends: Backend[]): string {
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    // A check's own deadline: without it a check times out at its interval (500 ms), and a gateway
    // whose event loop is busy under load is taken out though it is serving (seen in the fleet soak).
    // A draining instance answers 503 at once, so it still leaves within two intervals.
    '  timeout check 2s',
    '  option forwardfor',
    '  retries 2',
    '  retry-on conn-failure',
    '  option redispatch',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
  ];
  for (const backend of backends) {
    lines.push(`listen ${backend.name}`, `  bind 127.0.0.1:${backend.port}`, '  balance roundrobin');
    for (const server of backend.servers) lines.push(`  server ${server.name} 127.0.0.1:${server.port} check`);
  }
  return `${lines.join('\n')}\n`;
}

/** HAProxy in the foreground (`-db`) with that configuration, written into `dir`. */
export function startHaproxy(dir: string, backends: Backend[], log: NodeJS.WritableStream | 'ignore' = 'ignore'): ChildProcess {
  if (!existsSync(HAPROXY_BIN)) throw new Error(`${HAPROXY_BIN} is missing: apt-get install -y haproxy (.ci/run installs it)`);
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(backends));
  const child = spawn(HAPROXY_BIN, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (log !== 'ignore') {
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  return child;
}
