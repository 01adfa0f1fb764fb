import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the gateway (4000) answers /graphql and /auth; Vite serves the client on 5173.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/health': 'http://127.0.0.1:4000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
