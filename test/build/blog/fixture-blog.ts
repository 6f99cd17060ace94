// A fixture blog with enough posts to paginate, one unlisted and one draft post, authors and tags files.

/** The authors file: one author with socials, one without an avatar. */
export const authorsYaml = `fb55:
  name: Felix Boehm
  title: 维护者
  url: https://feedic.com/
  image: /img/fb55.svg
  socials:
    github: fb55
    x: fb55
    email: felix@example.com
guest:
  name: 客座作者
`;

/** The tags file: Chinese labels whose permalinks are English. */
export const tagsYaml = `release:
  label: 版本发布
  permalink: /release
  description: 新版本说明。
website:
  label: 网站
announcement:
  label: 公告
`;

/** A post's file text. */
export function post(frontMatter: string, body = '正文第一段。\n\n<!-- truncate -->\n\n## 详情 {#details}\n\n更多内容。\n'): string {
  return `---\n${frontMatter}\n---\n\n${body}`;
}

/**
 * Twelve listed posts (2023-01-01 … 2024-12-01, one a month from 2024-02), plus an unlisted and a draft
 * post. Post 12 is the newest. Posts 1–3 are tagged release; every post is by fb55, post 5 also by guest.
 */
export function fixtureBlog(): Record<string, string> {
  const files: Record<string, string> = {
    'content/blog/authors.yml': authorsYaml,
    'content/blog/tags.yml': tagsYaml,
    'static/img/fb55.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (let number = 1; number <= 12; number++) {
    const date = number === 1 ? '2023-01-01' : `2024-${String(number).padStart(2, '0')}-01`;
    const tags = number <= 3 ? '[release, website]' : '[website]';
    const authors = number === 5 ? '[fb55, guest]' : 'fb55';
    files[`content/blog/${date}-post-${number}.md`] = post(`title: 第 ${number} 篇\nauthors: ${authors}\ntags: ${tags}`);
  }
  files['content/blog/2024-06-15-hidden.md'] = post('title: 未列出的文章\nauthors: fb55\nunlisted: true\ntags: [announcement]');
  files['content/blog/2024-06-20-draft.md'] = post('title: 草稿\nauthors: fb55\ndraft: true\ntags: [release]');
  return files;
}
