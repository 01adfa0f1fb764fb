import type { ApolloServerPlugin } from '@apollo/server';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@club/validation';
import { GraphQLError, visit, BREAK, type DocumentNode } from 'graphql';
import { oncePerDocument } from '../per-document';

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
          if (anyString(request.variables, hasControlCharacters) || hasControlCharacterLiteral(document)) {
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

/** Whether a string literal of the document holds control characters, walked once per document. */
const hasControlCharacterLiteral = oncePerDocument((document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!hasControlCharacters(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
});
