/** The 20 industries of the product (docs/product/foundation.md §3), in the order the spec lists them. */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Hospitality',
  'Transportation',
  'Entertainment',
  'Construction',
  'Agriculture',
  'Energy',
  'Real Estate',
  'Government',
  'Telecommunications',
  'Media',
  'Nonprofit',
  'Legal Services',
  'Consulting',
  'Marketing',
] as const;

export type Industry = (typeof INDUSTRIES)[number];
