import { pino, type DestinationStream, type Logger } from 'pino';
import { currentCorrelation } from './correlation';
import { environmentLogLevel } from './env';
import type { LogLevel } from './log-levels';
import { activeTraceIds } from './tracing';

export { LOG_LEVELS, logLevelFrom, type LogLevel } from './log-levels';

/** Log lines are written to stdout once this many bytes are waiting… */
export const LOG_BUFFER_BYTES = 4096;
/** …or at the latest this long after they were logged. */
export const LOG_FLUSH_MS = 250;


export interface LoggerOptions {
  /** The process's name in every line (`service`, `name`): `gateway`, `subgraph-crm`, `upstream`. */
  service: string;
  /** LOG_LEVEL; when unset, `defaultLevel` (info). Tests that want quiet say LOG_LEVEL=silent (vitest.config.ts). */
  level?: string;
  defaultLevel?: LogLevel;
  /** Where the lines go (stdout, buffered, when unset); tests read them from here. */
  destination?: DestinationStream;
}

/**
 * A process's structured JSON logger (pino, one JSON object per line). Every line written while a
 * request is served carries what ties it to the request: `requestId` and `traceId` of the request
 * (subgraphs: the gateway's id and the incoming trace), and with tracing on the active span's
 * `traceId` and `spanId`. Fields given to the log call win over these.
 */
export function createLogger(options: LoggerOptions): Logger {
  const level = options.level ?? options.defaultLevel ?? 'info';
  const settings = { name: options.service, level, base: { service: options.service }, mixin: correlationFields };
  return pino(settings, options.destination ?? bufferedStdout());
}

/**
 * requestId and traceId of the request being served, and the active span's ids when tracing is on.
 * A new object each time: pino merges the line's own fields into it.
 */
function correlationFields(): Record<string, string> {
  const correlation = currentCorrelation();
  const ids = activeTraceIds();
  const fields: Record<string, string> = {};
  if (!correlation && !ids) return fields;
  if (correlation?.requestId) fields.requestId = correlation.requestId;
  if (ids) {
    fields.traceId = ids.traceId;
    fields.spanId = ids.spanId;
  } else if (correlation?.traceId) fields.traceId = correlation.traceId;
  return fields;
}

let stdout: DestinationStream | undefined;

/**
 * stdout, written in blocks rather than a write per line, one for the whole process. The gateway
 * logs a line per operation, and on this project's machines a write to stdout costs as much as the
 * rest of a visitor's kept answer (a system call is dear in a VM): a write per line was 5–8 % of
 * the gateway's CPU under a member load. The lines are the same, in the same order; they reach
 * stdout once 4 KB are waiting, at the latest 250 ms after they were logged, and whatever is left
 * when the process exits (pino flushes its destinations on exit).
 */
export function bufferedStdout(): DestinationStream {
  return (stdout ??= pino.destination({ dest: process.stdout.fd, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS, sync: false }));
}


let processWide: Logger | undefined;

/** Makes `logger` the one `processLogger()` gives (each process's entry, or its server, sets its own). */
export function useProcessLogger(logger: Logger): void {
  processWide = logger;
}

/**
 * The process's logger, for code that is not handed one (error handlers, data sources): the one set
 * by `useProcessLogger` (a started service's), else one at the environment's LOG_LEVEL (a server a
 * test starts in its own process).
 */
export function processLogger(): Logger {
  return (processWide ??= createLogger({ service: 'process', level: environmentLogLevel() }));
}
