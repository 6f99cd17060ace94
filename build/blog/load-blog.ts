// Finds the posts under content/blog/ and resolves their dates, authors and tags into the blog model.
import path from 'node:path';
import { BuildError, type WarningCollector } from '../diagnostics.ts';
import { readMarkdownText } from '../content/binary-file.ts';
import { findContentFiles } from '../content/find-content-files.ts';
import { MAX_SEGMENT_BYTES, splitFrontMatterWith } from '../content/front-matter.ts';
import { hashText, normaliseRoute } from '../content/load-content.ts';
import { loadAuthorsFile, toBlogAuthor } from './authors-file.ts';
import { hasTruncateMarker } from './excerpt.ts';
import { blogFrontMatterSchema, type BlogFrontMatter } from './front-matter.ts';
import { parsePostDate, splitDatedName } from './post-date.ts';
import { loadTagsFile, plainTag } from './tags-file.ts';
import type { BlogAuthor, BlogContent, BlogPostFile, BlogTag } from './types.ts';

/** Where the blog lives and what to keep. */
export interface BlogOptions {
  /** The site's content/ folder; posts are read from its blog/ folder. */
  contentDir: string;
  /** Blog route prefix, e.g. `/blog`. */
  blogRoute: string;
  /** Dev mode keeps drafts; a production build drops them. */
  includeDrafts: boolean;
  warnings: WarningCollector;
}

const POSTS = '**/*.{md,mdx}';

/** Loads every post, newest first; unknown authors, invalid dates and duplicate slugs fail the build. */
export async function loadBlog(options: BlogOptions): Promise<BlogContent> {
  const blogDir = path.join(options.contentDir, 'blog');
  const tagsRoute = `${options.blogRoute}/tags`;
  const [files, authors, tags] = await Promise.all([
    findContentFiles(blogDir, POSTS, options.warnings, ['**/_*']),
    loadAuthorsFile(path.join(blogDir, 'authors.yml')),
    loadTagsFile(path.join(blogDir, 'tags.yml'), tagsRoute),
  ]);
  const context: PostContext = { ...options, authors: new Map(authors.map((author) => [author.key, author])), tags, tagsRoute };
  const read = (await Promise.all(files.map((file) => readPost(blogDir, file, context))))
    .filter((post): post is ReadPost => post !== undefined);
  checkUniqueRoutes(read);
  const posts = read.map(({ post }) => post);
  const kept = posts.filter((post) => options.includeDrafts || !post.frontMatter.draft);
  kept.sort((a, b) => b.post.date.getTime() - a.post.date.getTime() || a.route.localeCompare(b.route));
  return { posts: kept, authors, tags: tags ?? [] };
}

interface PostContext extends BlogOptions {
  authors: Map<string, BlogAuthor>;
  /** Undefined when there is no tags file. */
  tags: BlogTag[] | undefined;
  tagsRoute: string;
}

/** A post as read, plus the line of its `slug` key for the duplicate-slug message. */
interface ReadPost {
  post: BlogPostFile;
  slugLine: number | undefined;
}

