/**
 * Countries and their international dialling codes: every UN member state plus common territories.
 * One table feeds both the country dropdowns (Kenya first) and the phone-code pickers (East Africa
 * first, +254 by default), so a country never has two spellings in the product.
 */
interface CountryRow {
  readonly name: string;
  readonly dial: string;
}

const EAST_AFRICA = [
  'Kenya',
  'Uganda',
  'Tanzania',
  'Rwanda',
  'Burundi',
  'South Sudan',
  'Ethiopia',
  'Somalia',
  'DR Congo',
];

const WORLD: readonly CountryRow[] = [
  { name: 'Afghanistan', dial: '+93' },
  { name: 'Albania', dial: '+355' },
  { name: 'Algeria', dial: '+213' },
  { name: 'Andorra', dial: '+376' },
  { name: 'Angola', dial: '+244' },
  { name: 'Antigua and Barbuda', dial: '+1268' },
  { name: 'Argentina', dial: '+54' },
  { name: 'Armenia', dial: '+374' },
  { name: 'Australia', dial: '+61' },
  { name: 'Austria', dial: '+43' },
  { name: 'Azerbaijan', dial: '+994' },
  { name: 'Bahamas', dial: '+1242' },
  { name: 'Bahrain', dial: '+973' },
  { name: 'Bangladesh', dial: '+880' },
  { name: 'Barbados', dial: '+1246' },
  { name: 'Belarus', dial: '+375' },
  { name: 'Belgium', dial: '+32' },
  { name: 'Belize', dial: '+501' },
  { name: 'Benin', dial: '+229' },
  { name: 'Bhutan', dial: '+975' },
  { name: 'Bolivia', dial: '+591' },
  { name: 'Bosnia and Herzegovina', dial: '+387' },
  { name: 'Botswana', dial: '+267' },
  { name: 'Brazil', dial: '+55' },
  { name: 'Brunei', dial: '+673' },
  { name: 'Bulgaria', dial: '+359' },
  { name: 'Burkina Faso', dial: '+226' },
  { name: 'Burundi', dial: '+257' },
  { name: 'Cabo Verde', dial: '+238' },
  { name: 'Cambodia', dial: '+855' },
  { name: 'Cameroon', dial: '+237' },
  { name: 'Canada', dial: '+1' },
  { name: 'Central African Republic', dial: '+236' },
  { name: 'Chad', dial: '+235' },
  { name: 'Chile', dial: '+56' },
  { name: 'China', dial: '+86' },
  { name: 'Colombia', dial: '+57' },
  { name: 'Comoros', dial: '+269' },
  { name: 'Congo', dial: '+242' },
  { name: 'Costa Rica', dial: '+506' },
  { name: "Côte d'Ivoire", dial: '+225' },
  { name: 'Croatia', dial: '+385' },
  { name: 'Cuba', dial: '+53' },
  { name: 'Cyprus', dial: '+357' },
  { name: 'Czechia', dial: '+420' },
  { name: 'DR Congo', dial: '+243' },
  { name: 'Denmark', dial: '+45' },
  { name: 'Djibouti', dial: '+253' },
  { name: 'Dominica', dial: '+1767' },
  { name: 'Dominican Republic', dial: '+1809' },
  { name: 'Ecuador', dial: '+593' },
  { name: 'Egypt', dial: '+20' },
  { name: 'El Salvador', dial: '+503' },
  { name: 'Equatorial Guinea', dial: '+240' },
  { name: 'Eritrea', dial: '+291' },
  { name: 'Estonia', dial: '+372' },
  { name: 'Eswatini', dial: '+268' },
  { name: 'Ethiopia', dial: '+251' },
  { name: 'Fiji', dial: '+679' },
  { name: 'Finland', dial: '+358' },
  { name: 'France', dial: '+33' },
  { name: 'Gabon', dial: '+241' },
  { name: 'Gambia', dial: '+220' },
  { name: 'Georgia', dial: '+995' },
  { name: 'Germany', dial: '+49' },
  { name: 'Ghana', dial: '+233' },
  { name: 'Greece', dial: '+30' },
  { name: 'Grenada', dial: '+1473' },
  { name: 'Guatemala', dial: '+502' },
  { name: 'Guinea', dial: '+224' },
  { name: 'Guinea-Bissau', dial: '+245' },
  { name: 'Guyana', dial: '+592' },
  { name: 'Haiti', dial: '+509' },
  { name: 'Honduras', dial: '+504' },
  { name: 'Hong Kong', dial: '+852' },
  { name: 'Hungary', dial: '+36' },
  { name: 'Iceland', dial: '+354' },
  { name: 'India', dial: '+91' },
  { name: 'Indonesia', dial: '+62' },
  { name: 'Iran', dial: '+98' },
  { name: 'Iraq', dial: '+964' },
  { name: 'Ireland', dial: '+353' },
  { name: 'Israel', dial: '+972' },
  { name: 'Italy', dial: '+39' },
  { name: 'Jamaica', dial: '+1876' },
  { name: 'Japan', dial: '+81' },
  { name: 'Jordan', dial: '+962' },
  { name: 'Kazakhstan', dial: '+7' },
  { name: 'Kenya', dial: '+254' },
  { name: 'Kiribati', dial: '+686' },
  { name: 'Kosovo', dial: '+383' },
  { name: 'Kuwait', dial: '+965' },
  { name: 'Kyrgyzstan', dial: '+996' },
  { name: 'Laos', dial: '+856' },
  { name: 'Latvia', dial: '+371' },
  { name: 'Lebanon', dial: '+961' },
  { name: 'Lesotho', dial: '+266' },
  { name: 'Liberia', dial: '+231' },
  { name: 'Libya', dial: '+218' },
  { name: 'Liechtenstein', dial: '+423' },
  { name: 'Lithuania', dial: '+370' },
  { name: 'Luxembourg', dial: '+352' },
  { name: 'Madagascar', dial: '+261' },
  { name: 'Malawi', dial: '+265' },
  { name: 'Malaysia', dial: '+60' },
  { name: 'Maldives', dial: '+960' },
  { name: 'Mali', dial: '+223' },
  { name: 'Malta', dial: '+356' },
  { name: 'Marshall Islands', dial: '+692' },
  { name: 'Mauritania', dial: '+222' },
  { name: 'Mauritius', dial: '+230' },
  { name: 'Mexico', dial: '+52' },
  { name: 'Micronesia', dial: '+691' },
  { name: 'Moldova', dial: '+373' },
  { name: 'Monaco', dial: '+377' },
  { name: 'Mongolia', dial: '+976' },
  { name: 'Montenegro', dial: '+382' },
  { name: 'Morocco', dial: '+212' },
  { name: 'Mozambique', dial: '+258' },
  { name: 'Myanmar', dial: '+95' },
  { name: 'Namibia', dial: '+264' },
  { name: 'Nauru', dial: '+674' },
  { name: 'Nepal', dial: '+977' },
  { name: 'Netherlands', dial: '+31' },
  { name: 'New Zealand', dial: '+64' },
  { name: 'Nicaragua', dial: '+505' },
  { name: 'Niger', dial: '+227' },
  { name: 'Nigeria', dial: '+234' },
  { name: 'North Korea', dial: '+850' },
  { name: 'North Macedonia', dial: '+389' },
  { name: 'Norway', dial: '+47' },
  { name: 'Oman', dial: '+968' },
  { name: 'Pakistan', dial: '+92' },
  { name: 'Palau', dial: '+680' },
  { name: 'Palestine', dial: '+970' },
  { name: 'Panama', dial: '+507' },
  { name: 'Papua New Guinea', dial: '+675' },
  { name: 'Paraguay', dial: '+595' },
  { name: 'Peru', dial: '+51' },
  { name: 'Philippines', dial: '+63' },
  { name: 'Poland', dial: '+48' },
  { name: 'Portugal', dial: '+351' },
  { name: 'Puerto Rico', dial: '+1787' },
  { name: 'Qatar', dial: '+974' },
  { name: 'Romania', dial: '+40' },
  { name: 'Russia', dial: '+7' },
  { name: 'Rwanda', dial: '+250' },
  { name: 'Saint Kitts and Nevis', dial: '+1869' },
  { name: 'Saint Lucia', dial: '+1758' },
  { name: 'Saint Vincent and the Grenadines', dial: '+1784' },
  { name: 'Samoa', dial: '+685' },
  { name: 'San Marino', dial: '+378' },
  { name: 'Sao Tome and Principe', dial: '+239' },
  { name: 'Saudi Arabia', dial: '+966' },
  { name: 'Senegal', dial: '+221' },
  { name: 'Serbia', dial: '+381' },
  { name: 'Seychelles', dial: '+248' },
  { name: 'Sierra Leone', dial: '+232' },
  { name: 'Singapore', dial: '+65' },
  { name: 'Slovakia', dial: '+421' },
  { name: 'Slovenia', dial: '+386' },
  { name: 'Solomon Islands', dial: '+677' },
  { name: 'Somalia', dial: '+252' },
  { name: 'South Africa', dial: '+27' },
  { name: 'South Korea', dial: '+82' },
  { name: 'South Sudan', dial: '+211' },
  { name: 'Spain', dial: '+34' },
  { name: 'Sri Lanka', dial: '+94' },
  { name: 'Sudan', dial: '+249' },
  { name: 'Suriname', dial: '+597' },
  { name: 'Sweden', dial: '+46' },
  { name: 'Switzerland', dial: '+41' },
  { name: 'Syria', dial: '+963' },
  { name: 'Taiwan', dial: '+886' },
  { name: 'Tajikistan', dial: '+992' },
  { name: 'Tanzania', dial: '+255' },
  { name: 'Thailand', dial: '+66' },
  { name: 'Timor-Leste', dial: '+670' },
  { name: 'Togo', dial: '+228' },
  { name: 'Tonga', dial: '+676' },
  { name: 'Trinidad and Tobago', dial: '+1868' },
  { name: 'Tunisia', dial: '+216' },
  { name: 'Turkey', dial: '+90' },
  { name: 'Turkmenistan', dial: '+993' },
  { name: 'Tuvalu', dial: '+688' },
  { name: 'Uganda', dial: '+256' },
  { name: 'Ukraine', dial: '+380' },
  { name: 'United Arab Emirates', dial: '+971' },
  { name: 'United Kingdom', dial: '+44' },
  { name: 'United States', dial: '+1' },
  { name: 'Uruguay', dial: '+598' },
  { name: 'Uzbekistan', dial: '+998' },
  { name: 'Vanuatu', dial: '+678' },
  { name: 'Vatican City', dial: '+379' },
  { name: 'Venezuela', dial: '+58' },
  { name: 'Vietnam', dial: '+84' },
  { name: 'Western Sahara', dial: '+212' },
  { name: 'Yemen', dial: '+967' },
  { name: 'Zambia', dial: '+260' },
  { name: 'Zimbabwe', dial: '+263' },
];

