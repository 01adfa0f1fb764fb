import { pino, type DestinationStream, type Logger } from 'pino';

/** Log lines are written to stdout once this many bytes are waiting… */
export const LOG_BUFFER_BYTES = 4096;
/** …or at the latest this long after they were logged. */
export const LOG_FLUSH_MS = 250;

/**
 * The gateway's structured JSON logger (pino, one JSON object per line on stdout). `LOG_LEVEL` sets
 * the level; under the test runner (NODE_ENV=test) it is silent unless LOG_LEVEL says otherwise.
 */
export function gatewayLogger(options: { nodeEnv: string; level?: string; destination?: DestinationStream }): Logger {
  const settings = { name: 'gateway', level: options.level ?? (options.nodeEnv === 'test' ? 'silent' : 'info'), base: { service: 'gateway' } };
  return pino(settings, options.destination ?? bufferedStdout());
}

/**
 * stdout, written in blocks rather than a write per line. The gateway logs a line per operation,
 * and on this project's machines a write to stdout costs as much as the rest of a visitor's kept
 * answer (a system call is dear in a VM): a write per line was 5–8 % of the gateway's CPU under a
 * member load. The lines are the same, in the same order; they reach stdout once 4 KB are waiting,
 * at the latest 250 ms after they were logged, and whatever is left when the process exits (pino
 * flushes its destinations on exit, as before).
 */
function bufferedStdout(): DestinationStream {
  return pino.destination({ dest: process.stdout.fd, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS, sync: false });
}
