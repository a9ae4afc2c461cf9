// The long tail of searches (issue 26): thousands of different job searches and talent searches, as real
// traffic is, built from the data set's own words (bench/generate.mjs) with a fixed seed, so every run
// asks the same list. Title words whole and alone, typos, places, the filters (salary_min,
// experience_level, job_type, location_type, posted_within), sort=date and sort=salary, later pages.
import { COMPANY_A, EDUCATION_LEVELS, INDUSTRIES, PLACES, SKILLS, TITLES } from './generate.mjs';

/** A small seeded generator (mulberry32): the same list on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typo as people make them: a letter dropped, two swapped, or one doubled. */
function typo(word, r) {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = r();
  if (kind < 0.4) return word.slice(0, i) + word.slice(i + 1);
  if (kind < 0.8) return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

const LEVELS = ['entry', 'mid', 'senior'];
const JOB_TYPES = ['permanent', 'contractual', 'internship', 'voluntary'];
const LOCATION_TYPES = ['on-site', 'remote', 'hybrid'];
const POSTED_WITHIN = ['day', 'week', 'month'];
const SALARIES = [20_000, 50_000, 80_000, 100_000, 150_000, 200_000, 300_000, 400_000, 600_000];

const query = (params) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();

/**
 * `count` different job search addresses. Skewed towards common titles as the data is, but every title
 * of the list is asked, whole or one of its words, sometimes misspelt, sometimes lower case.
 */
export function longTailJobSearches(count, seed = 26) {
  const r = random(seed);
  const pickOf = (list, power = 1) => list[Math.floor(r() ** power * list.length)];
  const seen = new Set();
  const found = [];
  for (let tries = 0; found.length < count && tries < count * 20; tries++) {
    const params = {};
    const kind = r();
    if (kind < 0.85) {
      const title = pickOf(TITLES, 1.5);
      const words = title.split(' ').filter((w) => w.length > 2 && w !== 'and');
      let text = r() < 0.5 ? title : pickOf(words);
      if (r() < 0.15)
        text = text
          .split(' ')
          .map((w) => (r() < 0.6 ? typo(w, r) : w))
          .join(' ');
      if (r() < 0.1) text = `${pickOf(['senior', 'junior', 'lead', 'assistant'])} ${text}`;
      if (r() < 0.05) text = `${text} ${pickOf(COMPANY_A).toLowerCase()}`;
      params.job_title = r() < 0.5 ? text.toLowerCase() : text;
    } else if (kind < 0.9) {
      params.job_title = pickOf(SKILLS);
    }
    const place = r();
    if (place < 0.25) params.city = pickOf(PLACES, 2)[0];
    else if (place < 0.4) params.country = pickOf(PLACES, 2)[1];
    if (r() < 0.25) params.experience_level = pickOf(LEVELS);
    if (r() < 0.2) params.salary_min = pickOf(SALARIES);
    if (r() < 0.08) params.job_type = pickOf(JOB_TYPES);
    if (r() < 0.08) params.location_type = pickOf(LOCATION_TYPES);
    if (r() < 0.05) params.posted_within = pickOf(POSTED_WITHIN);
    const sort = r();
    if (sort < 0.2) params.sort = 'salary';
    else if (sort < 0.35) params.sort = 'date';
    const page = r();
    if (page < 0.2) params.page = 2 + Math.floor(r() * 4);
    else if (page < 0.25) params.page = 6 + Math.floor(r() * 45);
    const path = `/api/jobs/search/?${query(params)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    found.push(path);
  }
  return found;
}

/** `count` different talent searches: titles (some misspelt), words, places, industries, education, years. */
export function longTailTalentSearches(count, seed = 27) {
  const r = random(seed);
  const pickOf = (list, power = 1) => list[Math.floor(r() ** power * list.length)];
  const seen = new Set();
  const found = [];
  for (let tries = 0; found.length < count && tries < count * 20; tries++) {
    const params = {};
    if (r() < 0.7) {
      const title = pickOf(TITLES, 1.5);
      params.job_title = r() < 0.15 ? typo(title, r) : r() < 0.3 ? title.split(' ')[0] : title;
    }
    if (r() < 0.25) params.q = pickOf(SKILLS);
    if (r() < 0.3) params.city = pickOf(PLACES, 2)[0];
    else if (r() < 0.1) params.country = pickOf(PLACES, 2)[1];
    if (r() < 0.15) params.industry = pickOf(INDUSTRIES);
    if (r() < 0.15) params.education_level = pickOf(EDUCATION_LEVELS);
    if (r() < 0.2) params.years_experience_min = 1 + Math.floor(r() * 8);
    if (r() < 0.1) params.page = 2 + Math.floor(r() * 5);
    const path = `/api/talent/search/?${query(params)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    found.push(path);
  }
  return found;
}
