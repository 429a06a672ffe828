/**
 * Renders the PNG icons in public/icons from the hand-drawn SVGs beside them.
 *
 * The PNGs are committed, so building the app never needs a browser; run this
 * (`npm run icons`) only after editing icon.svg or maskable.svg. It drives Debian's
 * Chromium through Playwright because that is the one SVG renderer this project
 * already depends on for its browser tests.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

interface IconJob {
  source: 'icon.svg' | 'maskable.svg';
  size: number;
  out: string;
}

// "any" icons keep their rounded corners (transparent outside); the maskable and the
// Apple icon are full-bleed because the platform crops them and iOS paints
// transparency black.
const jobs: readonly IconJob[] = [
  { source: 'icon.svg', size: 192, out: 'icon-192.png' },
  { source: 'icon.svg', size: 512, out: 'icon-512.png' },
  { source: 'maskable.svg', size: 512, out: 'maskable-512.png' },
  { source: 'maskable.svg', size: 180, out: 'apple-touch-icon-180.png' },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const job of jobs) {
    const svg = await readFile(iconsDir + job.source, 'utf8');
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setViewportSize({ width: job.size, height: job.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="${dataUrl}" width="${job.size}" height="${job.size}" style="display:block">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    await writeFile(iconsDir + job.out, png);
    console.log(`wrote public/icons/${job.out} (${job.size}×${job.size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
