// Vite build of the web app: React + Tailwind, dev proxy to the API on :3000, output in apps/web/dist
// (served by the API server in production).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // No PUBLIC_ORIGIN here: absolute URLs carry a placeholder the server fills in at run time, so one
  // build serves any origin (components/layouts/site-origin.ts, server modules/web/public-origin.ts).
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/healthz': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
