/**
 * Kenya's 47 counties (issue 25 item 4, docs/decisions/101-counties.md), by their names and numbers in
 * the First Schedule of the Constitution of Kenya (2010), in the Schedule's order. A job or candidate in
 * Kenya names one of these; other countries keep a free city field.
 */
export const KENYA = 'Kenya';

export const KENYA_COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita/Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo/Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi City',
] as const;

export type KenyaCounty = (typeof KENYA_COUNTIES)[number];

export const isKenyaCounty = (value: string): value is KenyaCounty =>
  (KENYA_COUNTIES as readonly string[]).includes(value);

/** The counties sorted by name, for a dropdown (the Schedule's order is by former province). */
export const KENYA_COUNTIES_BY_NAME: readonly KenyaCounty[] = [...KENYA_COUNTIES].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** The county of a well-known town (or a county's own name), for data that names only its town. */
const TOWN_COUNTIES: Readonly<Record<string, KenyaCounty>> = {
  nairobi: 'Nairobi City',
  eldoret: 'Uasin Gishu',
  thika: 'Kiambu',
  ruiru: 'Kiambu',
  'athi river': 'Machakos',
  kitengela: 'Kajiado',
  malindi: 'Kilifi',
  naivasha: 'Nakuru',
  nanyuki: 'Laikipia',
  kitale: 'Trans Nzoia',
  lodwar: 'Turkana',
  voi: 'Taita/Taveta',
  muranga: "Murang'a",
  ukunda: 'Kwale',
  diani: 'Kwale',
};

export function countyOfTown(town: string): KenyaCounty | '' {
  const name = town.trim().toLowerCase();
  return TOWN_COUNTIES[name] ?? KENYA_COUNTIES.find((county) => county.toLowerCase() === name) ?? '';
}

/** "Naivasha, Nakuru, Kenya": town, county and country, a name repeated (Kisumu, Kisumu) shown once. */
export const placeName = (place: { city: string; county?: string | undefined; country: string }): string =>
  [...new Set([place.city, place.county, place.country].filter(Boolean))].join(', ');

export const COUNTY_MESSAGES = {
  label: 'County',
  townLabel: 'Town',
  choose: 'Choose a county',
  any: 'Any county',
  unknown: 'Choose one of the 47 counties of Kenya.',
  onlyKenya: 'A county is chosen only for places in Kenya.',
} as const;
