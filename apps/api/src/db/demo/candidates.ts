import type { CandidatePreferences } from '@kweli/shared';

/** Demo candidates with profiles, work experience and education. */
export interface DemoCandidate {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  preferences: CandidatePreferences;
  /** Portfolio links (up to 3). */
  links?: { platform: string; url: string }[];
  experience: {
    companyName: string;
    jobTitle: string;
    fromDate: string;
    toDate: string | null;
    isCurrent: boolean;
    responsibilities: string;
  }[];
  education: {
    institutionName: string;
    course: string;
    educationLevel: string;
    fromDate: string;
    toDate: string | null;
    isCurrent: boolean;
  }[];
}

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    firstName: 'Achieng',
    lastName: 'Otieno',
    phone: '+254712345678',
    dateOfBirth: '1996-04-12',
    preferences: {
      industries: ['Technology', 'Finance'],
      job_titles: ['Software Engineer', 'Data Analyst'],
      locations: [{ city: 'Nairobi', country: 'Kenya' }],
    },
    links: [
      { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/achieng-otieno-demo' },
      { platform: 'GitHub', url: 'https://github.com/achieng-otieno-demo' },
      { platform: 'Portfolio', url: 'https://achieng.dev' },
    ],
    experience: [
      {
        companyName: 'Savanna Digital Labs',
        jobTitle: 'Junior Software Engineer',
        fromDate: '2019-01-07',
        toDate: '2021-06-30',
        isCurrent: false,
        responsibilities: 'Built M-Pesa payment integrations and internal dashboards.',
      },
      {
        companyName: 'Pesa Haraka Fintech',
        jobTitle: 'Software Engineer',
        fromDate: '2021-07-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'Own the loan-scoring API and its data pipeline.',
      },
    ],
    education: [
      {
        institutionName: 'Jomo Kenyatta University of Agriculture and Technology',
        course: 'BSc Computer Science',
        educationLevel: "Bachelor's Degree",
        fromDate: '2014-09-01',
        toDate: '2018-11-30',
        isCurrent: false,
      },
    ],
  },
  {
    firstName: 'Brian',
    lastName: 'Mwangi',
    phone: '+254722000111',
    dateOfBirth: '1992-09-30',
    preferences: {
      industries: ['Healthcare'],
      job_titles: ['Registered Nurse'],
      locations: [
        { city: 'Kisumu', country: 'Kenya' },
        { city: 'Nairobi', country: 'Kenya' },
      ],
    },
    experience: [
      {
        companyName: 'Tumaini Medical Centre',
        jobTitle: 'Registered Nurse',
        fromDate: '2016-02-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'Ward nursing, patient education and night-shift lead.',
      },
    ],
    education: [
      {
        institutionName: 'Kenya Medical Training College',
        course: 'Diploma in Kenya Registered Community Health Nursing',
        educationLevel: 'Diploma',
        fromDate: '2012-09-01',
        toDate: '2015-12-15',
        isCurrent: false,
      },
    ],
  },
  {
    firstName: 'Grace',
    lastName: 'Njeri',
    phone: '+254733222333',
    dateOfBirth: '1998-01-20',
    preferences: {
      industries: ['Marketing', 'Media'],
      job_titles: ['Digital Marketing Specialist', 'Content Writer'],
      locations: [{ city: 'Nairobi', country: 'Kenya' }],
    },
    experience: [
      {
        companyName: 'Chapa Brand Agency',
        jobTitle: 'Marketing Intern',
        fromDate: '2020-03-01',
        toDate: '2020-09-30',
        isCurrent: false,
        responsibilities: 'Ran social media calendars for three retail clients.',
      },
      {
        companyName: 'Sauti Media Group',
        jobTitle: 'Content Writer',
        fromDate: '2020-10-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'Write and edit web stories and newsletters.',
      },
    ],
    education: [
      {
        institutionName: 'Daystar University',
        course: 'BA Communication',
        educationLevel: "Bachelor's Degree",
        fromDate: '2016-09-01',
        toDate: '2020-06-30',
        isCurrent: false,
      },
    ],
  },
  {
    firstName: 'Daniel',
    lastName: 'Kiprop',
    phone: '+254700444555',
    dateOfBirth: '1990-11-05',
    preferences: {
      industries: ['Agriculture', 'Energy'],
      job_titles: ['Agronomist', 'Farm Manager'],
      locations: [
        { city: 'Nakuru', country: 'Kenya' },
        { city: 'Eldoret', country: 'Kenya' },
      ],
    },
    experience: [
      {
        companyName: 'Kilimo Smart Agritech',
        jobTitle: 'Field Extension Officer',
        fromDate: '2013-05-01',
        toDate: '2018-04-30',
        isCurrent: false,
        responsibilities: 'Trained 2,000 farmers on soil health and crop rotation.',
      },
      {
        companyName: 'Chai Highlands Estates',
        jobTitle: 'Agronomist',
        fromDate: '2018-05-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'Plan fertiliser programmes and yield trials across 3 estates.',
      },
    ],
    education: [
      {
        institutionName: 'Egerton University',
        course: 'BSc Agriculture',
        educationLevel: "Bachelor's Degree",
        fromDate: '2008-09-01',
        toDate: '2012-12-15',
        isCurrent: false,
      },
    ],
  },
  {
    firstName: 'Aisha',
    lastName: 'Hassan',
    phone: '+254711666777',
    dateOfBirth: '1995-06-18',
    preferences: {
      industries: ['Finance', 'Consulting'],
      job_titles: ['Accountant', 'Financial Analyst'],
      locations: [{ city: 'Mombasa', country: 'Kenya' }],
    },
    experience: [
      {
        companyName: 'Jamii Microfinance Bank',
        jobTitle: 'Accounts Assistant',
        fromDate: '2018-01-15',
        toDate: '2022-03-31',
        isCurrent: false,
        responsibilities: 'Reconciliations, payroll and VAT returns.',
      },
      {
        companyName: 'Maarifa Consulting',
        jobTitle: 'Accountant',
        fromDate: '2022-04-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'Monthly management accounts and donor reporting.',
      },
    ],
    education: [
      {
        institutionName: 'Technical University of Mombasa',
        course: 'Bachelor of Commerce (Accounting)',
        educationLevel: "Bachelor's Degree",
        fromDate: '2013-09-01',
        toDate: '2017-07-31',
        isCurrent: false,
      },
      {
        institutionName: 'Kenya School of Government',
        course: 'CPA Part III',
        educationLevel: 'Professional Certification',
        fromDate: '2018-01-01',
        toDate: '2019-12-01',
        isCurrent: false,
      },
    ],
  },
  {
    firstName: 'Joseph',
    lastName: 'Okello',
    phone: '+256772123456',
    dateOfBirth: '1999-03-02',
    preferences: {
      industries: ['Technology'],
      job_titles: ['Frontend Developer', 'UI/UX Designer'],
      locations: [
        { city: 'Kampala', country: 'Uganda' },
        { city: 'Nairobi', country: 'Kenya' },
      ],
    },
    experience: [
      {
        companyName: 'Nile Data Analytics',
        jobTitle: 'Frontend Developer',
        fromDate: '2021-08-01',
        toDate: null,
        isCurrent: true,
        responsibilities: 'React dashboards for public-health programmes.',
      },
    ],
    education: [
      {
        institutionName: 'Makerere University',
        course: 'BSc Software Engineering',
        educationLevel: "Bachelor's Degree",
        fromDate: '2017-08-01',
        toDate: '2021-06-30',
        isCurrent: false,
      },
    ],
  },
];
