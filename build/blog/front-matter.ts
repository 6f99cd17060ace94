// The front matter keys a blog post adds to those every content file may set.
import * as z from 'zod';
import { frontMatterSchema } from '../content/front-matter.ts';
import { authorSchema } from './authors-file.ts';

const authorReference = z.union([z.string().min(1), authorSchema]);

/** A post's front matter: the common keys plus authors, tags, date and a social-card image. */
export const blogFrontMatterSchema = frontMatterSchema.extend({
  /** Keys into the authors file, inline author objects, or a list mixing both. */
  authors: z.union([authorReference, z.array(authorReference)]).optional(),
  /** Keys into the tags file, or plain tag names when there is none. */
  tags: z.array(z.union([z.string().min(1), z.number()]).transform(String)).default([]),
  /** `YYYY-MM-DD` or an ISO date-time; overrides the date in the file name. */
  date: z.union([z.string(), z.date().transform((date) => date.toISOString())]).optional(),
  /** The social card and feed enclosure: a raster image (cards do not show SVG), as a site path or an http(s) URL. */
  image: z.string()
    .regex(/^(?:\/(?!\/)|https?:\/\/)[^\s<>"'\\]+$/, 'a post image is a site path such as /img/card.png or an http(s) URL, without spaces, quotes or angle brackets')
    .regex(/\.(?:png|jpe?g|gif|webp|avif)(?:[?#].*)?$/i, 'a post image is a PNG, JPEG, GIF, WebP or AVIF file: social cards and feed readers do not show SVG')
    .optional(),
});

/** A post's validated front matter. */
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
