import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Imports carry their .ts extension: Vite's coming native config loader requires it (and warns
// about every import without one).
import { browserFieldPlugin } from './src/build/browser-field-plugin.ts';
import { precompressPlugin } from './src/build/precompress-plugin.ts';
import { buildInfoPlugin } from './src/features/app-update/build-info-plugin.ts';

// The API server (server/src/main.ts) listens on 3000 in development; the SPA proxies /api to it,
// WebSocket upgrades (/api/v1/live) included, so cookies stay first-party.
const apiTarget = process.env.STUDIO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // A package's "browser": { "fs": false } applies to its node:fs imports too (no build warning).
    browserFieldPlugin(),
    // Redirect rules for clients of older builds go here, e.g. { from: '/old/*', to: '/new/*' }.
    buildInfoPlugin({ redirects: [] }),
    // brotli and gzip copies of every asset, served as they are (server/src/http/static.ts).
    precompressPlugin(),
  ],
  // The DFT Web Worker is bundled apart, with its own plugins.
  worker: { plugins: () => [browserFieldPlugin()] },
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
