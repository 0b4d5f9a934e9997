// The renderer is built into dist/renderer, which the local server serves at `/` (main/api/ui-files.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // The app loads from loopback or the disk: one request per chunk costs nothing, but a smaller
    // first chunk makes the first page interactive sooner.
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
  },
});
