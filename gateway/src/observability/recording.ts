import { useProcessLogger, type Logger } from '@club/observability';
import type { DestinationStream } from 'pino';
import type { GatewayEnv } from '../env';
import { gatewayLogger } from './logger';
import { GatewayMetrics } from './metrics';
import type { OperationRecording } from './operations-plugin';
import { RecentOperations } from './recent-operations';
import { usageRecorderFor } from '../usage/usage';

/**
 * The gateway's metrics, the ops operations view's record and its JSON logger (to `destination`,
 * stdout when unset), made once per gateway. OPERATION_METRICS=off keeps the metrics and the record
 * out of every operation (the bench measures their cost). The logger is the process's one when the kit
 * started the gateway (index.ts), else one of its own (a gateway a test starts in its process).
 */
export function operationRecording(env: GatewayEnv, destination?: DestinationStream, processLogger?: Logger): Required<OperationRecording> {
  const metrics = new GatewayMetrics();
  const recent = new RecentOperations();
  const logger = processLogger ?? gatewayLogger({ level: env.LOG_LEVEL, destination });
  // Code without a logger of its own (errors.ts) logs with this one.
  useProcessLogger(logger);
  // Usage for the fleet's operations view (usage/): USAGE_RECORDING, apart from OPERATION_METRICS so the bench measures it alone.
  const usage = usageRecorderFor(env, metrics.registry);
  // Field usage and the kept traces come with the gateway's database (server.ts).
  return { metrics, recent, usage, logger, record: env.OPERATION_METRICS === 'on', fieldUsage: null, traces: null };
}
