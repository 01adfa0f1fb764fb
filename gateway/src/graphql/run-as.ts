import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Callers } from '../callers/callers';
import type { GatewayContext } from '../context';
import { requestIdOf } from '../observability/request-id';

/**
 * Runs one API operation as the requesting caller, with the context /graphql would give it: how the
 * file routes (files/) ask the API the same question as the page that links a file. Null when Apollo
 * answers anything but a single result. An unknown API key throws, as it would on /graphql.
 */
export type RunAs = (req: Request, query: string, variables: Record<string, unknown>) => Promise<FormattedExecutionResult | null>;

export function runAsCaller(server: ApolloServer<GatewayContext>, callers: Pick<Callers, 'contextOf'>): RunAs {
  return async (req, query, variables) => {
    const contextValue = { ...(await callers.contextOf(req)), requestId: requestIdOf(req) };
    const result = await server.executeOperation({ query, variables }, { contextValue });
    return result.body.kind === 'single' ? result.body.singleResult : null;
  };
}
