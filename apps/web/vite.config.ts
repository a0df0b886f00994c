import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/prod-api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/rss': apiTarget },
  },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads it to measure the first load.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
