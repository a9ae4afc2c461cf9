import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/**
 * Terms of Service (docs/product/foundation.md §1, §2.6): last updated June 4, 2025, twelve sections, Kenyan
 * law, users at least 18. Served at /terms and /terms-and-conditions.
 */
export function TermsPage() {
  return (
    <ContentPage title="Terms of Service" updated="June 4, 2025">
      <p className="lead">
        These terms are the agreement between you and Kweli Jobs for using our website and services. Please
        read them with our <Link to="/privacy">Privacy Policy</Link>, which explains how we handle your
        personal data.
      </p>

      <h2>1. Acceptance of these terms</h2>
      <p>
        By creating an account or using Kweli Jobs you agree to these terms. If you do not agree, please do
        not use the service. If you use Kweli Jobs for a company, you confirm that you may accept these terms
        on its behalf.
      </p>

      <h2>2. Eligibility</h2>
      <p>
        To create an account or use Kweli Jobs you must be at least 18 years of age. By signing up you confirm
        that you are 18 or older and legally able to enter into this agreement.
      </p>

      <h2>3. Your account</h2>
      <p>
        Give accurate information when you sign up and keep it up to date. You must verify your e-mail address
        before you can sign in. Keep your password secret: you are responsible for everything done with your
        account, and you must tell us at once if you think someone else has used it. One account is for one
        person or one employer.
      </p>

      <h2>4. Job seekers</h2>
      <p>
        Your profile, CV, certificates and applications must be truthful and your own. When you apply for a
        job, the employer who posted it sees your application and the documents you attach. Employers can also
        find your profile in talent search unless you hide it. Kweli Jobs does not promise that you will be
        invited to an interview or offered a job.
      </p>

      <h2>5. Employers and job posts</h2>
      <p>
        Employers may post only genuine vacancies that they are able to fill, with an honest description,
        location, job type and deadline. Job posts and hiring decisions must comply with the laws of Kenya,
        including the Employment Act and the Constitution’s protection against discrimination. Employers must
        never ask candidates for money, gifts or favours at any stage of recruitment, and must use candidates’
        data only to recruit for the job they applied to or were found for.
      </p>

      <h2>6. Prohibited conduct</h2>
      <p>You must not use Kweli Jobs to:</p>
      <ul>
        <li>post fake, misleading or pyramid-scheme “opportunities”, or charge job seekers any fee;</li>
        <li>impersonate another person or company, or misrepresent your qualifications;</li>
        <li>harass, threaten or discriminate against anyone;</li>
        <li>collect other users’ data by scraping, bots or any automated means;</li>
        <li>upload malware or try to get into accounts, systems or data that are not yours;</li>
        <li>break any law of Kenya or of the country you are in.</li>
      </ul>

      <h2>7. Your content and our content</h2>
      <p>
        You keep the rights to what you upload. You allow Kweli Jobs to store, copy and show it as needed to
        run the service, for example showing your job post to candidates or your application to the employer.
        The Kweli Jobs name, logo, design and software belong to us and may not be copied without our written
        permission.
      </p>

      <h2>8. Links and third-party services</h2>
      <p>
        Our blog, guides and tips link to other websites, and you may choose to sign in with Google. We do not
        control those services and are not responsible for their content or practices; their own terms apply.
      </p>

      <h2>9. Disclaimers</h2>
      <p>
        Kweli Jobs is a platform that brings job seekers and employers together; we are not a party to any
        employment relationship. We check reports of abuse and remove posts that break these terms, but we
        cannot verify every job post or profile. Check an employer before sharing sensitive documents, and
        report anything suspicious to us. The service is provided “as is” and may sometimes be unavailable.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        As far as the law allows, Kweli Jobs is not liable for indirect or consequential losses, for lost
        income or opportunities, or for the acts of employers, candidates or other users. Nothing in these
        terms limits rights you have under the Consumer Protection Act or other laws of Kenya that cannot be
        limited by agreement.
      </p>

      <h2>11. Suspension, termination and changes</h2>
      <p>
        You may close your account at any time by writing to us. We may suspend or close an account that
        breaks these terms, for example one posting fake jobs. We may change these terms as the service grows;
        the date at the top shows the latest version, and we will tell you by e-mail of important changes
        before they apply. Continuing to use Kweli Jobs after a change means you accept it.
      </p>

      <h2>12. Governing law and contact</h2>
      <p>
        These terms are governed by the laws of Kenya. Any dispute that we cannot settle together will be
        decided by the courts of Kenya. Questions about these terms? Write to us at <SupportEmail />.
      </p>
    </ContentPage>
  );
}
