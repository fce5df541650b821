import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@/shared': r('./src/shared'), '@/web': r('./src/web') } },
  build: { outDir: r('./dist/web'), emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/logout': 'http://localhost:3000',
    },
  },
});
