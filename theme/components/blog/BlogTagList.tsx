// The tags of a post as a row of links.
import type { BlogTagView } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';

/** Renders 标签 followed by one link per tag, or nothing for a post without tags. */
export function BlogTagList({ tags }: { tags: BlogTagView[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <span className="blog-tags-label">{strings.blog.tagListLabel}：</span>
      <ul className="blog-tag-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="blog-tag" href={tag.href} rel="tag">{tag.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
