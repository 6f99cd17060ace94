// The Lighthouse scores every audited page must reach (issue #8), named once for the CLI and the test.

/** The Lighthouse categories we audit, in report order. */
export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One of {@link CATEGORY_IDS}. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Minimum score (0–100) per category. */
export const THRESHOLDS: Readonly<Record<CategoryId, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** Scores (0–100) of one page, per category. */
export type CategoryScores = Record<CategoryId, number>;

/** Returns the categories whose score is below its threshold, e.g. `['performance']`. */
export function missedCategories(scores: CategoryScores): CategoryId[] {
  return CATEGORY_IDS.filter((id) => scores[id] < THRESHOLDS[id]);
}
