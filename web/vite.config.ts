import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './src/build/precompress-plugin';
import { buildInfoPlugin } from './src/features/app-update/build-info-plugin';

// The API server (server/src/main.ts) listens on 3000 in development; the SPA proxies /api to it,
// WebSocket upgrades (/api/v1/live) included, so cookies stay first-party.
const apiTarget = process.env.STUDIO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Redirect rules for clients of older builds go here, e.g. { from: '/old/*', to: '/new/*' }.
    buildInfoPlugin({ redirects: [] }),
    // brotli and gzip copies of every asset, served as they are (server/src/http/static.ts).
    precompressPlugin(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
