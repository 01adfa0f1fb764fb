import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { maySeeSchema, type GatewayContext } from '../../context';
import { oncePerDocument } from '../per-document';

/** graphql-js appends "Did you mean …?" with nearby field, type and argument names to validation messages. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * The schema is for the people who build against it: partners and ops may introspect it and get
 * "Did you mean …" suggestions; for members and visitors introspection (`__schema`, `__type`) is
 * refused and suggestions are cut from error messages, so the API cannot be mapped by probing it.
 */
export function schemaAccessPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const readsSchema = maySeeSchema(contextValue.caller);
      return {
        async didResolveOperation({ document }) {
          if (readsSchema) return;
          if (asksForSchema(document)) {
            throw new GraphQLError("L'introspezione dello schema è riservata ai partner e agli operatori.", {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
        },
        async willSendResponse({ response }) {
          if (readsSchema || response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) (error as { message: string }).message = error.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}

/**
 * Whether any field of the document (fragments included) is `__schema` or `__type`. A plain AST walk:
 * graphql's own NoSchemaIntrospectionCustomRule needs the schema object, which the gateway builds
 * with the CommonJS copy of graphql while this module may load the ESM one. Walked once per document.
 */
export const asksForSchema = oncePerDocument((document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
});
