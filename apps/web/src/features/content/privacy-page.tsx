import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/**
 * Privacy Policy (docs/product/foundation.md §1, §2.6): last updated June 4, 2025; nine sections in the
 * spec's order; not for anyone under 18. Written for Kenya's Data Protection Act, 2019.
 */
export function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" updated="June 4, 2025">
      <p className="lead">
        Kweli Jobs respects your privacy. This policy explains what personal data we collect, why, who sees it
        and the choices you have. We handle personal data in line with Kenya’s Data Protection Act, 2019.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name or user name, e-mail address, password (stored only as a
          secure hash, never in readable form) and whether you are a job seeker or an employer.
        </li>
        <li>
          <strong>Job seeker profile:</strong> phone number, date of birth, photo, CV, work experience,
          education and certificates, job preferences and links you choose to add.
        </li>
        <li>
          <strong>Employer profile:</strong> company name, logo, industry, location, description, contact
          details and the jobs you post.
        </li>
        <li>
          <strong>Applications:</strong> the cover letter, CV and answers you send, and their review status.
        </li>
        <li>
          <strong>Usage:</strong> the days you sign in (for your streak), your searches, and technical logs
          such as your IP address and browser, kept to protect the service from abuse.
        </li>
        <li>
          <strong>In your browser:</strong> your sign-in tokens and preferences such as dark mode. We do not
          use advertising cookies or trackers.
        </li>
      </ul>

      <h2>2. How we use your information</h2>
      <p>
        We use your data to run your account, show and match jobs, send your applications to employers, notify
        you about your applications and new jobs that fit your preferences, recommend jobs and candidates,
        keep the service secure, prevent fraud, and meet our legal obligations. We do not sell your personal
        data.
      </p>

      <h2>3. How we share information</h2>
      <p>
        When you apply for a job, the employer who posted it sees your application, CV and profile. Employers
        searching our talent pool can see job seeker profiles unless you choose to hide yours. Job posts and
        company profiles are public. We use trusted service providers for hosting, file storage and e-mail
        delivery, who may process data only on our instructions. We disclose data to authorities only when the
        law requires it.
      </p>

      <h2>4. Security</h2>
      <p>
        All traffic to Kweli Jobs is encrypted. Passwords are stored as one-way hashes. Your documents are
        never public: each file is shown only to people allowed to see it, through links that expire after a
        few minutes. Sign-in attempts are limited to stop password guessing. No system is perfectly safe, so
        please use a strong password that you do not use anywhere else.
      </p>

      <h2>5. Data retention</h2>
      <p>
        We keep your data while your account is open. When you close your account we delete your profile,
        documents and applications, except records we must keep for legal, tax or fraud-prevention reasons,
        which are deleted when that reason ends. Logs are kept only as long as needed to keep the service
        secure.
      </p>

      <h2>6. Your data rights</h2>
      <p>
        Under the Data Protection Act you have the right to be told how your data is used, to see the data we
        hold about you, to correct it, to have it deleted, to object to its use, and to receive a copy in a
        common format. You can edit most of your data yourself in your profile; for anything else, write to
        us. If you are not satisfied with our answer, you may complain to the Office of the Data Protection
        Commissioner.
      </p>

      <h2>7. Children</h2>
      <p>
        Kweli Jobs is not for anyone under 18. We do not knowingly collect data from children. If you believe
        a child has created an account, tell us and we will delete it.
      </p>

      <h2>8. Changes to this policy</h2>
      <p>
        We may update this policy as the service changes. The date at the top shows the latest version, and we
        will tell you by e-mail of important changes before they apply.
      </p>

      <h2>9. Contact us</h2>
      <p>
        Questions or requests about your personal data? Write to us at <SupportEmail subject="Privacy" /> and
        we will answer within the time the law allows.
      </p>
    </ContentPage>
  );
}