// Undefined for a file that is not UTF-8 text, which readMarkdownText has already warned about.
async function readPost(blogDir: string, relativeFile: string, context: PostContext): Promise<ReadPost | undefined> {
  const sourceFile = path.join(blogDir, relativeFile);
  const text = await readMarkdownText(sourceFile, context.warnings);
  if (text === undefined) return undefined;
  const { frontMatter, body, keyLines } = splitFrontMatterWith(blogFrontMatterSchema, text, sourceFile);
  const at = (key: string) => ({ file: sourceFile, key, ...(keyLines.get(key) ? { line: keyLines.get(key) } : {}) });
  const posix = relativeFile.split(path.sep).join('/').replace(/\.mdx?$/, '');
  // `2024-08-07-name.md` and `2024-08-07-name/index.md` both name the post by the dated part.
  const ownName = path.posix.basename(posix) === 'index' ? path.posix.basename(path.posix.dirname(posix)) : path.posix.basename(posix);
  const dated = splitDatedName(ownName);
  const date = postDate(frontMatter, dated.date, at);
  const slug = (frontMatter.slug ?? dated.name).replace(/^\//, '');
  const post: BlogPostFile = {
    kind: 'post',
    sourceFile,
    id: posix,
    dirName: '',
    route: normaliseRoute(`${context.blogRoute}/${slug}`),
    frontMatter,
    body,
    hash: hashText(text),
    post: {
      date,
      authors: resolveAuthors(frontMatter, context, at('authors')),
      tags: resolveTags(frontMatter, context, at('tags')),
      truncated: hasTruncateMarker(body),
      ...(frontMatter.image ? { image: frontMatter.image } : {}),
    },
  };
  return { post, slugLine: keyLines.get('slug') };
}

type At = (key: string) => { file: string; key: string; line?: number };

function postDate(frontMatter: BlogFrontMatter, fromName: string | undefined, at: At): Date {
  if (frontMatter.date !== undefined) {
    const date = parsePostDate(frontMatter.date);
    if (!date) throw new BuildError(at('date'), `日期 ${JSON.stringify(frontMatter.date)} 无效；请写成 YYYY-MM-DD 或 ISO 日期时间`);
    return date;
  }
  if (fromName !== undefined) {
    const date = parsePostDate(fromName);
    if (!date) throw new BuildError({ file: at('date').file }, `文件名以 ${fromName} 开头，但这不是一个真实存在的日期`);
    return date;
  }
  throw new BuildError({ file: at('date').file }, '文章没有日期：请在 front matter 中设置 date，或让文件名以 YYYY-MM-DD- 开头');
}

function resolveAuthors(frontMatter: BlogFrontMatter, context: PostContext, where: ReturnType<At>): BlogAuthor[] {
  const references = frontMatter.authors === undefined ? [] : Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  return references.map((reference, index) => {
    if (typeof reference !== 'string') return toBlogAuthor(`inline-${reference.name}`, reference, true, where);
    const author = context.authors.get(reference);
    if (author) return author;
    const known = [...context.authors.keys()].map((key) => JSON.stringify(key)).join('、') || '（无）';
    const key = Array.isArray(frontMatter.authors) ? `authors.${index}` : 'authors';
    throw new BuildError({ ...where, key }, `未知的作者键 ${JSON.stringify(reference)}；content/blog/authors.yml 中定义的有 ${known}`);
  });
}

function resolveTags(frontMatter: BlogFrontMatter, context: PostContext, where: ReturnType<At>): BlogTag[] {
  return frontMatter.tags.map((text, index) => {
    const plain = () => plainTag(text, context.tagsRoute)
      ?? fail(new BuildError({ ...where, key: `tags.${index}` }, `标签 ${JSON.stringify(text)} 不能用作标签页的名字：它是空白、"."、".."、只有分隔符，或超过 ${MAX_SEGMENT_BYTES} 字节`));
    if (!context.tags) return plain();
    const tag = context.tags.find((candidate) => candidate.key === text);
    if (tag) return tag;
    // A plain tag whose page would be a configured tag's (`Release` for `release`) is filed under that tag rather than
    // taking its page over.
    const route = plain().route;
    const configured = context.tags.find((candidate) => candidate.route === route);
    context.warnings.add({
      code: 'unknown-tag', ...where, key: `tags.${index}`,
      message: configured
        ? `标签 ${JSON.stringify(text)} 不在 content/blog/tags.yml 中，但它的标签页与标签 ${JSON.stringify(configured.key)} 的相同，因此归入该标签`
        : `标签 ${JSON.stringify(text)} 不在 content/blog/tags.yml 中，它按原名单独生成一个标签页`,
    });
    return configured ?? plain();
  });
}

function fail(error: Error): never {
  throw error;
}

function checkUniqueRoutes(posts: ReadPost[]): void {
  const seen = new Map<string, BlogPostFile>();
  for (const { post, slugLine } of posts) {
    const first = seen.get(post.route);
    if (first) {
      throw new BuildError(
        { file: post.sourceFile, key: 'slug', ...(slugLine ? { line: slugLine } : {}) },
        `博客 slug 重复：${post.route} 也是 ${path.relative(process.cwd(), first.sourceFile)} 的路由`,
      );
    }
    seen.set(post.route, post);
  }
}
