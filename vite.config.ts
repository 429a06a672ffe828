import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: the config loader Vite is moving to (native) needs it, and warned on every build without it.
import { ISOLATED } from './isolation.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const themeColour = '#0b0909';

/**
 * The catalogues (public/words/<language>/<area>.json) are kept one message per line for
 * translators and diffs; the build serves them without that layout (the home screen waits
 * for its words file, so every byte of it is first-paint weight).
 */
function compactWords(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compact-words',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const root = join(outDir, 'words');
      for (const lang of readdirSync(root)) {
        for (const file of readdirSync(join(root, lang))) {
          const path = join(root, lang, file);
          writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))));
        }
      }
    },
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    preact(),
    compactWords(),
    VitePWA({
      // Never swap versions under a game in progress: the page asks (see update-model.ts).
      registerType: 'prompt',
      // We register through workbox-window ourselves, after the first paint.
      injectRegister: false,
      strategies: 'generateSW',
      // globPatterns below already lists them; this would add each a second time.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Death Angel Companion',
        short_name: 'Death Angel',
        description:
          'Offline companion for Space Hulk: Death Angel – The Card Game: play a mission in your pocket or keep the books for your table.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: themeColour,
        background_color: themeColour,
        categories: ['games', 'utilities'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every file of the build, so the whole app (lazy chunks too) works offline after
        // the first visit.
        globPatterns: ['**/*.{js,css,html,svg,png,txt,json}'], // + manifest.webmanifest, added by the plugin
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Taking control on first install is harmless (there is no older version to
        // replace) and lets the very first visit work offline without a reload. Updates
        // still wait for the player: no skipWaiting.
        clientsClaim: true,
        skipWaiting: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser the app supports (ES2022) knows <link rel=modulepreload>: no polyfill in the first paint.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      // What the first paint shares with the lazy screens (Preact, signals, the words' Say,
      // Vite's preload helper) is one chunk: rolldown otherwise splits each module the entry
      // already loads into a file of its own once a lazy screen imports it too (rolldown issue
      // #10731), and every file costs the first paint a request and its own gzip overhead.
      output: { codeSplitting: { groups: [{ name: 'core', test: /node_modules[\\/](preact|@preact)[\\/]|src[\\/]words[\\/]say\.ts|preload-helper|src[\\/]ui[\\/]common[\\/]words\.ts/ }] } },
      // The timing notice named vite-plugin-pwa's closeBundle: Workbox hashing every file for
      // the offline precache, after the bundle is written. That is its expected cost (about 13 s
      // of a 2-core build), not a fault; `npm run build` prints the precache line instead.
      checks: { bundlerTimings: false },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    headers: ISOLATED,
  },
  server: {
    headers: ISOLATED,
  },
});
