import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development `npm run dev -w web` serves on 5173 and forwards /api to the gateway; the gateway
// itself serves the built app (web/dist) on the same origin as the API.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/web-bundle reads it to size what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
