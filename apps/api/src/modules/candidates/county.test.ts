import { COUNTY_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';

/** Issue 25 item 4: a candidate's preferred place in Kenya names its county; the profile alert follows it. */
let t: TestApp;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

const save = (locations: object[], jobTitles: string[] = []) =>
  t.call(candidate, 'PATCH', '/candidate-profile/', {
    preferences: { industries: [], job_titles: jobTitles, locations },
  });

describe('a candidate’s counties', () => {
  it('When a place in Kenya names its county, then it is kept, and the weekly profile alert searches that county', async () => {
    const res = await save(
      [
        { city: 'Naivasha', county: 'Nakuru', country: 'Kenya' },
        { city: 'Nakuru', county: 'Nakuru', country: 'Kenya' },
      ],
      ['Agronomist'],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preferences.locations).toEqual([
      { city: 'Naivasha', county: 'Nakuru', country: 'Kenya' },
      { city: 'Nakuru', county: 'Nakuru', country: 'Kenya' },
    ]);
    const alerts = (await t.call(candidate, 'GET', '/job-alerts/')).json();
    expect(alerts.find((a: { from_profile: boolean }) => a.from_profile).query).toEqual({
      job_title: 'Agronomist',
      country: 'Kenya',
      county: 'Nakuru',
    });
  });

  it('When the county is unknown or given outside Kenya, then 400 names it; a place abroad keeps its free city', async () => {
    const unknown = await save([{ city: 'Nairobi', county: 'Nairobi', country: 'Kenya' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ 'preferences.locations.0.county': [COUNTY_MESSAGES.unknown] });
    const abroad = await save([{ city: 'Kampala', county: 'Kiambu', country: 'Uganda' }]);
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json()).toEqual({ 'preferences.locations.0.county': [COUNTY_MESSAGES.onlyKenya] });
    const free = await save([{ city: 'Kampala', country: 'Uganda' }]);
    expect(free.statusCode).toBe(200);
    expect(free.json().preferences.locations).toEqual([{ city: 'Kampala', country: 'Uganda' }]);
  });
});