const byEastAfricaFirst = (a: CountryRow, b: CountryRow): number => {
  const ia = EAST_AFRICA.indexOf(a.name);
  const ib = EAST_AFRICA.indexOf(b.name);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
  return a.name.localeCompare(b.name);
};

/** Country names for every country dropdown: Kenya first, then the rest alphabetically. */
export const COUNTRIES: readonly string[] = [
  'Kenya',
  ...WORLD.map((c) => c.name)
    .filter((n) => n !== 'Kenya')
    .sort((a, b) => a.localeCompare(b)),
];

export interface PhoneCode {
  readonly code: string;
  readonly country: string;
}

/** Dialling codes for the phone pickers: East African countries first, then alphabetically by country. */
export const PHONE_CODES: readonly PhoneCode[] = [...WORLD]
  .sort(byEastAfricaFirst)
  .map((c) => ({ code: c.dial, country: c.name }));

export const DEFAULT_PHONE_CODE = '+254';

/**
 * Canada's area codes: Canada and the United States share +1 and are told apart by the area code that
 * follows (the North American Numbering Plan); the Caribbean members of +1 have codes of their own in
 * the table ("+1876" Jamaica). Decision 056.
 */
const CANADA_AREA_CODES = new Set(
  (
    '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437 438 450 ' +
    '460 468 474 506 514 519 548 579 581 584 587 600 604 613 622 633 639 644 647 655 672 677 683 688 ' +
    '705 709 742 753 778 780 782 807 819 825 867 873 879 902 905 942'
  ).split(' '),
);

