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
  npm run keys -- revoke <id>`;

/**
 * The partner keys CLI (docs/operations.md 'Partner keys'): works on the gateway's database
 * (GATEWAY_DATABASE_URL, else the PGlite in GATEWAY_DATA_DIR, which needs the gateway stopped).
 * Returns the exit code.
 */
export async function runKeysCli(argv: string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'create' && command !== 'list' && command !== 'revoke') {
    err(USAGE);
    return 2;
  }
  let args;
  try {
    args = parseArgs({ args: rest, allowPositionals: true, options: { partner: { type: 'string' }, scopes: { type: 'string' }, budget: { type: 'string' } } });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 2;
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
    if (command === 'revoke') {
      const id = args.positionals[0];
      if (!id) {
        err(USAGE);
        return 2;
      }
      const revoked = await store.revoke(id, cliActor());
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

function describe(k: PartnerKeyRecord): string {
  return `${k.id}  partner=${k.partner}  ambiti=${k.scopes.join(',')}  budget=${k.budgetPerMinute}/min  creata=${k.createdAt}  ${k.revokedAt ? `revocata=${k.revokedAt}` : 'attiva'}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runKeysCli(process.argv.slice(2), (l) => console.log(l), (l) => console.error(l));
}
