// Reads Kubernetes NetworkPolicies the way the cluster enforces them, offline, so deploy.test.ts can
// say who may reach whom (deploy/k8s/network-policies.yaml) without a cluster: a connection is open
// when the caller's egress and the callee's ingress both allow it. A pod no policy of a direction
// selects is open in that direction; one that some policy selects is open only to what those allow.
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';

/** A pod: its namespace's labels and its own; `external` for an address outside the cluster (a managed Postgres). */
export interface Endpoint {
  name: string;
  namespace: Record<string, string>;
  labels: Record<string, string>;
  external?: boolean;
}
export interface Connection {
  from: Endpoint;
  to: Endpoint;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

type Selector = { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] };
type Peer = { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: { cidr: string; except?: string[] } };
type Port = { port?: number | string; protocol?: string; endPort?: number };

/** A label selector as Kubernetes reads it: `{}` selects everything. */
export function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]!);
    if (operator === 'NotIn') return !values.includes(labels[key]!);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    return false;
  });
  return byLabel && byExpression;
}

/** Whether a peer of a policy in `home` (the namespace the policies are applied in) names this endpoint. */
function peerMatches(peer: Peer, endpoint: Endpoint, home: Record<string, string>): boolean {
  // Only an ipBlock names an address outside the cluster; the policies here name none.
  if (peer.ipBlock || endpoint.external) return false;
  const sameNamespace = JSON.stringify(endpoint.namespace) === JSON.stringify(home);
  if (!peer.namespaceSelector) return sameNamespace && selects(peer.podSelector, endpoint.labels);
  return selects(peer.namespaceSelector, endpoint.namespace) && selects(peer.podSelector, endpoint.labels);
}

function portMatches(ports: Port[] | undefined, port: number, protocol: string): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || (typeof p.port === 'number' && port >= p.port && port <= (p.endPort ?? p.port))));
}

/** One direction at one end: the policies selecting the pod in that direction, and whether any rule lets `peer` in or out. */
function allowedAt(policies: INetworkPolicy[], pod: Endpoint, peer: Endpoint, port: number, protocol: string, direction: 'Ingress' | 'Egress', home: Record<string, string>): boolean {
  if (pod.external || JSON.stringify(pod.namespace) !== JSON.stringify(home)) return true; // not ours to decide
  const selecting = policies.filter((p) => selects(p.spec!.podSelector, pod.labels) && (p.spec!.policyTypes ?? ['Ingress']).includes(direction));
  if (selecting.length === 0) return true;
  return selecting.some((p) =>
    direction === 'Ingress'
      ? (p.spec!.ingress ?? []).some((rule) => (!rule.from || rule.from.length === 0 || rule.from.some((peerRule) => peerMatches(peerRule as Peer, peer, home))) && portMatches(rule.ports as Port[], port, protocol))
      : (p.spec!.egress ?? []).some((rule) => (!rule.to || rule.to.length === 0 || rule.to.some((peerRule) => peerMatches(peerRule as Peer, peer, home))) && portMatches(rule.ports as Port[], port, protocol)),
  );
}

/** Whether the cluster lets this connection through, the policies applied in the namespace labelled `home`. */
export function reaches(policies: INetworkPolicy[], home: Record<string, string>, { from, to, port, protocol = 'TCP' }: Connection): boolean {
  return allowedAt(policies, from, to, port, protocol, 'Egress', home) && allowedAt(policies, to, from, port, protocol, 'Ingress', home);
}

/**
 * Fields a NetworkPolicy may have, by path (`*` an array's items): kubernetes-models validates types
 * but lets unknown fields through, and the API server would drop a misspelt one silently (a
 * `podSelecter` would select every pod).
 */
const KNOWN: Record<string, readonly string[]> = {
  '': ['apiVersion', 'kind', 'metadata', 'spec'],
  metadata: ['name', 'labels', 'annotations'],
  spec: ['podSelector', 'policyTypes', 'ingress', 'egress'],
  'spec.ingress.*': ['from', 'ports'],
  'spec.egress.*': ['to', 'ports'],
  peer: ['podSelector', 'namespaceSelector', 'ipBlock'],
  selector: ['matchLabels', 'matchExpressions'],
  'selector.matchExpressions.*': ['key', 'operator', 'values'],
  ipBlock: ['cidr', 'except'],
  port: ['protocol', 'port', 'endPort'],
};

/** The fields of a NetworkPolicy document that Kubernetes does not know, as paths. */
export function unknownFields(doc: unknown): string[] {
  const found: string[] = [];
  const check = (value: unknown, shape: string, at: string) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const key of Object.keys(value)) if (!KNOWN[shape]!.includes(key)) found.push(`${at}${at ? '.' : ''}${key}`);
  };
  const selector = (value: unknown, at: string) => {
    check(value, 'selector', at);
    for (const [i, e] of ((value as Selector | undefined)?.matchExpressions ?? []).entries()) check(e, 'selector.matchExpressions.*', `${at}.matchExpressions.${i}`);
  };
  const d = doc as { metadata?: unknown; spec?: { podSelector?: unknown; ingress?: Record<string, unknown>[]; egress?: Record<string, unknown>[] } };
  check(d, '', '');
  check(d.metadata, 'metadata', 'metadata');
  check(d.spec, 'spec', 'spec');
  selector(d.spec?.podSelector, 'spec.podSelector');
  for (const direction of ['ingress', 'egress'] as const) {
    for (const [i, rule] of (d.spec?.[direction] ?? []).entries()) {
      const at = `spec.${direction}.${i}`;
      check(rule, `spec.${direction}.*`, at);
      for (const [j, peer] of ((rule[direction === 'ingress' ? 'from' : 'to'] as Peer[] | undefined) ?? []).entries()) {
        const peerAt = `${at}.${direction === 'ingress' ? 'from' : 'to'}.${j}`;
        check(peer, 'peer', peerAt);
        if (peer.podSelector) selector(peer.podSelector, `${peerAt}.podSelector`);
        if (peer.namespaceSelector) selector(peer.namespaceSelector, `${peerAt}.namespaceSelector`);
        if (peer.ipBlock) check(peer.ipBlock, 'ipBlock', `${peerAt}.ipBlock`);
      }
      for (const [j, port] of ((rule.ports as Port[] | undefined) ?? []).entries()) check(port, 'port', `${at}.ports.${j}`);
    }
  }
  return found;
}
