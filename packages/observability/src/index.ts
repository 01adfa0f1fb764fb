export * from './correlation';
export * from './logger';
export * from './metrics';
export * from './request-id';
export * from './trace-context';
export * from './tracing';
export type { Logger, DestinationStream } from 'pino';
export type { Registry } from 'prom-client';
export type { Span } from '@opentelemetry/api';
