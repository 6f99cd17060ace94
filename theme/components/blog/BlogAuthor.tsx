// One blog author: avatar, name (linked to their site), title and social icon links.
import type { BlogAuthorView } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';
import { isIconName } from '../../lib/icons.ts';
import { Icon } from '../Icon.tsx';

/** Props of `BlogAuthor`. */
export interface BlogAuthorProps {
  author: BlogAuthorView;
  /** `large` on the authors page, `small` beside a post. */
  size: 'small' | 'large';
}

/** Renders an author card; the avatar has a fixed size so it never shifts the layout. */
export function BlogAuthor({ author, size }: BlogAuthorProps) {
  const avatarSize = size === 'large' ? 64 : 40;
  const name = <span className="blog-author-name">{author.name}</span>;
  return (
    <div className={`blog-author blog-author-${size}`}>
      {author.imageSrc && (
        // The name next to it says who this is, so the picture itself is decorative.
        <img className="blog-author-avatar" src={author.imageSrc} alt="" width={avatarSize} height={avatarSize} loading="lazy" />
      )}
      <div className="blog-author-text">
        {author.href ? <a href={author.href} className="blog-author-link" rel="noopener noreferrer" target="_blank">{name}</a> : name}
        {author.title && <span className="blog-author-title">{author.title}</span>}
        {author.postCount !== undefined && <span className="blog-author-count">{strings.blog.postCount(author.postCount)}</span>}
        {author.socials.length > 0 && (
          <span className="blog-author-socials">
            {author.socials.map((social) => (
              <a
                key={social.platform}
                className="blog-author-social"
                href={social.href}
                aria-label={social.label}
                title={social.label}
                rel="noopener noreferrer"
                target={social.href.startsWith('mailto:') ? undefined : '_blank'}
              >
                <Icon name={isIconName(social.platform) ? social.platform : 'link'} />
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
