import {
  type ExperienceLevel,
  type Industry,
  KES_PER_UNIT,
  MONTHLY_FACTORS,
  type SalaryCurrency,
  type SalaryPeriod,
} from '@kweli/shared';

/** Typical job titles per industry for the demo jobs. */
export const TITLES_BY_INDUSTRY: Record<Industry, string[]> = {
  Technology: [
    'Software Engineer',
    'Senior Backend Engineer',
    'Frontend Developer (React)',
    'Data Analyst',
    'DevOps Engineer',
    'Mobile Developer (Android)',
    'IT Support Technician',
    'Product Manager',
    'QA Engineer',
    'UI/UX Designer',
  ],
  Healthcare: [
    'Registered Nurse',
    'Clinical Officer',
    'Pharmacist',
    'Laboratory Technologist',
    'Medical Records Officer',
    'Nutritionist',
    'Community Health Worker',
    'Radiographer',
  ],
  Finance: [
    'Accountant',
    'Credit Officer',
    'Financial Analyst',
    'Loan Officer',
    'Internal Auditor',
    'Relationship Manager',
    'Accounts Assistant',
    'Risk Analyst',
  ],
  Education: [
    'Mathematics Teacher',
    'English and Literature Teacher',
    'ECDE Teacher',
    'School Bursar',
    'Online Course Tutor',
    'Curriculum Developer',
  ],
  Retail: [
    'Store Manager',
    'Sales Associate',
    'Cashier',
    'Merchandiser',
    'Inventory Controller',
    'Customer Service Representative',
  ],
  Manufacturing: [
    'Production Supervisor',
    'Quality Assurance Officer',
    'Machine Operator',
    'Maintenance Technician',
    'Plant Engineer',
    'Procurement Officer',
  ],
  Hospitality: [
    'Chef de Partie',
    'Front Office Manager',
    'Waiter / Waitress',
    'Housekeeping Supervisor',
    'Tour Guide',
    'Events Coordinator',
  ],
  Transportation: [
    'Truck Driver',
    'Logistics Coordinator',
    'Fleet Manager',
    'Warehouse Supervisor',
    'Dispatch Officer',
    'Clearing and Forwarding Agent',
  ],
  Entertainment: [
    'Sound Engineer',
    'Video Editor',
    'Events Producer',
    'Social Media Manager',
    'Graphic Designer',
  ],
  Construction: [
    'Civil Engineer',
    'Quantity Surveyor',
    'Site Supervisor',
    'Electrician',
    'Plumber',
    'Architect',
  ],
  Agriculture: [
    'Agronomist',
    'Farm Manager',
    'Field Extension Officer',
    'Veterinary Officer',
    'Agricultural Economist',
    'Irrigation Technician',
  ],
  Energy: [
    'Solar Installation Technician',
    'Electrical Engineer',
    'Sales Agent (Solar)',
    'Geologist',
    'Energy Analyst',
    'HSE Officer',
  ],
  'Real Estate': [
    'Property Manager',
    'Real Estate Sales Agent',
    'Valuer',
    'Facilities Manager',
    'Leasing Officer',
  ],
  Government: [
    'Revenue Officer',
    'Public Health Officer',
    'Procurement Officer',
    'ICT Officer',
    'Records Management Officer',
  ],
  Telecommunications: [
    'Network Engineer',
    'Fibre Technician',
    'Customer Care Agent',
    'Sales Executive',
    'RF Engineer',
  ],
  Media: [
    'News Reporter',
    'Radio Presenter',
    'Content Writer',
    'Digital Editor',
    'Photographer',
    'Podcast Producer',
  ],
  Nonprofit: [
    'Programme Officer',
    'Monitoring and Evaluation Officer',
    'Grants Manager',
    'Community Mobiliser',
    'Finance and Admin Officer',
  ],
  'Legal Services': [
    'Advocate',
    'Legal Assistant',
    'Conveyancing Clerk',
    'Company Secretary',
    'Compliance Officer',
  ],
  Consulting: [
    'Research Associate',
    'Management Consultant',
    'Data Collection Supervisor',
    'Business Analyst',
    'HR Consultant',
  ],
  Marketing: [
    'Digital Marketing Specialist',
    'Marketing Manager',
    'Brand Executive',
    'SEO Specialist',
    'Copywriter',
    'Sales and Marketing Intern',
  ],
};

export function describeJob(title: string, company: string, city: string): string {
  return [
    `${company} is looking for a ${title} to join our team in ${city}.`,
    '',
    'What you will do:',
    `- Take ownership of the day-to-day work of the ${title} role and deliver it to a high standard.`,
    '- Work closely with colleagues and customers, and keep clear records of your work.',
    '- Suggest and carry out improvements to how the team works.',
    '',
    'We offer a supportive team, training and room to grow.',
  ].join('\n');
}

export const REQUIREMENTS = [
  "- A relevant diploma or bachelor's degree\n- At least 2 years of relevant experience\n- Good communication in English and Kiswahili",
  '- A certificate or diploma in a related field\n- Willingness to learn and work in a team\n- Computer literacy',
  "- Bachelor's degree in a related field\n- 3 to 5 years of experience, including team leadership\n- Strong written and spoken English",
];

export const BENEFITS = [
  'Medical cover (NHIF/SHA plus private inpatient), 21 days annual leave, pension',
  'Competitive salary, transport allowance, training budget',
  'Medical cover, performance bonus, flexible hours',
];

export const APPLICATION_DETAILS =
  'Apply through Kweli with your CV and a short cover letter. Only shortlisted candidates will be contacted.';

