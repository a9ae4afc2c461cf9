import { COUNTY_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addCandidate } from '../candidates/test-candidates.ts';

/**
 * Find Talent by county (issue 25 item 4, decision 101): a candidate whose preferred place in Kenya names
 * the county is found, whatever the town; the reason names the place; an unknown county is refused.
 */
let t: TestApp;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await addCandidate(t, {
    first: 'Wanjiku',
    last: 'Naivasha',
    preferences: { locations: [{ city: 'Naivasha', county: 'Nakuru', country: 'Kenya' }] },
  });
  await addCandidate(t, {
    first: 'Kiprono',
    last: 'Nakuru',
    preferences: {
      locations: [
        { city: 'Eldoret', county: 'Uasin Gishu', country: 'Kenya' },
        { city: 'Nakuru', county: 'Nakuru', country: 'Kenya' },
      ],
    },
  });
  await addCandidate(t, {
    first: 'Akinyi',
    last: 'Kisumu',
    preferences: { locations: [{ city: 'Kisumu', county: 'Kisumu', country: 'Kenya' }] },
  });
  // A place named before counties were asked: a town only.
  await addCandidate(t, {
    first: 'Otieno',
    last: 'Town',
    preferences: { locations: [{ city: 'Nakuru', country: 'Kenya' }] },
  });
});
afterAll(async () => t.close());

const search = (query: string) => t.call(employer, 'GET', `/talent/search/?${query}`);

describe('GET /api/talent/search/?county=', () => {
  it('When an employer searches one county, then the candidates with a place in it are found, with the place as the reason', async () => {
    const res = await search('county=Nakuru');
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { full_name: string; match_reasons: string[] }[];
    expect(results.map((r) => r.full_name).sort()).toEqual(['Kiprono Nakuru', 'Wanjiku Naivasha']);
    expect(results.find((r) => r.full_name === 'Wanjiku Naivasha')?.match_reasons).toEqual([
      'Based in Naivasha, Nakuru, Kenya',
    ]);
  });

  it('When the county is combined with a town or written in another case, then both must hold and the case does not matter', async () => {
    const both = (await search('county=Nakuru&city=Eldoret')).json().results as { full_name: string }[];
    expect(both.map((r) => r.full_name)).toEqual(['Kiprono Nakuru']);
    expect((await search('county=Kisumu')).json().count).toBe(1);
  });

  it('When the county is not one of the 47, then 400 names the field', async () => {
    for (const county of ['Atlantis', "Nakuru'; drop table users; --"]) {
      const res = await search(`county=${encodeURIComponent(county)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ county: [COUNTY_MESSAGES.unknown] });
    }
  });

  it('When a profile names a county, then its stored facts carry it beside town and country, as the full refresh computes them', async () => {
    const facts = sql`select user_id, search_facts from candidate_profiles order by user_id`;
    const byTriggers = await rows<{ user_id: number; search_facts: string[] }>(t.db, facts);
    expect(byTriggers.flatMap((r) => r.search_facts)).toEqual(
      expect.arrayContaining(['city:naivasha', 'county:nakuru', 'county:uasin gishu', 'country:kenya']),
    );
    await t.db.execute(sql`select candidate_search_facts_refresh_all()`);
    expect(await rows(t.db, facts)).toEqual(byTriggers);
  });
});
