import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';

/**
 * About (docs/product/foundation.md §1, §2.1, §2.6): founded in 2024, the name, and the three calls to
 * action.
 */
export function AboutPage() {
  return (
    <ContentPage title="About Kweli Jobs">
      <p className="lead">
        Kweli Jobs is a job board for Kenya and the wider African market, founded in 2024 in Nairobi. We
        connect job seekers with employers who are hiring, from first jobs and internships to senior roles.
      </p>

      <h2>Why “Kweli”?</h2>
      <p>
        <em>Kweli</em> means truth in Swahili. Truth is what a job search needs most: real vacancies from real
        employers, honest job descriptions with clear deadlines, and candidates who can show what they have
        actually done. Too many people in East Africa have lost money and hope to fake adverts and
        “recruiters” who charge fees. We built Kweli so that looking for work is safer and simpler.
      </p>

      <h2>What we do for job seekers</h2>
      <ul>
        <li>Search jobs by title, city and country, and save the ones you like for later.</li>
        <li>Build one profile with your experience, education and CV, and apply in a few minutes.</li>
        <li>Keep draft applications and finish them when you are ready.</li>
        <li>Follow each application from submitted to reviewed to shortlisted.</li>
        <li>
          Get recommendations that match your skills, and learn from our career guides and interview tips.
        </li>
      </ul>
      <p>Kweli Jobs is free for job seekers. No genuine employer will ever ask you to pay to apply.</p>

      <h2>What we do for employers</h2>
      <ul>
        <li>Post jobs in minutes, save drafts and publish when you are ready.</li>
        <li>Review applicants in one place and shortlist the strongest.</li>
        <li>Search our talent pool by experience, education and location, and save candidates you like.</li>
        <li>Show candidates who you are with a company profile.</li>
      </ul>

      <h2>Built for how Kenya works</h2>
      <p>
        Most of our users look for work on a phone, often on costly mobile data. Kweli is light, fast and
        works on small screens, and everything can be done without a computer.
      </p>

      <h2>Join us</h2>
      <div className="actions">
        <Link to="/signup/candidate" className="button button-primary">
          Find Jobs
        </Link>
        <Link to="/signup/employer" className="button button-secondary">
          Post Jobs
        </Link>
        <Link to="/contact" className="button button-secondary">
          Contact Us
        </Link>
      </div>
    </ContentPage>
  );
}
