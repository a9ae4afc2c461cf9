import { describe, expect, it } from 'vitest';
import { countyOfTown, isKenyaCounty, KENYA_COUNTIES, KENYA_COUNTIES_BY_NAME } from './kenya-counties.ts';

describe('the counties of Kenya', () => {
  it('When the list is read, then it holds the 47 counties of the Constitution once each, by their official names', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
    expect(KENYA_COUNTIES[0]).toBe('Mombasa');
    expect(KENYA_COUNTIES[46]).toBe('Nairobi City');
    for (const name of ['Taita/Taveta', 'Elgeyo/Marakwet', 'Tharaka-Nithi', "Murang'a", 'Homa Bay'])
      expect(isKenyaCounty(name), name).toBe(true);
    expect(isKenyaCounty('Nairobi')).toBe(false);
    expect(KENYA_COUNTIES_BY_NAME[0]).toBe('Baringo');
    expect(KENYA_COUNTIES_BY_NAME).toHaveLength(47);
  });
});

describe('the county of a town', () => {
  it('When a known town or a county name is given, then its county is found; an unknown town has none', () => {
    expect(countyOfTown('Nairobi')).toBe('Nairobi City');
    expect(countyOfTown(' eldoret ')).toBe('Uasin Gishu');
    expect(countyOfTown('Kisumu')).toBe('Kisumu');
    expect(countyOfTown('Kampala')).toBe('');
  });
});
