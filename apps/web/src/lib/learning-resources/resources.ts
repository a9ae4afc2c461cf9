/**
 * The curated external reading and viewing of docs/product/foundation.md §2.6 and
 * docs/product/candidate.md "Learning Hub": the /blog, /guides and /tips pages list them, and the candidates'
 * Learning Hub shows the same lists with links to those pages, so they live here rather than inside one
 * feature.
 *
 * Each entry was chosen for job seekers in Kenya and East Africa: local sources where a good one exists,
 * well-known international ones where the advice travels.
 *
 * Our words about each (the description, the subscriber count) are read in the reader's language from
 * this folder's own catalogue (namespace `learningResources`): only the lazy pages that list resources
 * load them, not the landing page with the rest of lib's texts.
 */
import { t } from './texts.ts';

export interface LearningResource {
  /** The article's or channel's own name, as published (the links lead to English pages). */
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
    get description() {
      return t('resources.freshGraduates.description');
    },
    url: 'https://www.brightermonday.co.ke/discover/getting-your-first-job',
  },
  {
    title: 'The value of an updated CV',
    source: 'Fuzu',
    get description() {
      return t('resources.updatedCv.description');
    },
    url: 'https://www.fuzu.com/blog/the-value-of-an-updated-cv',
  },
  {
    title: 'Job recruitment fraudsters',
    source: 'Strathmore University',
    get description() {
      return t('resources.fraudsters.description');
    },
    url: 'https://strathmore.edu/news/job-recruitment-fraudsters/',
  },
  {
    title: '3 skills Kenyan millennial graduates need to develop',
    source: 'Capital FM Campus',
    get description() {
      return t('resources.graduateSkills.description');
    },
    url: 'https://www.capitalfm.co.ke/campus/3-skills-kenyan-millennial-graduates-need-to-develop/',
  },
  {
    title: 'Learn to negotiate your salary like this HBS pro',
    source: 'NBC Boston, with Harvard Business School professor Michael Wheeler',
    get description() {
      return t('resources.negotiateSalary.description');
    },
    url: 'https://www.nbcboston.com/news/local/learn_to_negotiate_your_salary_like_this_hbs_pro/21220/',
  },
];

/** Job Guides: 5 external how-to items. */
export const JOB_GUIDES: readonly LearningResource[] = [
  {
    title: 'Comprehensive guide to writing a CV',
    source: 'CareerPath Kenya',
    get description() {
      return t('resources.writingCv.description');
    },
    url: 'https://careerpath.co.ke/kenya-career-resources/comprehensive-guide-to-writing-a-cv/',
  },
  {
    title: 'How to write a cover letter',
    source: 'Indeed Career Guide',
    get description() {
      return t('resources.coverLetter.description');
    },
    url: 'https://sg.indeed.com/career-advice/resumes-cover-letters/how-to-write-a-cover-letter',
  },
  {
    title: 'How to apply for a Certificate of Good Conduct',
    source: 'Nairobi Leo',
    get description() {
      return t('resources.goodConduct.description');
    },
    url: 'https://www.nairobileo.co.ke/features/1580/how-to-apply-for-a-certificate-of-good-conduct-police-clearance-certificate',
  },
  {
    title: 'How to identify fake and scam jobs in Kenya',
    source: 'MyJobMag Kenya',
    get description() {
      return t('resources.scamJobs.description');
    },
    url: 'https://www.myjobmag.co.ke/blog/how-to-identify-fake-scam-jobs-in-kenya',
  },
  {
    title: 'Ajira Digital Program',
    source: 'Government of Kenya',
    get description() {
      return t('resources.ajiraDigital.description');
    },
    url: 'https://ajiradigital.go.ke',
  },
];

/** Interview Tips: 5 video channels (one showing its subscriber count) and 2 articles. */
export const INTERVIEW_CHANNELS: readonly VideoChannel[] = [
  {
    title: 'Linda Raynier',
    source: 'YouTube',
    get description() {
      return t('resources.lindaRaynier.description');
    },
    url: 'https://www.youtube.com/@LindaRaynier',
  },
  {
    title: 'CareerVidz',
    source: 'YouTube',
    get description() {
      return t('resources.careerVidz.description');
    },
    url: 'https://www.youtube.com/@CareerVidz',
  },
  {
    title: 'Jeff Su',
    source: 'YouTube',
    get description() {
      return t('resources.jeffSu.description');
    },
    url: 'https://www.youtube.com/@JeffSu',
  },
  {
    title: 'Indeed',
    source: 'YouTube',
    get description() {
      return t('resources.indeed.description');
    },
    url: 'https://www.youtube.com/@Indeed',
  },
  {
    title: 'TED',
    source: 'YouTube',
    get description() {
      return t('resources.ted.description');
    },
    url: 'https://www.youtube.com/@TED',
    get subscribers() {
      return t('resources.ted.subscribers');
    },
  },
];

export const INTERVIEW_ARTICLES: readonly LearningResource[] = [
  {
    title: 'How to use the STAR interview response technique',
    source: 'Indeed Career Guide',
    get description() {
      return t('resources.starTechnique.description');
    },
    url: 'https://www.indeed.com/career-advice/interviewing/how-to-use-the-star-interview-response-technique',
  },
  {
    title: "Dos and don'ts in job interviews in Kenya for graduates and professionals",
    source: 'TUKO',
    get description() {
      return t('resources.interviewDos.description');
    },
    url: 'https://tuko.co.ke/business-economy/582605-dos-don-job-interviews-kenya-graduates-professionals',
  },
];
