import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { JobSearchBlock } from './job-search-block.tsx';

/**
 * The landing page (docs/product/foundation.md §2.3): the job search block, the hero and the two feature
 * blocks, between the header and the footer of the public layout.
 */
export function LandingPage() {
  useDocumentTitle('Find jobs in Kenya and across Africa');
  return (
    <div className="landing">
      <JobSearchBlock />
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-welcome">Welcome</p>
        <h1 id="hero-title">Find Your Dream Job Today</h1>
        <p className="hero-lead">
          Thousands of jobs from employers in Kenya and across East Africa. Build your profile once, apply in
          minutes and follow every application.
        </p>
        <Link to="/SignUp/candidate" className="button button-primary button-large">
          I&apos;m Looking for a Job
        </Link>
      </section>
      <div className="feature-blocks">
        <section className="card feature" aria-labelledby="seekers-title">
          <h2 id="seekers-title">For job seekers</h2>
          <ul>
            <li>Search jobs by title, city and country, and save the ones you like.</li>
            <li>Apply with your CV and a cover letter; keep drafts and finish later.</li>
            <li>Follow each application from submitted to shortlisted.</li>
            <li>Get job recommendations that match your skills and preferences.</li>
          </ul>
          <Link to="/SignUp/candidate" className="button button-secondary">
            Create a free candidate account
          </Link>
        </section>
        <section className="card feature" aria-labelledby="employers-title">
          <h2 id="employers-title">For employers</h2>
          <ul>
            <li>Post jobs in minutes, save drafts and publish when ready.</li>
            <li>Review applicants, shortlist the best and keep everything in one place.</li>
            <li>Search the talent pool by experience, education and location.</li>
            <li>Show candidates who you are with a company profile.</li>
          </ul>
          <Link to="/employer" className="button button-secondary">
            Hire with Kweli
          </Link>
        </section>
      </div>
    </div>
  );
}
