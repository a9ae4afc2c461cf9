import { placeName, type TalentSearchQuery } from '@kweli/shared';
import type { CandidateRecord } from './candidates.ts';
import type { RankedCandidate } from './search.ts';

/**
 * The readable sentences that explain a search result (docs/product/rules.md "Talent, matching and
 * recommendations": "5 years of experience", "Worked as Data Analyst", "Based in Nairobi, Kenya"): one for
 * each criterion of the search that the candidate matched, in the order of their weight. Each names what in
 * the profile matched, not the filter.
 */
const comparable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const same = (a: string, b: string | undefined) => b !== undefined && comparable(a) === comparable(b);

export function yearsSentence(years: number): string {
  if (years < 1) return 'Less than a year of experience';
  return years === 1 ? '1 year of experience' : `${years} years of experience`;
}

function titleSentence(title: string, source: RankedCandidate['title_source']): string {
  if (source === 'current') return `Works as ${title}`;
  if (source === 'past') return `Worked as ${title}`;
  return `Wants to work as ${title}`;
}

export function matchReasons(
  query: TalentSearchQuery,
  ranked: RankedCandidate,
  candidate: CandidateRecord,
): string[] {
  const reasons: string[] = [];
  if (ranked.matched_title) reasons.push(titleSentence(ranked.matched_title, ranked.title_source));
  if (ranked.matched_words?.length) reasons.push(`Profile mentions ${ranked.matched_words.join(', ')}`);

  const locations = candidate.preferences.locations;
  const cityMatch = query.city ? locations.find((l) => same(l.city, query.city)) : undefined;
  const countyMatch = query.county ? locations.find((l) => same(l.county ?? '', query.county)) : undefined;
  const countryMatch = query.country ? locations.find((l) => same(l.country, query.country)) : undefined;
  if (cityMatch) reasons.push(`Based in ${[cityMatch.city, cityMatch.country].filter(Boolean).join(', ')}`);
  // A county answered by another place than the city's: "Based in Naivasha, Nakuru, Kenya".
  if (countyMatch && countyMatch !== cityMatch) reasons.push(`Based in ${placeName(countyMatch)}`);
  // One sentence when the same place answers both the city (or county) and the country.
  const placed = [cityMatch, countyMatch].filter((l) => l !== undefined);
  if (countryMatch && !placed.some((l) => same(l.country, countryMatch.country)))
    reasons.push(`Based in ${countryMatch.country}`);

  const industry = query.industry
    ? candidate.preferences.industries.find((i) => same(i, query.industry))
    : undefined;
  if (industry) reasons.push(`Looking for work in ${industry}`);

  const education = query.education_level
    ? candidate.educations.find((e) => e.education_level && same(e.education_level, query.education_level))
    : undefined;
  if (education?.education_level) {
    const what = education.course ? ` (${education.course})` : '';
    reasons.push(`${education.education_level}${what}${education.is_current ? ', in progress' : ''}`);
  }

  if (query.years_experience_min !== undefined || query.years_experience_max !== undefined)
    reasons.push(yearsSentence(Math.floor(ranked.years)));
  return reasons;
}
