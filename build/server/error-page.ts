// The page the dev server shows when even its first build failed, so `npm start` keeps running and recovers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../theme/lib/html-escape.ts';
import { strings } from '../../theme/lib/strings.ts';

/** Writes `index.html` and `404.html` into `outDir` that show the build error (the live-reload script is added when served). */
export async function writeBuildErrorPage(outDir: string, message: string): Promise<void> {
  const html = `<!doctype html><html lang="zh-Hans" dir="ltr"><head><meta charset="utf-8"><title>${strings.liveReloadError}</title>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"></head>'
    + `<body style="font-family:system-ui,sans-serif;margin:2rem"><h1>${strings.liveReloadError}</h1>`
    + `<pre style="white-space:pre-wrap">${escapeHtml(message)}</pre></body></html>\n`;
  await fs.mkdir(outDir, { recursive: true });
  await Promise.all(['index.html', '404.html'].map((file) => fs.writeFile(path.join(outDir, file), html)));
}
