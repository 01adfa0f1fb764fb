import { runService } from '@club/observability';
import { disableApolloTelemetry, gatewayEnvChecks, gatewayEnvSchema, withDerived } from './env';
import { startGateway } from './server';

disableApolloTelemetry();

// The kit starts the gateway (docs/architecture.md 'The kit'): its settings read once, its one logger,
// metrics name and tracing, its lifecycle (SIGTERM drains, then the listener closes and the rest with it).
await runService({
  name: 'gateway',
  env: gatewayEnvSchema,
  checks: gatewayEnvChecks,
  start: ({ env, lifecycle, logger }) => startGateway(withDerived(env), { lifecycle, logger }),
});
