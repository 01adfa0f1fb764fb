import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind } from 'graphql';

/**
 * A document that names no runnable operation is the client's mistake, not the server's: several
 * operations without `operationName`, an unknown `operationName`, or a subscription (the gateway
 * serves queries and mutations only) are refused with HTTP 400 before anything runs. Apollo Server
 * would otherwise let the gateway fail on them and answer 500.
 */
export function operationResolutionPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (!operation) {
            const named = request.operationName;
            const count = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
            const message = named
              ? `Il documento non ha un'operazione di nome "${named}".`
              : count > 1
                ? 'Il documento contiene più operazioni: indica quale eseguire con "operationName".'
                : 'Il documento non contiene operazioni da eseguire.';
            throw badRequest(message);
          }
          if (operation.operation === 'subscription') throw badRequest('Le subscription non sono supportate: invia una query o una mutation.');
        },
      };
    },
  };
}

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}
