import type { DemoCandidate } from './candidates.ts';

/**
 * More demo candidates, so that Find Talent has a lively pool to search: 40 people across the 20
 * industries, 12 East African cities, every kind of education level and careers from a first job to
 * twenty years, some with two jobs held at once. Deterministic: built from fixed lists, no randomness.
 */
interface Career {
  industry: string;
  ladder: [string, string, string];
  companies: [string, string];
  course: string;
  level: string;
  institution: string;
  duty: string;
}

const CAREERS: Career[] = [
  {
    industry: 'Technology',
    ladder: ['Junior Software Engineer', 'Software Engineer', 'Senior Software Engineer'],
    companies: ['Mawingu Cloud Services', 'Savanna Digital Labs'],
    course: 'BSc Computer Science',
    level: "Bachelor's Degree",
    institution: 'University of Nairobi',
    duty: 'Build and run web services, M-Pesa integrations and React front ends.',
  },
  {
    industry: 'Technology',
    ladder: ['Data Analyst Intern', 'Data Analyst', 'Data Scientist'],
    companies: ['Nile Data Analytics', 'Pesa Haraka Fintech'],
    course: 'BSc Statistics',
    level: "Bachelor's Degree",
    institution: 'Makerere University',
    duty: 'SQL reporting, Python models and Power BI dashboards for decision makers.',
  },
  {
    industry: 'Healthcare',
    ladder: ['Enrolled Nurse', 'Registered Nurse', 'Nursing Officer'],
    companies: ['Afya Bora Hospital', 'Tumaini Medical Centre'],
    course: 'Diploma in Kenya Registered Community Health Nursing',
    level: 'Diploma',
    institution: 'Kenya Medical Training College',
    duty: 'Ward care, maternity support, patient education and shift leadership.',
  },
  {
    industry: 'Healthcare',
    ladder: ['Pharmaceutical Technologist', 'Pharmacist', 'Chief Pharmacist'],
    companies: ['Tumaini Medical Centre', 'Afya Bora Hospital'],
    course: 'Bachelor of Pharmacy',
    level: "Bachelor's Degree",
    institution: 'Kenyatta University',
    duty: 'Dispensing, stock control and clinical pharmacy rounds.',
  },
  {
    industry: 'Finance',
    ladder: ['Accounts Assistant', 'Accountant', 'Finance Manager'],
    companies: ['Jamii Microfinance Bank', 'Maarifa Consulting'],
    course: 'Bachelor of Commerce (Accounting)',
    level: 'Professional Certification',
    institution: 'Strathmore University',
    duty: 'Management accounts, payroll, KRA returns and audits.',
  },
  {
    industry: 'Finance',
    ladder: ['Loan Officer', 'Credit Analyst', 'Branch Manager'],
    companies: ['Jamii Microfinance Bank', 'Pesa Haraka Fintech'],
    course: 'BCom Finance',
    level: "Bachelor's Degree",
    institution: 'Moi University',
    duty: 'Appraise SME and group loans and follow up repayments.',
  },
  {
    industry: 'Education',
    ladder: ['Intern Teacher', 'Teacher', 'Deputy Head Teacher'],
    companies: ['Elimu Bora Academy', 'Soma Online Learning'],
    course: 'Bachelor of Education (Arts)',
    level: "Bachelor's Degree",
    institution: 'Kenyatta University',
    duty: 'Teach English and CRE under CBC, mentor learners and run clubs.',
  },
  {
    industry: 'Retail',
    ladder: ['Cashier', 'Sales Associate', 'Store Manager'],
    companies: ['Duka Fresh Supermarkets', 'Kilele Fashion House'],
    course: 'KCSE',
    level: 'Secondary School (KCSE)',
    institution: 'Alliance High School',
    duty: 'Customer service, stock taking and cash reconciliation.',
  },
  {
    industry: 'Manufacturing',
    ladder: ['Machine Operator', 'Production Supervisor', 'Plant Manager'],
    companies: ['Maziwa Dairy Processors', 'Simba Cement Works'],
    course: 'Diploma in Mechanical Engineering',
    level: 'Diploma',
    institution: 'Kenya Polytechnic',
    duty: 'Run production lines safely and keep downtime low.',
  },
  {
    industry: 'Hospitality',
    ladder: ['Commis Chef', 'Chef de Partie', 'Head Chef'],
    companies: ['Pwani Beach Resort', 'Safari Trails Lodges'],
    course: 'Certificate in Food Production',
    level: 'Certificate',
    institution: 'Kenya Utalii College',
    duty: 'Prepare menus, manage the pass and train kitchen staff.',
  },
  {
    industry: 'Transportation',
    ladder: ['Delivery Driver', 'Fleet Coordinator', 'Logistics Manager'],
    companies: ['Haraka Logistics', 'Matatu Connect'],
    course: 'Certificate in Logistics',
    level: 'Certificate',
    institution: 'Kenya Institute of Management',
    duty: 'Route planning, fleet tracking and customs paperwork.',
  },
  {
    industry: 'Construction',
    ladder: ['Site Engineer', 'Civil Engineer', 'Project Manager'],
    companies: ['Jenga Builders', 'Simba Cement Works'],
    course: 'BSc Civil Engineering',
    level: "Bachelor's Degree",
    institution: 'Jomo Kenyatta University of Agriculture and Technology',
    duty: 'Supervise sites, bills of quantities and NCA compliance.',
  },
  {
    industry: 'Agriculture',
    ladder: ['Field Extension Officer', 'Agronomist', 'Farm Manager'],
    companies: ['Kilimo Smart Agritech', 'Chai Highlands Estates'],
    course: 'BSc Agriculture',
    level: "Bachelor's Degree",
    institution: 'Egerton University',
    duty: 'Soil testing, crop trials and farmer training days.',
  },
  {
    industry: 'Energy',
    ladder: ['Solar Technician', 'Electrical Engineer', 'Energy Consultant'],
    companies: ['Jua Power Solutions', 'Kilimo Smart Agritech'],
    course: 'Higher National Diploma in Electrical Engineering',
    level: 'Higher National Diploma',
    institution: 'Kenya Polytechnic',
    duty: 'Design and install off-grid solar systems for schools and clinics.',
  },
  {
    industry: 'Telecommunications',
    ladder: ['Network Technician', 'Network Engineer', 'Network Architect'],
    companies: ['Mawingu Cloud Services', 'Matatu Connect'],
    course: 'BSc Telecommunication Engineering',
    level: "Bachelor's Degree",
    institution: 'Multimedia University of Kenya',
    duty: 'Fibre roll-out, microwave links and network monitoring.',
  },
  {
    industry: 'Media',
    ladder: ['Reporter', 'Content Writer', 'Editor'],
    companies: ['Sauti Media Group', 'Bongo Flava Studios'],
    course: 'BA Journalism',
    level: "Bachelor's Degree",
    institution: 'Daystar University',
    duty: 'Write, edit and publish stories for web, radio and newsletters.',
  },
  {
    industry: 'Nonprofit',
    ladder: ['Community Mobiliser', 'Programme Officer', 'Country Director'],
    companies: ['Tujenge Foundation', 'Maarifa Consulting'],
    course: 'MA Development Studies',
    level: "Master's Degree",
    institution: 'University of Dar es Salaam',
    duty: 'Run donor-funded programmes and monitoring and evaluation.',
  },
  {
    industry: 'Legal Services',
    ladder: ['Legal Assistant', 'Advocate', 'Partner'],
    companies: ['Haki Advocates LLP', 'Maarifa Consulting'],
    course: 'Bachelor of Laws (LLB)',
    level: "Bachelor's Degree",
    institution: 'University of Nairobi',
    duty: 'Contracts, conveyancing and commercial disputes.',
  },
  {
    industry: 'Marketing',
    ladder: ['Marketing Assistant', 'Digital Marketing Specialist', 'Marketing Manager'],
    companies: ['Chapa Brand Agency', 'Duka Fresh Supermarkets'],
    course: 'Diploma in Sales and Marketing',
    level: 'Diploma',
    institution: 'Kenya Institute of Management',
    duty: 'Social media campaigns, SEO and brand activations.',
  },
  {
    industry: 'Government',
    ladder: ['Clerical Officer', 'Administrative Officer', 'County Director'],
    companies: ['Nakuru County Government', 'Kenya Revenue Authority'],
    course: 'PhD Public Policy',
    level: 'Doctorate (PhD)',
    institution: 'Moi University',
    duty: 'Public service delivery, budgeting and citizen participation.',
  },
];

