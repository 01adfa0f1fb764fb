/** pino's levels, as LOG_LEVEL accepts them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL when it names a level, else undefined. */
export function logLevelFrom(value: string | undefined): LogLevel | undefined {
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : undefined;
}
