// `npm run upstream:accept -- <route or file>… | --all`: the translator has brought these pages up to date, so their
// pins become what the lock says now; `--all` re-pins every page and every API text (to the installed cheerio's hashes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { acceptPins } from '../build/upstream/accept.ts';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values, positionals } = parseArgs({ allowPositionals: true, options: { all: { type: 'boolean' }, content: { type: 'string' } } });
if (!values.all && positionals.length === 0) {
  console.error('用法：npm run upstream:accept -- <页面路由或文件>… 或 --all');
  process.exit(2);
}
const contentDir = path.resolve(values.content ?? path.join(rootDir, 'content'));
const { done, problems } = acceptPins(contentDir, rootDir, positionals, values.all ?? false);
for (const line of done) console.log(line);
for (const line of problems) console.error(line);
if (problems.length > 0) process.exitCode = 1;