const PEOPLE: [string, string][] = [
  ['Wanjiru', 'Kariuki'],
  ['Omondi', 'Ouma'],
  ['Chebet', 'Kiplagat'],
  ['Mutua', 'Musyoka'],
  ['Nafula', 'Wekesa'],
  ['Baraka', 'Mohamed'],
  ['Nyambura', 'Githinji'],
  ['Kato', 'Ssempala'],
  ['Imani', 'Mushi'],
  ['Uwase', 'Mukamana'],
  ['Akinyi', 'Odhiambo'],
  ['Kipchoge', 'Rotich'],
  ['Zawadi', 'Mrema'],
  ['Tendai', 'Moyo'],
  ['Halima', 'Abdi'],
  ['Kamau', 'Njoroge'],
  ['Auma', 'Adhiambo'],
  ['Mugisha', 'Byaruhanga'],
  ['Neema', 'Kimaro'],
  ['Habimana', 'Niyonzima'],
  ['Wairimu', 'Maina'],
  ['Juma', 'Bakari'],
  ['Jepkosgei', 'Tanui'],
  ['Mwende', 'Kilonzo'],
  ['Naliaka', 'Simiyu'],
  ['Abdullahi', 'Farah'],
  ['Muthoni', 'Wambui'],
  ['Nakato', 'Namubiru'],
  ['Rehema', 'Swai'],
  ['Ingabire', 'Uwimana'],
  ['Otieno', 'Okoth'],
  ['Cherono', 'Koech'],
  ['Makena', 'Mwiti'],
  ['Ochieng', 'Owino'],
  ['Nasimiyu', 'Barasa'],
  ['Fatuma', 'Ali'],
  ['Kirui', 'Langat'],
  ['Wangari', 'Mathenge'],
  ['Mbabazi', 'Tumusiime'],
  ['Amani', 'Lyimo'],
];

