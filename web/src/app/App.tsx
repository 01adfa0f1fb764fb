import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { createApolloClient } from './apollo';
import { router } from './router';

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
