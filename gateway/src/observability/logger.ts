import { createLogger, type DestinationStream, type Logger } from '@club/observability';

export { LOG_BUFFER_BYTES, LOG_FLUSH_MS } from '@club/observability';

/**
 * The gateway's structured JSON logger: the kit's (@club/observability: pino, one JSON object per
 * line on stdout, written in blocks) named `gateway`. `LOG_LEVEL` sets the level; under the test
 * runner (NODE_ENV=test) it is silent unless LOG_LEVEL says otherwise.
 */
export function gatewayLogger(options: { nodeEnv: string; level?: string; destination?: DestinationStream }): Logger {
  return createLogger({ service: 'gateway', nodeEnv: options.nodeEnv, level: options.level, destination: options.destination });
}
