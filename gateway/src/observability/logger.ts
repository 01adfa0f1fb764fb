import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The gateway's structured JSON logger (pino, one JSON object per line on stdout). `LOG_LEVEL` sets
 * the level; under the test runner (NODE_ENV=test) it is silent unless LOG_LEVEL says otherwise.
 */
export function gatewayLogger(options: { nodeEnv: string; level?: string; destination?: DestinationStream }): Logger {
  const settings = { name: 'gateway', level: options.level ?? (options.nodeEnv === 'test' ? 'silent' : 'info'), base: { service: 'gateway' } };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