/**
 * The country of a number whose dialling code several countries share (decision 056): +1 is Canada
 * for a Canadian area code and the United States otherwise; +7 is Kazakhstan for numbers beginning with
 * 6 or 7 and Russia otherwise; +212 is Morocco (Western Sahara uses Morocco's numbers). For any other
 * code, the one country that has it.
 */
export function phoneCountryOf(code: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  if (code === '+1') return CANADA_AREA_CODES.has(digits.slice(0, 3)) ? 'Canada' : 'United States';
  if (code === '+7') return /^[67]/.test(digits) ? 'Kazakhstan' : 'Russia';
  if (code === '+212') return 'Morocco';
  return PHONE_CODES.find((p) => p.code === code)?.country ?? '';
}

/** The dialling code of a country of the pickers. */
export const phoneCodeOfCountry = (country: string): string | undefined =>
  PHONE_CODES.find((p) => p.country === country)?.code;

/**
 * Splits a stored phone number ("+254712345678") into the picker's code and country and the local
 * number. The longest known code wins, so "+1868..." is Trinidad and Tobago rather than "+1"; a code
 * several countries share is told apart by the number (`phoneCountryOf`).
 */
export function splitPhoneNumber(stored: string | null | undefined): {
  code: string;
  country: string;
  number: string;
} {
  const value = (stored ?? '').trim();
  const kenya = { code: DEFAULT_PHONE_CODE, country: 'Kenya' };
  if (!value) return { ...kenya, number: '' };
  const codes = [...new Set(PHONE_CODES.map((p) => p.code))].sort((a, b) => b.length - a.length);
  const code = codes.find((c) => value.startsWith(c));
  if (!code) return { ...kenya, number: value.replace(/^\+/, '') };
  const number = value.slice(code.length);
  return { code, country: phoneCountryOf(code, number), number };
}

/** The stored form of a phone number: the picker's code joined to the number, or empty when no number. */
export function joinPhoneNumber(code: string, number: string): string {
  const digits = number.trim();
  return digits ? `${code}${digits.replace(/^0+/, '')}` : '';
}
