#!/usr/bin/env node
/**
 * Renders the link-preview picture and the square logo from their SVG sources in site/share/ to
 * the PNGs in site/public/ that pages point to. Run it after editing an SVG and commit the PNGs:
 *
 *   node scripts/render-share-image.js
 *
 * Uses the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), as the browser tests do.
 * Each SVG is shown at its own width and height and captured pixel for pixel.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES = [
  { source: 'site/share/share-card.svg', target: 'site/public/share/share-card.png', width: 1200, height: 630 },
  { source: 'site/share/logo.svg', target: 'site/public/logo.png', width: 512, height: 512 },
];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}; install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  for (const image of IMAGES) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height }, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(path.join(root, image.source)).href);
    // Transparent where the SVG draws nothing (the logo's rounded corners).
    await page.screenshot({
      path: path.join(root, image.target),
      clip: { x: 0, y: 0, width: image.width, height: image.height },
      omitBackground: true,
    });
    await page.close();
    console.log(`${image.source} → ${image.target} (${image.width} × ${image.height})`);
  }
} finally {
  await browser.close();
}
