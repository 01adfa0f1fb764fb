import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { maySeeSchema, type GatewayContext } from '../context';

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
 * with the CommonJS copy of graphql while this module may load the ESM one.
 */
export function asksForSchema(document: DocumentNode): boolean {
  let found = schemaAsked.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  schemaAsked.set(document, found);
  return found;
}

/**
 * The answer per document: Apollo hands every request of the same text the same parsed document
 * (its document cache), so the walk is made once per document, not once per request.
 */
const schemaAsked = new WeakMap<DocumentNode, boolean>();
