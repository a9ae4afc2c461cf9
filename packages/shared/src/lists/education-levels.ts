/**
 * The 14 education levels (docs/product/foundation.md §3), from 'No Formal Education' to 'Apprenticeship'.
 * The names follow the Kenyan system (KCPE, KCSE) where a level has a local name.
 */
export const EDUCATION_LEVELS = [
  'No Formal Education',
  'Primary School (KCPE)',
  'Secondary School (KCSE)',
  'Certificate',
  'Diploma',
  'Higher National Diploma',
  'Associate Degree',
  "Bachelor's Degree",
  'Postgraduate Diploma',
  "Master's Degree",
  'Doctorate (PhD)',
  'Professional Certification',
  'CPD (Continuing Professional Development)',
  'Apprenticeship',
] as const;

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
