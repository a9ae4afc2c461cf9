import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * The employer landing page (docs/product/foundation.md §2.1), reached from "Employers / Post Job": what
 * Kweli offers employers, with links to employer sign-up, sign-in and back to the job seekers' home page.
 */
export function EmployerLandingPage() {
  useDocumentTitle('Hire with Kweli Jobs');
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="employer-hero-title">
        <p className="hero-welcome">For employers</p>
        <h1 id="employer-hero-title">Hire great people in Kenya and across Africa</h1>
        <p className="hero-lead">
          Post your jobs where job seekers look, review every applicant in one place and find talent before
          you even advertise.
        </p>
        <div className="actions actions-center">
          <Link to="/SignUp/employer" className="button button-primary button-large">
            Create an employer account
          </Link>
          <Link to="/login" className="button button-secondary button-large">
            Sign in to post a job
          </Link>
        </div>
      </section>

      <div className="feature-blocks">
        <section className="card feature" aria-labelledby="post-title">
          <h2 id="post-title">Post jobs in minutes</h2>
          <p>
            Describe the role, location, job type and deadline. Save a draft and publish when you are ready.
            Applications close on their own when the deadline passes.
          </p>
        </section>
        <section className="card feature" aria-labelledby="review-title">
          <h2 id="review-title">Review and shortlist</h2>
          <p>
            See each applicant’s CV, cover letter and profile, mark applications as reviewed and keep a
            shortlist of the people you want to meet. Candidates are told when their status changes.
          </p>
        </section>
        <section className="card feature" aria-labelledby="talent-title">
          <h2 id="talent-title">Find talent</h2>
          <p>
            Search our talent pool by job title, experience, education and location, see why each candidate
            matches, and save the profiles you like for later.
          </p>
        </section>
        <section className="card feature" aria-labelledby="brand-title">
          <h2 id="brand-title">Show who you are</h2>
          <p>
            A company profile with your logo, industry, location and story appears with every job you post, so
            candidates know whom they are applying to.
          </p>
        </section>
      </div>

      <section className="employer-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <ol>
          <li>Create your employer account and confirm your e-mail address.</li>
          <li>Complete your company profile in about two minutes.</li>
          <li>Post your first job, or save it as a draft.</li>
          <li>Review applicants as they arrive and shortlist the best.</li>
        </ol>
        <p>
          Looking for work instead? <Link to="/">Search jobs on Kweli</Link>.
        </p>
      </section>
    </div>
  );
}
