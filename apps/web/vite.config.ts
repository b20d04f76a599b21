// Vite build of the web app: React + Tailwind, dev proxy to the API on :3000, output in apps/web/dist
// (served by the API server in production).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Canonical links, Open Graph URLs and the sitemap name the public origin the site is served from.
  define: { 'import.meta.env.PUBLIC_ORIGIN': JSON.stringify(process.env.PUBLIC_ORIGIN ?? '') },
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
