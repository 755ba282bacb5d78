import { execSync } from 'node:child_process';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Reads a value from git at build time; 'unbekannt' when git or the repository is unavailable. */
function git(args: string): string {
  try {
    return (
      execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unbekannt'
    );
  } catch {
    return 'unbekannt';
  }
}

const buildInfo = {
  buildDate: new Date().toISOString(),
  commitHash: git('rev-parse --short HEAD'),
  branch: git('rev-parse --abbrev-ref HEAD'),
};

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_INFO__: JSON.stringify(buildInfo) },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Two pages: the portal (index.html) and the smartphone card app (/app, app.html), a small bundle of its own.
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        app: path.resolve(import.meta.dirname, 'app.html'),
      },
    },
  },
});
