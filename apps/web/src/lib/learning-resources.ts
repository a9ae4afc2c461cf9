/**
 * The curated external reading and viewing of docs/product/foundation.md §2.6 and
 * docs/product/candidate.md "Learning Hub": the /blog, /guides and /tips pages list them, and the candidates'
 * Learning Hub shows the same lists with links to those pages, so they live here rather than inside one
 * feature.
 *
 * Each entry was chosen for job seekers in Kenya and East Africa: local sources where a good one exists,
 * well-known international ones where the advice travels.
 */
export interface LearningResource {
  title: string;
  /** Who publishes it, shown beside the title so a reader knows where the link goes. */
  source: string;
  description: string;
  url: string;
}

export interface VideoChannel extends LearningResource {
  /** Shown for the one channel whose audience size is itself a reason to watch (spec: one shows it). */
  subscribers?: string;
}

/** Career Blog: 5 external articles. */
export const CAREER_BLOG: readonly LearningResource[] = [
  {
    title: '6 Job-Hunting Tips for Fresh Graduates',
    source: 'BrighterMonday Kenya',
    description:
      'Why your first job is not a race against your classmates, and how internships and volunteering close the experience gap employers talk about.',
    url: 'https://www.brightermonday.co.ke/discover/getting-your-first-job',
  },
  {
    title: 'The value of an updated CV',
    source: 'Fuzu',
    description:
      'What a CV really is, why employers still weigh it above everything else, and the habit of keeping yours current between job searches.',
    url: 'https://www.fuzu.com/blog/the-value-of-an-updated-cv',
  },
  {
    title: 'Job recruitment fraudsters',
    source: 'Strathmore University',
    description:
      'How fraudsters posing as hiring teams target even experienced professionals with promises of better pay, and how to check an offer before you act on it.',
    url: 'https://strathmore.edu/news/job-recruitment-fraudsters/',
  },
  {
    title: '3 skills Kenyan millennial graduates need to develop',
    source: 'Capital FM Campus',
    description:
      'Networking, soft skills and more: what lifts a graduate above a pile of identical certificates.',
    url: 'https://www.capitalfm.co.ke/campus/3-skills-kenyan-millennial-graduates-need-to-develop/',
  },
  {
    title: 'Learn to negotiate your salary like this HBS pro',
    source: 'NBC Boston, with Harvard Business School professor Michael Wheeler',
    description:
      'Look beyond the basic pay: allowances, benefits and growth are part of the offer too. How to decide your trade-offs before you sit down to negotiate.',
    url: 'https://www.nbcboston.com/news/local/learn_to_negotiate_your_salary_like_this_hbs_pro/21220/',
  },
];

/** Job Guides: 5 external how-to items. */
export const JOB_GUIDES: readonly LearningResource[] = [
  {
    title: 'Comprehensive guide to writing a CV',
    source: 'CareerPath Kenya',
    description:
      'CV or résumé, how long it should be in Kenya (two pages), which sections to include and how to tailor it to each advert.',
    url: 'https://careerpath.co.ke/kenya-career-resources/comprehensive-guide-to-writing-a-cv/',
  },
  {
    title: 'How to write a cover letter',
    source: 'Indeed Career Guide',
    description:
      'A step-by-step structure for a one-page cover letter that links your CV to the job, with an opening, a body and a closing that work.',
    url: 'https://sg.indeed.com/career-advice/resumes-cover-letters/how-to-write-a-cover-letter',
  },
  {
    title: 'How to apply for a Certificate of Good Conduct',
    source: 'Nairobi Leo',
    description:
      'The police clearance certificate many employers ask for: applying on eCitizen, paying by M-Pesa, and where to have your fingerprints taken.',
    url: 'https://www.nairobileo.co.ke/features/1580/how-to-apply-for-a-certificate-of-good-conduct-police-clearance-certificate',
  },
  {
    title: 'How to identify fake and scam jobs in Kenya',
    source: 'MyJobMag Kenya',
    description:
      'Red flags of fraudulent adverts and "recruiters", and how to protect yourself. A genuine employer never asks you to pay to apply.',
    url: 'https://www.myjobmag.co.ke/blog/how-to-identify-fake-scam-jobs-in-kenya',
  },
  {
    title: 'Ajira Digital Program',
    source: 'Government of Kenya',
    description:
      'Free training, mentorship and Ajira youth centres for online and digital work such as transcription, design and digital marketing.',
    url: 'https://ajiradigital.go.ke',
  },
];

/** Interview Tips: 5 video channels (one showing its subscriber count) and 2 articles. */
export const INTERVIEW_CHANNELS: readonly VideoChannel[] = [
  {
    title: 'Linda Raynier',
    source: 'YouTube',
    description:
      'A career coach on answering "Tell me about yourself", weaknesses and salary questions with confidence.',
    url: 'https://www.youtube.com/@LindaRaynier',
  },
  {
    title: 'CareerVidz',
    source: 'YouTube',
    description:
      'Common interview questions with model answers, including interviews for specific roles and first jobs.',
    url: 'https://www.youtube.com/@CareerVidz',
  },
  {
    title: 'Jeff Su',
    source: 'YouTube',
    description:
      'Short, practical videos on interviews, workplace communication and getting more done at work.',
    url: 'https://www.youtube.com/@JeffSu',
  },
  {
    title: 'Indeed',
    source: 'YouTube',
    description: 'Mock interviews and recruiters explaining what they listen for in your answers.',
    url: 'https://www.youtube.com/@Indeed',
  },
  {
    title: 'TED',
    source: 'YouTube',
    description:
      'Talks on confidence, body language and speaking so people listen: good watching the night before an interview.',
    url: 'https://www.youtube.com/@TED',
    subscribers: '20M+ subscribers',
  },
];

export const INTERVIEW_ARTICLES: readonly LearningResource[] = [
  {
    title: 'How to use the STAR interview response technique',
    source: 'Indeed Career Guide',
    description:
      'Situation, Task, Action, Result: a simple way to turn "Tell me about a time when…" into a clear story with a result.',
    url: 'https://www.indeed.com/career-advice/interviewing/how-to-use-the-star-interview-response-technique',
  },
  {
    title: "Dos and don'ts in job interviews in Kenya for graduates and professionals",
    source: 'TUKO',
    description:
      'A Kenyan career counsellor on arriving early, researching the organisation, dressing the part and what to leave off your CV.',
    url: 'https://tuko.co.ke/business-economy/582605-dos-don-job-interviews-kenya-graduates-professionals',
  },
];