const PLACES: [string, string][] = [
  ['Nairobi', 'Kenya'],
  ['Mombasa', 'Kenya'],
  ['Kisumu', 'Kenya'],
  ['Nakuru', 'Kenya'],
  ['Eldoret', 'Kenya'],
  ['Thika', 'Kenya'],
  ['Nairobi', 'Kenya'],
  ['Kampala', 'Uganda'],
  ['Dar es Salaam', 'Tanzania'],
  ['Kigali', 'Rwanda'],
  ['Nairobi', 'Kenya'],
  ['Arusha', 'Tanzania'],
];

const date = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** Careers of 0 to 20 years ending this year: a first job, a promotion, and the current role. */
function career(c: Career, i: number): DemoCandidate['experience'] {
  const thisYear = new Date().getUTCFullYear();
  const years = (i * 7) % 21;
  const start = thisYear - years;
  const month = 1 + (i % 12);
  if (years < 2)
    return [
      {
        companyName: c.companies[0],
        jobTitle: c.ladder[0],
        fromDate: date(thisYear - 1, month),
        toDate: null,
        isCurrent: true,
        responsibilities: c.duty,
      },
    ];
  const promoted = start + Math.ceil(years / 2);
  const jobs: DemoCandidate['experience'] = [
    {
      companyName: c.companies[0],
      jobTitle: c.ladder[0],
      fromDate: date(start, month),
      toDate: date(promoted, month),
      isCurrent: false,
      responsibilities: c.duty,
    },
    {
      companyName: c.companies[1],
      jobTitle: years >= 10 ? c.ladder[2] : c.ladder[1],
      fromDate: date(promoted, month),
      toDate: null,
      isCurrent: true,
      responsibilities: c.duty,
    },
  ];
  // Every fifth person also held a part-time role alongside the first job: it overlaps and counts once.
  if (i % 5 === 0)
    jobs.push({
      companyName: 'Freelance',
      jobTitle: `Part-time ${c.ladder[0]}`,
      fromDate: date(start + 1, month),
      toDate: date(promoted, month),
      isCurrent: false,
      responsibilities: c.duty,
    });
  return jobs;
}

export const TALENT_POOL: DemoCandidate[] = PEOPLE.map(([firstName, lastName], i) => {
  const c = CAREERS[i % CAREERS.length]!;
  const [city, country] = PLACES[i % PLACES.length]!;
  const second = PLACES[(i + 3) % PLACES.length]!;
  const experience = career(c, i);
  const graduated = Number(experience[0]!.fromDate.slice(0, 4)) - 1;
  return {
    firstName,
    lastName,
    phone: `+2547${String(20_000_000 + i * 104_729).slice(0, 8)}`,
    dateOfBirth: date(graduated - 22, 1 + ((i * 5) % 12)),
    preferences: {
      industries: i % 3 === 0 ? [c.industry, 'Consulting'] : [c.industry],
      job_titles: [i % 2 === 0 ? c.ladder[1] : c.ladder[2]],
      locations:
        i % 4 === 0
          ? [
              { city, country },
              { city: second[0], country: second[1] },
            ]
          : [{ city, country }],
    },
    experience,
    education: [
      {
        institutionName: c.institution,
        course: c.course,
        educationLevel: c.level,
        fromDate: date(graduated - 4, 9),
        toDate: date(graduated, 7),
        isCurrent: false,
      },
    ],
  };
});
