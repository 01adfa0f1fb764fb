import type { ApolloServerPlugin } from '@apollo/server';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@club/validation';
import { GraphQLError, visit, BREAK, type DocumentNode } from 'graphql';

/**
 * Refuses, before anything runs, an operation whose text inputs (variables at any depth, or string
 * literals in the document) hold control characters (packages/validation): one rule for every text
 * field, so no service ever sees a NUL byte.
 */
export function textInputPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (anyString(request.variables, hasControlCharacters) || literalWith(document, hasControlCharacters)) {
            throw new GraphQLError(CONTROL_CHARACTERS_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
        },
      };
    },
  };
}

function anyString(value: unknown, test: (s: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((v) => anyString(v, test));
  if (value && typeof value === 'object') return Object.values(value).some((v) => anyString(v, test));
  return false;
}

/**
 * Whether a string literal of the document passes `test`, once per document and test: Apollo hands
 * every request of the same text the same parsed document (its document cache).
 */
function literalWith(document: DocumentNode, test: (s: string) => boolean): boolean {
  let known = literalsFound.get(test);
  if (!known) literalsFound.set(test, (known = new WeakMap()));
  const seen = known.get(document);
  if (seen !== undefined) return seen;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!test(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  known.set(document, found);
  return found;
}

const literalsFound = new Map<(s: string) => boolean, WeakMap<DocumentNode, boolean>>();
