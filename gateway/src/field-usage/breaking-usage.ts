/**
 * schema:check's conditional rule (Hive's "conditional breaking changes", built in): a breaking
 * change of a coordinate some partner used in the last N days fails the check naming the partners,
 * even when the changelog records it; one nobody used passes with a note. Which coordinate a change
 * touches is read from graphql-js's description of it (scripts/schema-governance.ts).
 */

/** A breaking change as graphql-js describes it. */
export interface BreakingChange {
  type: string;
  description: string;
}

/** One client's use of one coordinate, from the gateway's database or from documents. */
export interface ClientUse {
  coordinate: string;
  client: string;
  count: number;
}

/** The client label the persisted documents of the partner example (examples/) are attributed to, offline. */
export const EXAMPLE_PARTNER = 'esempio partner';

/**
 * The partner a client label names, or null for the portal's own clients (`web`, `ops`): the web
 * client ships with the schema in this repository (its typecheck and codegen catch what it breaks),
 * so only partners' use blocks a change (the brief's reading; web use is a note).
 */
export function partnerOf(client: string): string | null {
  if (client === EXAMPLE_PARTNER) return client;
  return client.startsWith('partner:') ? client.slice('partner:'.length) : null;
}

/** What a change touches: one coordinate, or every coordinate of a type (`Type.` prefix). */
export type Touched = { coordinate: string } | { typePrefix: string };

const FIELD = String.raw`(\w+)\.(\w+)`;
const PATTERNS: [RegExp, (m: RegExpExecArray) => Touched][] = [
  [new RegExp(`^${FIELD} arg (\\w+) (?:was removed|has changed type)`), (m) => ({ coordinate: `${m[1]}.${m[2]}(${m[3]}:)` })],
  [new RegExp(`^A required arg \\w+ on ${FIELD} was added`), (m) => ({ coordinate: `${m[1]}.${m[2]}` })],
  [new RegExp(`^${FIELD} (?:was removed|changed type)`), (m) => ({ coordinate: `${m[1]}.${m[2]}` })],
  [/^(\w+) was removed from enum type (\w+)/, (m) => ({ coordinate: `${m[2]}.${m[1]}` })],
  [/^A required field \w+ on input type (\w+) was added/, (m) => ({ typePrefix: `${m[1]}.` })],
  [/^(\w+) was removed from union type \w+/, (m) => ({ typePrefix: `${m[1]}.` })],
  [/^(\w+) no longer implements interface \w+/, (m) => ({ typePrefix: `${m[1]}.` })],
  [/^(\w+) changed from an? \w+ type to/, (m) => ({ typePrefix: `${m[1]}.` })],
  [/^(\w+) was removed\.?$/, (m) => ({ typePrefix: `${m[1]}.` })],
];

/** The coordinate(s) a breaking change touches, or null when it names none a client can use (a directive). */
export function touchedBy(change: BreakingChange): Touched | null {
  // graphql-js's directive changes (DIRECTIVE_REMOVED, REQUIRED_DIRECTIVE_ARG_ADDED, …) are the schema's own, not a selection's.
  if (change.type.includes('DIRECTIVE')) return null;
  for (const [pattern, touched] of PATTERNS) {
    const match = pattern.exec(change.description);
    if (match) return touched(match);
  }
  return null;
}

export interface JudgedChange {
  change: BreakingChange;
  touched: Touched | null;
  /** The partners that used what the change touches, by name, most use first. */
  partners: string[];
  /** What passed it or stopped it, for the check's output. */
  note: string;
}

/** Each breaking change judged against the uses: `blocked` ones some partner used, `passed` the others, each with its note. */
/** `period` says where the uses come from, in the notes: 'in the last 30 days', 'by the persisted documents'. */
export function judgeBreakingChanges(changes: readonly BreakingChange[], uses: readonly ClientUse[], period: string): { blocked: JudgedChange[]; passed: JudgedChange[] } {
  const blocked: JudgedChange[] = [];
  const passed: JudgedChange[] = [];
  for (const change of changes) {
    const touched = touchedBy(change);
    if (!touched) {
      passed.push({ change, touched, partners: [], note: 'touches no coordinate a client selects; only the changelog rule applies' });
      continue;
    }
    const matching = uses.filter((u) => ('coordinate' in touched ? u.coordinate === touched.coordinate : u.coordinate.startsWith(touched.typePrefix)));
    const perPartner = new Map<string, number>();
    for (const u of matching) {
      const partner = partnerOf(u.client);
      if (partner) perPartner.set(partner, (perPartner.get(partner) ?? 0) + u.count);
    }
    const partners = [...perPartner].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([p]) => p);
    const others = [...new Set(matching.map((u) => u.client).filter((c) => !partnerOf(c)))].sort();
    if (partners.length > 0) {
      blocked.push({ change, touched, partners, note: `used ${period} by partner(s): ${partners.join(', ')}` });
    } else {
      const note = others.length > 0 ? `no partner used it ${period} (used by ${others.join(', ')}, which ship with this repository)` : `nobody used it ${period}`;
      passed.push({ change, touched, partners, note });
    }
  }
  return { blocked, passed };
}

/**
 * Which of schema:check's steps the usage judges (JUDGED_STEPS): the working tree's changes always;
 * a committed change only by recorded (dated) usage and only while it is younger than the usage
 * window: an older one has been live longer than the window looks back, and nobody can use a
 * coordinate since it was removed. The persisted documents are undated (what clients use now), so
 * offline a committed change keeps only the changelog rule; reading them against every landed
 * change would fail the check for ever on changes the examples already followed.
 */
export const JUDGED_STEPS = 'working tree; commits younger than the window, by recorded usage only' as const;

export function judgedByUsage(source: 'database' | 'documents', workingTree: boolean, committedAt: number, days: number, now = Date.now()): boolean {
  if (workingTree) return true;
  return source === 'database' && now - committedAt < days * 24 * 60 * 60 * 1000;
}
