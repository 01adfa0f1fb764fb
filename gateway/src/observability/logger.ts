import { createLogger, type DestinationStream, type Logger } from '@club/observability';

export { LOG_BUFFER_BYTES, LOG_FLUSH_MS } from '@club/observability';

/**
 * The gateway's structured JSON logger: the kit's (@club/observability: pino, one JSON object per
 * line on stdout, written in blocks) named `gateway`. `LOG_LEVEL` sets the level (info by default;
 * the tests say silent).
 */
export function gatewayLogger(options: { level?: string; destination?: DestinationStream }): Logger {
  return createLogger({ service: 'gateway', level: options.level, destination: options.destination });
}
