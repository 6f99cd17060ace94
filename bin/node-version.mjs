// The Node version guard of the `cheerio-site` CLI, imported first by bin/site.mjs so it runs before anything that an
// older Node could fail on with a confusing error: an unsupported Node gets one Chinese line naming the version it
// needs (package.json's engines) and exits 1.
import fs from 'node:fs';

/** The oldest supported Node as [major, minor], read from an engines range such as `>=20.19`. */
export function minimumNode(range) {
  const match = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error(`package.json engines.node 应写成 ">=主版本.次版本"，现在是 ${JSON.stringify(range)}`);
  return [Number(match[1]), Number(match[2])];
}

/** The line to print when `version` (e.g. 18.20.4) is older than `range` allows; undefined when it is supported. */
export function unsupportedNodeMessage(version, range) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = minimumNode(range);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `错误 cheerio-site 需要 Node ${needMajor}.${needMinor} 或更高版本，当前是 ${version}；请安装 .nvmrc 中的版本（nvm install）后重试`;
}

const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const message = unsupportedNodeMessage(process.versions.node, engines.node);
if (message) {
  console.error(message);
  process.exit(1);
}
