// The upstream lock, content/upstream.lock.json: what the English original looked like when it was last synced —
// its commit, every English docs page and post with its route, last change and section hashes, and the English
// site's redirects. Written only by `npm run upstream:sync`; builds and `upstream:check` read it offline.
import fs from 'node:fs';
import * as z from 'zod';
import { BuildError } from '../diagnostics.ts';

/** The section key of the text before a file's first H2 (github-slugger never makes a slug starting with "_top" alone). */
export const TOP_SECTION = '_top';

const commitSchema = z.string().regex(/^[0-9a-f]{40}$/, 'a full 40-character commit hash');
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date');
const routeSchema = z.string().startsWith('/');

const lockedFileSchema = z.strictObject({
  /** The file's path in the upstream repository. */
  path: z.string().min(1),
  kind: z.enum(['doc', 'blog']),
  /** The page's route on the English site (no trailing slash). */
  route: routeSchema,
  title: z.string(),
  /** The last commit that changed the file, and its author date. */
  commit: commitSchema,
  date: dateSchema,
  /** Paths the file had before, newest first (git's rename detection), so a pin on an old path still finds it. */
  previousPaths: z.array(z.string()),
  sections: z.array(z.strictObject({ slug: z.string(), title: z.string(), hash: z.string() })),
});

/** The lock's contents. */
export const upstreamLockSchema = z.strictObject({
  /** The upstream repository on GitHub, for compare links. */
  repository: z.url(),
  ref: z.string().min(1),
  commit: commitSchema,
  date: dateSchema,
  /** The English site's redirects, old route → new route. */
  redirects: z.record(routeSchema, routeSchema),
  /** Routes of the English site that no docs or blog file makes (its home page, the blog, the API reference's index). */
  otherRoutes: z.array(routeSchema),
  /** Where the English site publishes its generated API reference, one page per symbol under `<route>/<kind>/<Name>`. */
  api: z.strictObject({ route: routeSchema }).optional(),
  /** Every English docs page and post, in the English sidebar's order, then the posts newest first. */
  files: z.array(lockedFileSchema),
});

/** The upstream lock. */
export type UpstreamLock = z.infer<typeof upstreamLockSchema>;
/** One English file of the lock. */
export type LockedFile = UpstreamLock['files'][number];

/** Reads and validates the lock; a missing or malformed file is an error naming the file and the key. */
export function readUpstreamLock(file: string): UpstreamLock {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new BuildError({ file }, `无法读取上游锁（${(error as NodeJS.ErrnoException).code ?? String(error)}）；请运行 npm run upstream:sync`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new BuildError({ file }, `上游锁不是有效的 JSON（${(error as Error).message}）；请运行 npm run upstream:sync`);
  }
  const result = upstreamLockSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BuildError({ file, key: issue.path.join('.') }, `上游锁无效：${issue.message}`);
  }
  return result.data;
}

/** The lock as it is written: stable key order, two-space indentation, one trailing newline. */
export function serializeUpstreamLock(lock: UpstreamLock): string {
  return `${JSON.stringify(upstreamLockSchema.parse(lock), null, 2)}\n`;
}
