/**
 * First-load size of the built app (run `npm run build` first): loads the home screen in
 * Chromium, lists every JS and CSS file the page fetched (first paint, then what it loads
 * right after: Dexie and workbox-window), and sums their gzip sizes (level 9, as a host
 * would serve them). The home screen paints once its words have arrived, so the words file it
 * fetched first (public/words/<language>/shell.json) counts in the first paint. Measured with
 * the phone in English and again in German. Also lists the lazy chunks and raster images.
 *
 *   npm run measure:size
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';
import { distDir, startStaticServer } from '../tests/e2e/static-server';

const gz = (path: string): number => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
try {
  let fetched: string[] = [];
  for (const locale of ['en-GB', 'de-DE']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await context.newPage();
    // What the page itself asks for (the service worker also precaches every file, for later).
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(server.url);
    await page.locator('.app[data-storage="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const firstPaint = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
    // The home screen's words: fetched before the first render.
    const words = [...new Set(requested.filter((p) => /^\/words\/[a-z]+\/shell\.json$/.test(p)).map((p) => p.slice(1)))];
    for (const w of words) firstPaint.add(w);
    fetched = [...new Set(requested.filter((p) => /\.(js|css)$/.test(p) && p.startsWith('/assets/')).map((p) => p.slice(1)))];
    let paint = 0;
    let startup = 0;
    console.log(`Fetched by the home screen, phone in ${locale} (gzip -9):`);
    for (const file of [...words, ...fetched]) {
      const size = gz(file);
      startup += size;
      if (firstPaint.has(file)) paint += size;
      console.log(`  ${firstPaint.has(file) ? 'first paint ' : 'after paint '} ${kb(size).padStart(8)}  ${file}`);
    }
    console.log(`First paint in ${locale} (entry JS + CSS + words): ${kb(paint)} (${paint} bytes)   target ≤ 18 KB (18432 bytes)`);
    console.log(`Whole first load (with Dexie, SW):   ${kb(startup)}   target < 60 KB`);
    await context.close();
  }

  const assets = readdirSync(join(distDir, 'assets'));
  const lazy = assets.filter((f) => /\.(js|css)$/.test(f) && !fetched.includes(`assets/${f}`));
  console.log('Loaded later (game screens):');
  for (const f of lazy) console.log(`  ${kb(gz(`assets/${f}`)).padStart(8)}  assets/${f}`);

  const rasters: string[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(png|jpe?g|webp|gif|avif)$/i.test(f)) rasters.push(`${p.slice(distDir.length)} ${kb(statSync(p).size)}`);
    }
  };
  walk(distDir);
  console.log(`Raster images in the build: ${rasters.length ? rasters.join(', ') : 'none'} (app icons for the manifest only; all game art is inline SVG/CSS)`);
} finally {
  await browser.close();
  await server.stop();
}