/**
 * Hand-written jobs added after the generated ones, so that every search filter and the ranking have
 * something to show on the demo board: an accented title, a remote job, an internship, a volunteer
 * role without a due date, one posted within the day, and a job outside Kenya.
 */
export interface ShowcaseJob {
  company: string;
  title: string;
  industry: Industry;
  city?: string;
  locationType: 'on-site' | 'remote' | 'hybrid';
  workingPeriod: 'full-time' | 'part-time' | 'hybrid';
  jobType: 'permanent' | 'contractual' | 'internship' | 'voluntary';
  /** Days from today to the due date; null for no due date. */
  dueInDays: number | null;
  postedHoursAgo: number;
}

export const SHOWCASE_JOBS: ShowcaseJob[] = [
  {
    company: 'Pwani Beach Resort',
    title: 'Café Barista',
    industry: 'Hospitality',
    locationType: 'on-site',
    workingPeriod: 'part-time',
    jobType: 'contractual',
    dueInDays: 21,
    postedHoursAgo: 2,
  },
  {
    company: 'Mawingu Cloud Services',
    title: 'Customer Success Manager (Remote)',
    industry: 'Technology',
    locationType: 'remote',
    workingPeriod: 'full-time',
    jobType: 'permanent',
    dueInDays: 30,
    postedHoursAgo: 70,
  },
  {
    company: 'Savanna Digital Labs',
    title: 'Software Engineering Intern',
    industry: 'Technology',
    locationType: 'hybrid',
    workingPeriod: 'full-time',
    jobType: 'internship',
    dueInDays: 14,
    postedHoursAgo: 20,
  },
  {
    company: 'Afya Bora Hospital',
    title: 'Clinical Nurse (Night Shift)',
    industry: 'Healthcare',
    locationType: 'on-site',
    workingPeriod: 'full-time',
    jobType: 'contractual',
    dueInDays: 25,
    postedHoursAgo: 150,
  },
  {
    company: 'Tujenge Foundation',
    title: 'Community Health Volunteer',
    industry: 'Nonprofit',
    locationType: 'on-site',
    workingPeriod: 'part-time',
    jobType: 'voluntary',
    dueInDays: null,
    postedHoursAgo: 300,
  },
  {
    company: 'Bongo Flava Studios',
    title: 'Music Video Editor',
    industry: 'Entertainment',
    locationType: 'hybrid',
    workingPeriod: 'hybrid',
    jobType: 'contractual',
    dueInDays: 40,
    postedHoursAgo: 30,
  },
];

/**
 * A demo job's level and pay (issue 24), worked out from its title, industry, country and working period
 * without the seeded generator, so the rest of the demo data stays the same. Realistic for East Africa:
 * about a quarter of the ads name no pay; monthly gross pay in Kenya shillings around 18,000-45,000 for
 * entry roles, 55,000-150,000 for mid-level and 150,000-450,000 for senior ones, more in technology and
 * finance; part-time entry work paid by the day; some senior roles by the year; remote technology roles
 * in US dollars; jobs in Uganda, Tanzania and Rwanda in their own currency.
 */
export function demoPay(
  title: string,
  industry: Industry,
  country: string,
  workingPeriod: string,
  locationType: string,
  seed: number,
): {
  experienceLevel: ExperienceLevel;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: SalaryCurrency;
  salaryPeriod: SalaryPeriod | null;
} {
  const level = demoLevel(title);
  const noPay = { experienceLevel: level, salaryMin: null, salaryMax: null, salaryCurrency: 'KES' as const };
  if (seed % 4 === 3) return { ...noPay, salaryPeriod: null };
  const [low, high] = MONTHLY_KES[level];
  const base = (low + ((high - low) * ((seed * 37) % 100)) / 100) * (INDUSTRY_PAY[industry] ?? 1);
  const currency: SalaryCurrency =
    locationType === 'remote' && industry === 'Technology' ? 'USD' : (COUNTRY_CURRENCY[country] ?? 'KES');
  const period: SalaryPeriod =
    level === 'entry' && workingPeriod === 'part-time'
      ? 'day'
      : level === 'senior' && seed % 5 === 1
        ? 'year'
        : 'month';
  const inCurrency = (kes: number) => {
    const amount = kes / MONTHLY_FACTORS[period] / KES_PER_UNIT[currency];
    // Round as an ad would: to a few significant figures.
    const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
    return Math.round(amount / step) * step;
  };
  return {
    experienceLevel: level,
    salaryMin: inCurrency(base),
    salaryMax: seed % 6 === 0 ? null : inCurrency(base * 1.5),
    salaryCurrency: currency,
    salaryPeriod: period,
  };
}

/** A title's level, as an employer would set it. */
export function demoLevel(title: string): ExperienceLevel {
  if (
    /\b(intern|trainee|assistant|cashier|waiter|attendant|volunteer|agent|associate|worker|operator|clerk)\b/i.test(
      title,
    )
  )
    return 'entry';
  if (/\b(senior|manager|lead|head|director|supervisor)\b/i.test(title)) return 'senior';
  return 'mid';
}

const MONTHLY_KES: Record<ExperienceLevel, [number, number]> = {
  entry: [18_000, 45_000],
  mid: [55_000, 150_000],
  senior: [150_000, 450_000],
};
const INDUSTRY_PAY: Partial<Record<Industry, number>> = {
  Technology: 1.4,
  Finance: 1.25,
  Telecommunications: 1.2,
  Energy: 1.1,
  Education: 0.8,
  Retail: 0.7,
  Hospitality: 0.7,
  Agriculture: 0.8,
};
const COUNTRY_CURRENCY: Record<string, SalaryCurrency> = { Uganda: 'UGX', Tanzania: 'TZS', Rwanda: 'RWF' };
