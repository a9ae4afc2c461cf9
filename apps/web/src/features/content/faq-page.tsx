import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/** FAQ (docs/product/foundation.md §2.6): the seven questions in the spec's order, with answers. */
export function FaqPage() {
  return (
    <ContentPage title="Frequently Asked Questions">
      <h2>What is Kweli Jobs?</h2>
      <p>
        Kweli Jobs is a job board for Kenya and the wider African market. Job seekers search and apply for
        jobs and follow their applications; employers post jobs, review applicants and search for talent. It
        is free for job seekers. Read more <Link to="/about">about us</Link>.
      </p>

      <h2>How do I create an account?</h2>
      <p>
        Job seekers sign up at <Link to="/SignUp/candidate">candidate sign-up</Link> with their full name,
        e-mail and a password; employers at <Link to="/SignUp/employer">employer sign-up</Link> with a user
        name and, if they like, their company name. Your password needs at least 8 characters with an
        uppercase letter, a number and a special character. We then send you an e-mail: open the verification
        link in it (it is valid for 3 days) before you sign in for the first time.
      </p>

      <h2>I forgot my password. How do I reset it?</h2>
      <p>
        On the <Link to="/login">sign-in page</Link>, choose the Forgot Password link and enter the e-mail
        address of your account. We send you a link to set a new password; it works once and for one hour. No
        e-mail? Check your spam folder, or <Link to="/password-reset">request a new link</Link>.
      </p>

      <h2>How do I apply for a job?</h2>
      <p>
        Find a job on the <Link to="/">home page</Link>, sign in as a job seeker and press Apply on the job.
        The application has three steps; you can save it as a draft and finish later. Once submitted you can
        follow it under Applications in your dashboard. Jobs whose deadline has passed no longer accept
        applications.
      </p>

      <h2>How do employers post a job?</h2>
      <p>
        Create an <Link to="/SignUp/employer">employer account</Link>, sign in and use Post a Job: the Post
        Job button on your dashboard. Fill in the title, location, job type, description, requirements and
        deadline, then publish, or save a draft and publish later. See{' '}
        <Link to="/employer">Kweli for employers</Link> for more.
      </p>

      <h2>How do I contact support?</h2>
      <p>
        Write to us at <SupportEmail />. Tell us the e-mail address of your account and, for a job or
        application, its title, so we can help you quickly.
      </p>

      <h2>Is my data secure?</h2>
      <p>
        Yes. Connections are encrypted, passwords are stored only as secure hashes, and your CV and documents
        are never public: only you and signed-in employers can open them, through links that expire after a
        few minutes. Read our <Link to="/privacy">Privacy Policy</Link> for the details.
      </p>
    </ContentPage>
  );
}
