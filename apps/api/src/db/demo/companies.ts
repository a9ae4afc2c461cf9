import type { Industry } from '@kweli/shared';

/** Demo employers: real-sounding Kenyan and East African companies (fictional, not the real firms). */
export interface DemoCompany {
  name: string;
  industry: Industry;
  city: string;
  country: string;
  description: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Savanna Digital Labs',
    industry: 'Technology',
    city: 'Nairobi',
    country: 'Kenya',
    description:
      'A product studio building payments and logistics software for small businesses across East Africa.',
  },
  {
    name: 'Mawingu Cloud Services',
    industry: 'Technology',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Cloud hosting, data backup and managed IT for Kenyan SMEs, schools and NGOs.',
  },
  {
    name: 'Afya Bora Hospital',
    industry: 'Healthcare',
    city: 'Kisumu',
    country: 'Kenya',
    description:
      'A 200-bed referral hospital serving the Lake Victoria region with maternity, surgery and outpatient care.',
  },
  {
    name: 'Tumaini Medical Centre',
    industry: 'Healthcare',
    city: 'Mombasa',
    country: 'Kenya',
    description: 'Outpatient clinics, a pharmacy and a diagnostic laboratory on the Kenyan coast.',
  },
  {
    name: 'Jamii Microfinance Bank',
    industry: 'Finance',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Savings, mobile loans and business accounts for traders and farmers in 30 counties.',
  },
  {
    name: 'Pesa Haraka Fintech',
    industry: 'Finance',
    city: 'Kampala',
    country: 'Uganda',
    description: 'Mobile-money credit scoring and instant loans for market vendors in Uganda and Kenya.',
  },
  {
    name: 'Elimu Bora Academy',
    industry: 'Education',
    city: 'Nakuru',
    country: 'Kenya',
    description: 'A CBC day and boarding school with 1,200 learners from pre-primary to junior secondary.',
  },
  {
    name: 'Soma Online Learning',
    industry: 'Education',
    city: 'Kigali',
    country: 'Rwanda',
    description: 'Low-data online courses in coding, accounting and English for African learners.',
  },
  {
    name: 'Duka Fresh Supermarkets',
    industry: 'Retail',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'A chain of 18 neighbourhood supermarkets known for fresh produce from local farms.',
  },
  {
    name: 'Kilele Fashion House',
    industry: 'Retail',
    city: 'Eldoret',
    country: 'Kenya',
    description: 'Kenyan-made clothing sold in our own shops and online across East Africa.',
  },
  {
    name: 'Simba Cement Works',
    industry: 'Manufacturing',
    city: 'Athi River',
    country: 'Kenya',
    description: 'Cement and building products for contractors in Kenya, Uganda and Tanzania.',
  },
  {
    name: 'Maziwa Dairy Processors',
    industry: 'Manufacturing',
    city: 'Nyeri',
    country: 'Kenya',
    description: 'Milk, yoghurt and cheese from 6,000 smallholder dairy farmers in central Kenya.',
  },
  {
    name: 'Pwani Beach Resort',
    industry: 'Hospitality',
    city: 'Diani',
    country: 'Kenya',
    description: 'A 120-room beach resort and conference centre on the south coast.',
  },
  {
    name: 'Safari Trails Lodges',
    industry: 'Hospitality',
    city: 'Narok',
    country: 'Kenya',
    description: 'Tented camps and lodges in the Maasai Mara and Amboseli.',
  },
  {
    name: 'Haraka Logistics',
    industry: 'Transportation',
    city: 'Mombasa',
    country: 'Kenya',
    description: 'Freight forwarding, warehousing and last-mile delivery from the port of Mombasa inland.',
  },
  {
    name: 'Matatu Connect',
    industry: 'Transportation',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Cashless fare collection and fleet tracking for public service vehicles.',
  },
  {
    name: 'Bongo Flava Studios',
    industry: 'Entertainment',
    city: 'Dar es Salaam',
    country: 'Tanzania',
    description: 'Music production, artist management and live events across East Africa.',
  },
  {
    name: 'Jenga Builders',
    industry: 'Construction',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Residential and commercial construction, from affordable housing to office blocks.',
  },
  {
    name: 'Kilimo Smart Agritech',
    industry: 'Agriculture',
    city: 'Nakuru',
    country: 'Kenya',
    description: 'Soil testing, quality seed and farm advice by SMS for 40,000 smallholder farmers.',
  },
  {
    name: 'Chai Highlands Estates',
    industry: 'Agriculture',
    city: 'Kericho',
    country: 'Kenya',
    description: 'Tea estates and a processing factory exporting to 20 countries.',
  },
  {
    name: 'Jua Power Solar',
    industry: 'Energy',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Pay-as-you-go solar home systems for rural households and small shops.',
  },
  {
    name: 'Rift Valley Geothermal',
    industry: 'Energy',
    city: 'Naivasha',
    country: 'Kenya',
    description: 'Geothermal steam field development and power plant operations.',
  },
  {
    name: 'Nyumba Properties',
    industry: 'Real Estate',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Property management and sales of apartments in Nairobi and Kiambu.',
  },
  {
    name: 'County Government Services Unit',
    industry: 'Government',
    city: 'Machakos',
    country: 'Kenya',
    description: 'Public service delivery, revenue collection and county health programmes.',
  },
  {
    name: 'Mtandao Telecom',
    industry: 'Telecommunications',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Fibre internet and mobile data for homes and businesses in 12 towns.',
  },
  {
    name: 'Sauti Media Group',
    industry: 'Media',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Radio stations, a news website and a podcast network in English and Kiswahili.',
  },
  {
    name: 'Tujenge Foundation',
    industry: 'Nonprofit',
    city: 'Kisumu',
    country: 'Kenya',
    description: 'Youth employment, girls\u2019 education and clean water programmes in western Kenya.',
  },
  {
    name: 'Haki Advocates LLP',
    industry: 'Legal Services',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Corporate, employment and land law for businesses and families.',
  },
  {
    name: 'Maarifa Consulting',
    industry: 'Consulting',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Strategy, research and monitoring and evaluation for public and private clients.',
  },
  {
    name: 'Chapa Brand Agency',
    industry: 'Marketing',
    city: 'Nairobi',
    country: 'Kenya',
    description: 'Brand strategy, digital campaigns and content for fast-growing African brands.',
  },
  {
    name: 'Lake Victoria Fisheries',
    industry: 'Agriculture',
    city: 'Mwanza',
    country: 'Tanzania',
    description: 'Sustainable fish farming, processing and cold-chain distribution.',
  },
  {
    name: 'Nile Data Analytics',
    industry: 'Technology',
    city: 'Kampala',
    country: 'Uganda',
    description: 'Data engineering and analytics for banks, telcos and public health programmes.',
  },
];
