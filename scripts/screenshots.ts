import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser';

/**
 * Screenshots of key pages at phone and desktop widths, into screenshots/ (git-ignored):
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /electronics/support /electronics/support/tv
 */
async function main() {
  const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  const targets = paths.length ? paths : ['/electronics/support'];
  const out = path.join(__dirname, '..', 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  const { context, close } = await launchBrowser();
  try {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 900 }],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      page.on('console', (m) => m.type() === 'error' && console.log(`[console.${m.type()}] ${m.text()}`));
      for (const target of targets) {
        await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
        const file = path.join(out, `${name}-${target.replace(/[^a-z0-9]+/gi, '_').slice(0, 80) || 'root'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
