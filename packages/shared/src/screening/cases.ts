import type { ScreenedJob } from './rules.ts';

/**
 * Adverts the screening rules are measured on (issue 22 item 3): scams written the way they circulate in
 * Kenya (WhatsApp groups, Facebook pages, SMS, fake agency sites), and genuine adverts of the kinds
 * employers post here, including the genuine ones that look like scams to a careless rule (a fee
 * disclaimer, a company phone line, overseas work with everything paid, a well-paid senior role).
 * Names of people and numbers are made up. `npm run screening:report` prints the rules' precision and
 * recall on them; `rules.test.ts` checks each one.
 */
export interface ScreeningCase {
  name: string;
  scam: boolean;
  job: ScreenedJob;
}

const job = (fields: Partial<ScreenedJob> & Pick<ScreenedJob, 'job_title' | 'description'>): ScreenedJob => ({
  requirements: '',
  application_details: '',
  benefits: '',
  ...fields,
});

export const SCREENING_CASES: ScreeningCase[] = [
  // Scams.
  {
    name: 'Supermarket attendants with a registration fee',
    scam: true,
    job: job({
      job_title: 'Supermarket Attendants (50 Vacancies)',
      description:
        'A leading supermarket chain is hiring shelf attendants, cashiers and packers in Nairobi, Thika and Nakuru. No experience needed. Successful applicants start immediately.',
      application_details:
        'Pay a registration fee of Ksh 1,500 to secure your slot. Shortlisted candidates will be called for training.',
    }),
  },
  {
    name: 'Data entry from home, pay by M-Pesa till',
    scam: true,
    job: job({
      job_title: 'Online Data Entry Clerk - Work From Home',
      description:
        'Earn Ksh 2,500 daily typing simple documents on your phone. Flexible hours, students welcome.',
      application_details:
        'To activate your account send Ksh 300 to Till Number 5123456 and forward the M-Pesa message.',
    }),
  },
  {
    name: 'Dubai drivers, visa processing fee',
    scam: true,
    job: job({
      job_title: 'Taxi Drivers Needed in Dubai',
      description:
        'Urgent recruitment of 30 drivers for a taxi company in Dubai, UAE. Salary AED 4,000 plus accommodation. Flights within two weeks.',
      application_details:
        'Visa processing fee of Ksh 45,000 is paid before the medical. Limited slots, apply now.',
    }),
  },
  {
    name: 'NGO field officers, medical fee on WhatsApp',
    scam: true,
    job: job({
      job_title: 'Field Officers - Community Health Project',
      description:
        'An international NGO is recruiting field officers across all 47 counties. Monthly stipend Ksh 45,000.',
      requirements: 'KCSE certificate. Age 18-35.',
      application_details:
        'Send your CV on WhatsApp 0712 345 678. Shortlisted candidates pay a medical fee of Ksh 2,000 at our partner clinic.',
    }),
  },
  {
    name: 'Qatar security guards, agency deposit',
    scam: true,
    job: job({
      job_title: 'Security Guards - Qatar',
      description:
        'We are recruiting security guards for a mall in Doha, Qatar. Two-year contract, free accommodation and food.',
      application_details:
        'A deposit of Ksh 20,000 is required to start your documentation. The balance is paid after you get your visa.',
    }),
  },
  {
    name: 'Airport jobs, interview fee by paybill',
    scam: true,
    job: job({
      job_title: 'JKIA Airport Customer Service Agents',
      description:
        'Airlines at Jomo Kenyatta International Airport are hiring customer service agents, cleaners and porters.',
      application_details:
        'Interview fee Ksh 1,000 payable through Paybill 400200, account number your ID. Interviews on Monday.',
    }),
  },
  {
    name: 'Mitumba sorting, apply only on WhatsApp',
    scam: true,
    job: job({
      job_title: 'Casual Workers - Mitumba Sorting',
      description:
        'Casuals needed urgently at a warehouse in Industrial Area. Pay Ksh 1,200 per day, paid weekly.',
      application_details: 'Apply via WhatsApp only: +254 722 000 111. Do not call.',
    }),
  },
  {
    name: 'Hotel jobs, send money for a uniform',
    scam: true,
    job: job({
      job_title: 'Hotel Waiters and Housekeepers - Mombasa',
      description:
        'A five-star beach hotel in Diani is hiring waiters, housekeepers and kitchen staff for the high season.',
      application_details:
        'Send money for your uniform and staff ID (Ksh 2,500) to 0798 765 432 before reporting.',
    }),
  },
  {
    name: 'Canada farm work, processing charges',
    scam: true,
    job: job({
      job_title: 'Farm Workers Needed in Canada',
      description:
        'Fruit picking in British Columbia, Canada. Salary CAD 3,200 a month. No experience needed, all ages.',
      application_details:
        'Processing charges of Ksh 15,000 cover your work permit and placement. Pay to our agent after you are shortlisted.',
    }),
  },
  {
    name: 'Training fee for a bank job',
    scam: true,
    job: job({
      job_title: 'Bank Tellers - 20 Positions',
      description:
        'A commercial bank is recruiting tellers for new branches. All successful applicants attend a one-week induction.',
      requirements: 'Diploma in any field.',
      application_details: 'A training fee of KES 3,500 is payable before the induction week.',
    }),
  },
  {
    name: 'Personal assistant with an absurd salary',
    scam: true,
    job: job({
      job_title: 'Personal Assistant',
      description:
        'A busy businessman needs a personal assistant. No experience needed. Salary Ksh 350,000 per month, paid weekly.',
      application_details: 'Text your name to 0733 111 222.',
    }),
  },
  {
    name: 'Cleaners earning per week like managers',
    scam: true,
    job: job({
      job_title: 'Office Cleaner',
      description: 'Cleaners needed in Westlands offices. Earn Ksh 60,000 per week. Start tomorrow.',
      application_details: 'Call or text 0701 234 567 for more details.',
    }),
  },
  {
    name: 'Saudi house helps, medical and ticket payment',
    scam: true,
    job: job({
      job_title: 'House Helps - Saudi Arabia',
      description:
        'Housemaids and nannies needed by families in Riyadh, Saudi Arabia. Salary 1,500 riyals. Age 21-40.',
      application_details:
        'You pay for your medical test and ticket (Ksh 38,000); we handle the rest. Limited slots.',
    }),
  },
  {
    name: 'Government internship with an application fee',
    scam: true,
    job: job({
      job_title: 'Government Internship Programme 2026',
      description:
        'The ministry is recruiting 5,000 interns across all counties for a 12-month paid internship.',
      application_details: 'Application fee: Ksh 500 via M-Pesa to the number on the form. Deadline Friday.',
    }),
  },
  {
    name: 'Poland warehouse, placement fee in instalments',
    scam: true,
    job: job({
      job_title: 'Warehouse Packers - Poland',
      description:
        'Work in Europe! Warehouse packers needed in Warsaw, Poland. EUR 1,100 net monthly, overtime available.',
      application_details:
        'Placement fee Ksh 80,000, payable in two instalments. Contact our office on WhatsApp for the account details.',
    }),
  },
  {
    name: 'Shop attendant, buy goods number for a booking fee',
    scam: true,
    job: job({
      job_title: 'Shop Attendant - Electronics',
      description: 'An electronics shop on Moi Avenue needs two attendants. Commission and basic salary.',
      application_details:
        'Booking fee of Ksh 700 to buy goods till 8877665. Your slot is held for 24 hours.',
    }),
  },
  {
    name: 'Mystery shopper paid daily, send money to activate',
    scam: true,
    job: job({
      job_title: 'Mystery Shopper',
      description: 'Get paid Ksh 4,000 a day to visit shops and rate their service. Work part-time.',
      application_details:
        'Send Ksh 250 activation to 0745 678 901 and you will receive your first assignment.',
    }),
  },

  // Genuine adverts.
  {
    name: 'Accountant at a Nairobi firm',
    scam: false,
    job: job({
      job_title: 'Senior Accountant',
      description:
        'We are an audit and tax firm in Upper Hill looking for a senior accountant to manage a portfolio of clients, prepare financial statements and file returns with KRA.',
      requirements: 'CPA(K). Five years of experience in an audit firm. Good command of iTax.',
      application_details: 'Apply through Kweli Jobs with your CV and a cover letter by the due date.',
      benefits: 'Medical cover, pension, 24 days of leave.',
    }),
  },
  {
    name: 'Disclaimer: we never charge fees',
    scam: false,
    job: job({
      job_title: 'Customer Experience Associate',
      description:
        'Join our contact centre in Nairobi and help customers with their accounts by phone, chat and e-mail. Shifts include weekends.',
      requirements: 'Diploma or degree. Excellent spoken and written English and Kiswahili.',
      application_details:
        'Apply on Kweli Jobs. NB: We do not charge any fee at any stage of our recruitment process. Report anyone who asks you for money.',
    }),
  },
  {
    name: 'Software engineer, well paid',
    scam: false,
    job: job({
      job_title: 'Senior Software Engineer (Backend)',
      description:
        'A fintech in Westlands is hiring a backend engineer to build payment services on M-Pesa and card rails. TypeScript, PostgreSQL, Kubernetes.',
      requirements: 'Six years building production systems. Experience with payments is a plus.',
      benefits: 'Salary Ksh 450,000 to 600,000 per month, stock options, remote Fridays.',
    }),
  },
  {
    name: 'M-Pesa agent supervisor (M-Pesa is the work, not the payment)',
    scam: false,
    job: job({
      job_title: 'M-Pesa Agent Supervisor',
      description:
        'Supervise 40 M-Pesa agents in Kisumu: float management, compliance checks and training new agents on till and paybill procedures.',
      requirements: 'Two years in mobile money or banking. Own motorbike an advantage.',
      application_details: 'Apply through Kweli Jobs.',
    }),
  },
  {
    name: 'Nurse in Saudi Arabia through a licensed agency, all costs paid',
    scam: false,
    job: job({
      job_title: 'Registered Nurses - Saudi Arabia',
      description:
        'A government hospital in Riyadh, Saudi Arabia is hiring registered nurses through our NEA-licensed agency. Two-year renewable contract.',
      requirements: 'BScN or KRCHN with three years of experience. Valid NCK licence.',
      benefits:
        'Visa, flights, medical and accommodation are paid by the employer. No fees are charged to candidates.',
      application_details: 'Apply on Kweli Jobs with your CV and licence.',
    }),
  },
  {
    name: 'Sales representative with a company phone line',
    scam: false,
    job: job({
      job_title: 'Sales Representative - FMCG',
      description:
        'Sell our dairy products to retailers in Nakuru and Naivasha. Company motorbike and airtime provided.',
      requirements: 'Diploma in sales or marketing. Riding licence.',
      application_details:
        'Apply through Kweli Jobs or e-mail careers@maziwabora.co.ke. For questions call our office on 020 765 4321.',
    }),
  },
  {
    name: 'Shop attendant at a realistic wage',
    scam: false,
    job: job({
      job_title: 'Shop Attendant',
      description:
        'A hardware shop in Ruiru needs an attendant to serve customers, keep stock and record sales.',
      requirements: 'KCSE certificate. Honest and good with numbers.',
      benefits: 'Salary Ksh 18,000 per month, lunch provided.',
    }),
  },
  {
    name: 'Driver, daily rate',
    scam: false,
    job: job({
      job_title: 'Delivery Driver',
      description:
        'Deliver building materials around Nairobi in a 3-tonne truck. Ksh 1,500 per day plus overtime.',
      requirements: 'Valid driving licence class C, certificate of good conduct.',
    }),
  },
  {
    name: 'Finance officer handling paybills',
    scam: false,
    job: job({
      job_title: 'Finance Officer',
      description:
        'Reconcile our M-Pesa paybill and bank collections daily, pay suppliers and prepare monthly management accounts.',
      requirements: 'CPA Section 4 or a degree in finance. QuickBooks.',
    }),
  },
  {
    name: 'Teacher, school pays for training',
    scam: false,
    job: job({
      job_title: 'Mathematics and Physics Teacher',
      description:
        'A private secondary school in Eldoret needs a TSC-registered teacher of mathematics and physics from January.',
      requirements: 'B.Ed with Mathematics and Physics. TSC number.',
      benefits: 'The school pays for CBC training and provides housing on the compound.',
    }),
  },
  {
    name: 'Graduate trainee programme',
    scam: false,
    job: job({
      job_title: 'Graduate Trainee - Operations',
      description:
        'An 18-month programme rotating through logistics, procurement and finance at our Mombasa port operations.',
      requirements: 'Degree completed in the last two years with second class upper or better.',
      application_details:
        'Apply on Kweli Jobs. Shortlisted candidates will sit an online test and a panel interview.',
    }),
  },
  {
    name: 'Remote customer support for a European company',
    scam: false,
    job: job({
      job_title: 'Remote Customer Support Agent',
      description:
        'Support customers of a software company in Germany by chat and e-mail, working remotely from Kenya on European hours.',
      requirements: 'Excellent English; German is a plus. Reliable internet.',
      benefits: 'Paid in Kenya shillings monthly, equipment provided.',
    }),
  },
  {
    name: 'Medical officer, medical insurance',
    scam: false,
    job: job({
      job_title: 'Medical Officer',
      description:
        'A mission hospital in Meru is hiring a medical officer for the outpatient and maternity departments.',
      requirements: 'MBChB, KMPDC registration and licence.',
      benefits: 'Medical insurance for the family, housing and a car loan scheme.',
    }),
  },
  {
    name: 'Cashier, handles till',
    scam: false,
    job: job({
      job_title: 'Cashier',
      description:
        'Operate the till at our Kitengela supermarket, receive cash and M-Pesa payments and close the day.',
      requirements: 'Certificate in accounts. One year as a cashier.',
      application_details: 'Apply through Kweli Jobs. Do not pay anyone to get this job.',
    }),
  },
  {
    name: 'Country director at an NGO',
    scam: false,
    job: job({
      job_title: 'Country Director',
      description:
        'Lead our Kenya programme of 120 staff in health and education, manage donor relations and a budget of USD 12 million.',
      requirements: 'Master’s degree and ten years in senior management of international programmes.',
      benefits: 'Competitive salary of USD 9,000 per month, international health cover.',
    }),
  },
  {
    name: 'Security guard, realistic pay',
    scam: false,
    job: job({
      job_title: 'Security Guard',
      description: 'Guards needed for a residential estate in Karen. Day and night shifts.',
      requirements: 'KCSE, certificate of good conduct, training from a recognised security school.',
      benefits: 'Salary Ksh 16,500 per month, NSSF and SHA.',
    }),
  },
  {
    name: 'Training coordinator (training is the job)',
    scam: false,
    job: job({
      job_title: 'Training Coordinator',
      description:
        'Plan and run the training calendar for 300 staff, organise interviews for trainers and manage the training budget.',
      requirements: 'Degree in HR or education.',
    }),
  },
];
