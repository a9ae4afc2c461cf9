import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { publicConfig } from '../../lib/config.ts';

/**
 * Privacy Policy (docs/product/foundation.md §1, §2.6): last updated June 4, 2025; nine sections in the
 * spec's order; not for anyone under 18. Written for Kenya's Data Protection Act, 2019, and true of the
 * product (issue 23 item 7): what is collected, why, who sees it, how long it is kept (the retention
 * schedule of docs/decisions/084, with RETENTION_INACTIVE_MONTHS), each right with the place that
 * exercises it, and the contact PRIVACY_CONTACT_EMAIL.
 */
export function PrivacyPage() {
  const { privacyContactEmail, retentionInactiveMonths } = publicConfig();
  return (
    <ContentPage title="Privacy Policy" updated="June 4, 2025">
      <p className="lead">
        Kweli Jobs respects your privacy. This policy explains what personal data we collect, why, who sees
        it, how long we keep it and how you use your rights. We handle personal data in line with Kenya’s Data
        Protection Act, 2019.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name or user name, e-mail address, password (stored only as a
          secure hash, never in readable form), whether you are a job seeker or an employer, and, if you sign
          in with Google, your Google account identifier.
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
          <strong>Your activity:</strong> jobs you save, job alerts, notifications, the days you sign in (for
          your streak), your consents (the terms you accepted and whether employers may find you), and which
          employers viewed your profile, application or CV.
        </li>
        <li>
          <strong>Sessions and security:</strong> for each signed-in session, the browser and device and the
          network (IP) address it was last used from; counts of failed sign-ins. We keep these to show you
          where you are signed in and to stop password guessing.
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
        searching our talent pool can see job seeker profiles unless you choose to hide yours. Every time an
        employer opens your profile, your application or your CV, it is recorded and shown to you under
        “Employers who viewed your profile” on your dashboard. Job posts and company profiles are public. We
        use trusted service providers for hosting, file storage and e-mail delivery, who may process data only
        on our instructions. We disclose data to authorities only when the law requires it.
      </p>

      <h2>4. Security</h2>
      <p>
        All traffic to Kweli Jobs is encrypted. Passwords are stored as one-way hashes. Your documents are
        never public: each file is shown only to people allowed to see it, through links that expire after a
        few minutes. Sign-in attempts are limited to stop password guessing. No system is perfectly safe, so
        please use a strong password that you do not use anywhere else.
      </p>

      <h2>5. Data retention</h2>
      <p>We keep your data only as long as this schedule says. A daily task applies it.</p>
      <ul>
        <li>
          <strong>Your account, profile, files, saved jobs, job alerts and notifications:</strong> while your
          account is open. When you delete your account they are erased at once, files included.
        </li>
        <li>
          <strong>Unused job seeker accounts:</strong> an account nobody has signed in to for{' '}
          {retentionInactiveMonths} months is erased as if you had deleted it. We e-mail you 30 days before;
          signing in keeps the account.
        </li>
        <li>
          <strong>Application drafts</strong> you never sent: deleted six months after you last changed them.
        </li>
        <li>
          <strong>Applications you sent:</strong> the employer keeps them while the job is open and for 24
          months after it closes; then, or at once when you delete your account, they are anonymised: the
          employer keeps only the job, the status and the dates, and sees “Deleted candidate” with no name,
          contact details, cover letter or CV.
        </li>
        <li>
          <strong>Your data downloads:</strong> deleted 7 days after they are ready.
        </li>
        <li>
          <strong>E-mails we send you:</strong> a copy is kept for 30 days after sending, for support
          questions.
        </li>
        <li>
          <strong>Sessions:</strong> until you sign out or 30 days after their last use; failed sign-in counts
          for at most one hour.
        </li>
        <li>
          <strong>Employer accounts:</strong> when an employer deletes its account, its company profile and
          logo are erased, its jobs are closed and their applicants are told; the closed jobs stay as a record
          of where candidates applied.
        </li>
      </ul>

      <h2>6. Your data rights</h2>
      <p>
        Under the Data Protection Act you have these rights. Most of them are one click away once you are
        signed in:
      </p>
      <ul>
        <li>
          <strong>To be informed</strong> how your data is used: this page.
        </li>
        <li>
          <strong>To access your data and receive a copy</strong> in a common format: “Download my data” in{' '}
          <Link to="/settings">Settings</Link> prepares a ZIP with all your data (as JSON) and your files.
        </li>
        <li>
          <strong>To know who saw your data:</strong> “Employers who viewed your profile” on your{' '}
          <Link to="/candidate-dashboard">dashboard</Link>.
        </li>
        <li>
          <strong>To correct it:</strong> edit your <Link to="/candidate-profile">profile</Link> (employers:
          their <Link to="/employer-profile">company profile</Link>); change your e-mail address in{' '}
          <Link to="/settings">Settings</Link>.
        </li>
        <li>
          <strong>To object</strong> to a use of your data: in <Link to="/settings">Settings</Link>, turn off
          “Show my profile to employers searching for talent” and notification e-mails; every job alert e-mail
          has a one-click unsubscribe link.
        </li>
        <li>
          <strong>To have it erased:</strong> “Delete my account” in <Link to="/settings">Settings</Link>.
        </li>
      </ul>
      <p>
        For anything else, write to us (section 9). If you are not satisfied with our answer, you may complain
        to the Office of the Data Protection Commissioner.
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
        Questions or requests about your personal data? Write to us at{' '}
        <a href={`mailto:${privacyContactEmail}?subject=${encodeURIComponent('Privacy')}`}>
          {privacyContactEmail}
        </a>{' '}
        and we will answer within the time the law allows.
      </p>
    </ContentPage>
  );
}
