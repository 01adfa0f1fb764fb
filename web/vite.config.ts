import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the gateway (4000) answers /graphql and /auth; Vite serves the client on 5173.
export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, written once at build time: the gateway serves the
    // one the browser accepts without compressing on each request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/health': 'http://127.0.0.1:4000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
