import { ApolloLink } from '@apollo/client';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/**
 * Each request leaves the task that asked for it: the link chain below (headers, persisted hash,
 * the HTTP body and `fetch()` itself, 2–6 ms a query) runs in a task of its own instead of inside
 * React's render or commit, where the page's first queries all start. Long tasks are what the
 * first load's Total Blocking Time counts; the request goes out one task later (well under a
 * millisecond when the main thread is free).
 */
export const ownTaskLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let subscription: Subscription | undefined;
      const timer = setTimeout(() => {
        subscription = forward(operation).subscribe(observer);
      }, 0);
      return () => {
        clearTimeout(timer);
        subscription?.unsubscribe();
      };
    }),
);

/**
 * Sends only the variables the operation declares. Apollo's HttpLink otherwise walks the whole
 * document on every request to find the variables it uses (`filterOperationVariables`); every
 * document of this client is validated (a declared variable is a used one), so the declarations
 * say the same and are read without a walk. Use with `includeUnusedVariables: true` on the HttpLink.
 */
export const declaredVariablesLink = new ApolloLink((operation, forward) => {
  const definition = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const declared = definition?.variableDefinitions ?? [];
  const variables: Record<string, unknown> = {};
  for (const declaration of declared) {
    const name = declaration.variable.name.value;
    if (name in operation.variables) variables[name] = operation.variables[name];
  }
  operation.variables = variables;
  return forward(operation);
});
