import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { openKeysDb } from './db';
import { keyInputProblems, rootFieldNamesOf } from './scopes';
import { PartnerKeyStore, type KeyActor, type PartnerKeyRecord } from './store';

/** Who the keys audit names for a change made here: the CLI and the OS user, from this host. */
const cliActor = (): KeyActor => ({ who: `cli:${userInfo().username}`, from: hostname() });

const USAGE = `Uso:
  npm run keys -- create --partner <nome> --scopes <campo,campo|*> --budget <costo al minuto>
  npm run keys -- list
  npm run keys -- revoke <id>
  npm run keys -- rotate <id>
  npm run keys -- expire <id> --at <data ISO>|--never`;

const COMMANDS = ['create', 'list', 'revoke', 'rotate', 'expire'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (c: string | undefined): c is Command => (COMMANDS as readonly (string | undefined)[]).includes(c);

/**
 * The partner keys CLI (docs/operations.md 'Partner keys'): works on the gateway's database
 * (GATEWAY_DATABASE_URL, else the PGlite in GATEWAY_DATA_DIR, which needs the gateway stopped).
 * Returns the exit code.
 */
export async function runKeysCli(argv: string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  if (!isCommand(command)) {
    err(USAGE);
    return 2;
  }
  let args;
  try {
    args = parseArgs({ args: rest, allowPositionals: true, options: { partner: { type: 'string' }, scopes: { type: 'string' }, budget: { type: 'string' }, at: { type: 'string' }, never: { type: 'boolean' } } });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  // What a command on one key needs is checked before the database is opened.
  const id = args.positionals[0];
  if ((command === 'revoke' || command === 'rotate' || command === 'expire') && !id) {
    err(USAGE);
    return 2;
  }
  if (command === 'expire') {
    // Exactly one of --at and --never.
    if ((args.values.at === undefined) === !args.values.never) {
      err(USAGE);
      return 2;
    }
    const problem = args.values.at === undefined ? null : expiryProblem(args.values.at);
    if (problem) {
      err(problem);
      return 1;
    }
  }
  const env = loadEnv();
  const db = await openKeysDb({ databaseUrl: env.GATEWAY_DATABASE_URL, dataDir: env.GATEWAY_DATA_DIR });
  try {
    const store = await PartnerKeyStore.open(db);
    if (command === 'list') {
      const keys = await store.list();
      if (keys.length === 0) out('Nessuna chiave partner.');
      for (const k of keys) out(describe(k));
      return 0;
    }
    if (command === 'rotate') {
      // The same store method and grace as `POST /ops/keys/:id/rotate`.
      const rotated = await store.rotate(id!, env.KEY_ROTATION_GRACE_HOURS * 3600_000, cliActor());
      if (!rotated) {
        err(`Chiave sconosciuta o revocata: ${id}`);
        return 1;
      }
      out(`Ruotata: ${describe(rotated)}`);
      out(`Nuova chiave (mostrata solo ora, conservala): ${rotated.key}`);
      out(`La chiave precedente resta valida fino a ${rotated.previousValidUntil}.`);
      return 0;
    }
    if (command === 'expire') {
      // The same store method as `PATCH /ops/keys/:id` with only `expiresAt` (null: none).
      const changed = await store.update(id!, { expiresAt: args.values.never ? null : new Date(args.values.at!).toISOString() }, cliActor());
      if (!changed) {
        err(`Chiave sconosciuta: ${id}`);
        return 1;
      }
      out(`Scadenza cambiata: ${describe(changed)}`);
      return 0;
    }
    if (command === 'revoke') {
      const revoked = await store.revoke(id!, cliActor());
      if (!revoked) {
        err(`Chiave sconosciuta: ${id}`);
        return 1;
      }
      out(`Revocata: ${describe(revoked)}`);
      return 0;
    }
    const input = {
      partner: args.values.partner ?? '',
      scopes: (args.values.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean),
      budgetPerMinute: Number(args.values.budget ?? NaN),
    };
    const problems = keyInputProblems(input, rootFieldNamesOf(readFileSync(env.SUPERGRAPH_PATH, 'utf8')));
    if (problems.length > 0) {
      for (const p of problems) err(p);
      return 1;
    }
    const created = await store.create(input, cliActor());
    out(`Creata: ${describe(created)}`);
    out(`Chiave (mostrata solo ora, conservala): ${created.key}`);
    return 0;
  } finally {
    await db.close();
  }
}

/** What is wrong with `expire --at`: an ISO date (or date-time) in the future, as `PATCH /ops/keys/:id` takes; null when fine. */
function expiryProblem(at: string): string | null {
  const when = Date.parse(at);
  if (!/^\d{4}-\d{2}-\d{2}/.test(at) || Number.isNaN(when)) return `Data non valida: ${at} (es. 2027-06-30T23:59:59Z).`;
  return when > Date.now() ? null : 'La scadenza deve essere nel futuro.';
}

function describe(k: PartnerKeyRecord): string {
  return `${k.id}  partner=${k.partner}  ambiti=${k.scopes.join(',')}  budget=${k.budgetPerMinute}/min  creata=${k.createdAt}  scadenza=${k.expiresAt ?? 'nessuna'}  ${k.revokedAt ? `revocata=${k.revokedAt}` : 'attiva'}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runKeysCli(process.argv.slice(2), (l) => console.log(l), (l) => console.error(l));
}
