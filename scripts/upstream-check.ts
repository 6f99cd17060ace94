// `npm run upstream:check [-- --strict] [-- --json]`: which English pages have no Chinese counterpart, moved, were
// removed or changed since their translation (naming the sections), and which API texts' English changed. Offline:
// it reads content/upstream.lock.json and the pins only. Exits 0 with the report; 1 under --strict when anything drifted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hasDrift, reportJson, reportText, upstreamReport } from '../build/upstream/report.ts';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({ options: { strict: { type: 'boolean' }, json: { type: 'boolean' }, content: { type: 'string' } } });
const report = upstreamReport(path.resolve(values.content ?? path.join(rootDir, 'content')), rootDir);
process.stdout.write(values.json ? reportJson(report) : reportText(report));
if (values.strict && hasDrift(report)) process.exitCode = 1;
