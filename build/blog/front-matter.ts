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
  image: z.string().min(1).optional(),
});

/** A post's validated front matter. */
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
