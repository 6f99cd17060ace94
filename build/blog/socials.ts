// Turns an author's social handles into profile links: a handle becomes the platform's profile URL.

/** Platforms whose handle (not only a full URL) is understood, with the profile URL for a handle. */
const profileUrl: Record<string, (handle: string) => string> = {
  github: (handle) => `https://github.com/${handle}`,
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  email: (address) => `mailto:${address}`,
};

/** The social platforms the theme draws an icon for; any other name is shown with a generic link icon. */
export const KNOWN_SOCIAL_PLATFORMS = Object.keys(profileUrl);

/** The link for one social entry: full URLs are kept, handles are expanded; undefined when it cannot be a link. */
export function socialHref(platform: string, value: string): string | undefined {
  const handle = value.trim().replace(/^@/, '');
  if (/^(https?:|mailto:)/.test(handle)) return handle;
  const expand = profileUrl[platform];
  return expand && handle ? expand(handle) : undefined;
}
