import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_LINKS } from '../../components/layouts/site-footer.tsx';
import { renderLoadedPage } from '../../test/render-page.tsx';
import { contentRoutes } from './routes.ts';

// The support address comes from the server's configuration block (SUPPORT_EMAIL), not a constant.
const SUPPORT_EMAIL = 'hello@kweli.example';
// The privacy contact and the inactivity period come from it too (issue 23 item 7).
const PRIVACY_CONTACT_EMAIL = 'dpo@kweli.example';
beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'app-config';
  block.textContent = JSON.stringify({
    supportEmail: SUPPORT_EMAIL,
    googleClientId: null,
    privacyContactEmail: PRIVACY_CONTACT_EMAIL,
    retentionInactiveMonths: 18,
  });
  document.head.append(block);
});

/** Opens a path through the real (lazy) content routes and waits for the page's heading. */
async function openPage(path: string) {
  await renderLoadedPage(path, [{ path: '/', children: contentRoutes }]);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { heading, page: heading.closest('article, .landing') as HTMLElement };
}

const sectionTitles = (page: HTMLElement) =>
  within(page)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

function expectExternalLinks(links: HTMLElement[], count: number) {
  expect(links).toHaveLength(count);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
}

describe('content pages', () => {
  it('When the footer links are followed, then each leads to a content route', () => {
    const paths = contentRoutes.map((route) => `/${route.path}`);
    expect(FOOTER_LINKS.map((link) => link.to)).toEqual([
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/blog',
      '/guides',
      '/tips',
      '/faq',
      '/help',
      '/feedback',
    ]);
    for (const link of FOOTER_LINKS) expect(paths).toContain(link.to);
  });

  it('When the about page is opened, then it names 2024, the meaning of Kweli and the three calls to action', async () => {
    const { heading, page } = await openPage('/about');
    expect(heading).toHaveTextContent('About Kweli Jobs');
    expect(page).toHaveTextContent('founded in 2024');
    expect(page).toHaveTextContent('Kweli means truth in Swahili');
    expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/signup/candidate');
    expect(screen.getByRole('link', { name: 'Post Jobs' })).toHaveAttribute('href', '/signup/employer');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  for (const path of ['/terms', '/terms-and-conditions']) {
    it(`When ${path} is opened, then the Terms of Service show their date, 12 sections, Kenyan law and the age of 18`, async () => {
      const { heading, page } = await openPage(path);
      expect(heading).toHaveTextContent('Terms of Service');
      expect(page).toHaveTextContent('Last updated: June 4, 2025');
      expect(sectionTitles(page)).toHaveLength(12);
      expect(page).toHaveTextContent('you must be at least 18 years of age');
      expect(page).toHaveTextContent('These terms are governed by the laws of Kenya.');
      expect(within(page).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      );
    });
  }

  it('When the privacy policy is opened, then it shows its date, the nine sections in order and the age of 18', async () => {
    const { heading, page } = await openPage('/privacy');
    expect(heading).toHaveTextContent('Privacy Policy');
    expect(page).toHaveTextContent('Last updated: June 4, 2025');
    expect(sectionTitles(page)).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. How we share information',
      '4. Security',
      '5. Data retention',
      '6. Your data rights',
      '7. Children',
      '8. Changes to this policy',
      '9. Contact us',
    ]);
    expect(page).toHaveTextContent('Kweli Jobs is not for anyone under 18.');
  });

  it('When the privacy policy is opened, then it states the retention schedule with the configured period, each right with where to use it, and the privacy contact', async () => {
    const { page } = await openPage('/privacy');
    expect(page).toHaveTextContent('an account nobody has signed in to for 18 months is erased');
    expect(page).toHaveTextContent('deleted six months after you last changed them');
    expect(page).toHaveTextContent('24 months after it closes');
    expect(page).toHaveTextContent('sees “Deleted candidate”');
    expect(page).toHaveTextContent('deleted 7 days after they are ready');
    expect(page).not.toHaveTextContent(
      'When you close your account we delete your profile, documents and applications',
    );
    const rights = within(page).getByRole('heading', { name: '6. Your data rights' }).nextElementSibling!
      .nextElementSibling as HTMLElement;
    expect(rights).toHaveTextContent('“Download my data” in Settings');
    expect(rights).toHaveTextContent('“Delete my account” in Settings');
    expect(within(rights).getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute('href', '/settings');
    expect(within(rights).getByRole('link', { name: 'dashboard' })).toHaveAttribute(
      'href',
      '/candidate-dashboard',
    );
    expect(within(page).getByRole('link', { name: PRIVACY_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${PRIVACY_CONTACT_EMAIL}?subject=Privacy`,
    );
  });

  it('When the FAQ is opened, then its seven questions show with the Forgot Password, Post a Job and support answers', async () => {
    const { page } = await openPage('/faq');
    expect(sectionTitles(page)).toEqual([
      'What is Kweli Jobs?',
      'How do I create an account?',
      'I forgot my password. How do I reset it?',
      'How do I apply for a job?',
      'How do employers post a job?',
      'How do I contact support?',
      'Is my data secure?',
    ]);
    expect(page).toHaveTextContent('choose the Forgot Password link');
    expect(within(page).getByRole('link', { name: 'request a new link' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    expect(page).toHaveTextContent('use Post a Job');
    expect(within(page).getByRole('link', { name: SUPPORT_EMAIL })).toBeInTheDocument();
  });

  it('When the blog is opened, then five external articles open in a new tab', async () => {
    const { heading, page } = await openPage('/blog');
    expect(heading).toHaveTextContent('Career Blog');
    expectExternalLinks(within(page).getAllByRole('link'), 5);
  });

  it('When the guides are opened, then five external guides open in a new tab', async () => {
    const { heading, page } = await openPage('/guides');
    expect(heading).toHaveTextContent('Job Guides');
    expectExternalLinks(within(page).getAllByRole('link'), 5);
  });

  it('When the tips are opened, then five video channels (one with its subscriber count) and two articles show', async () => {
    const { heading } = await openPage('/tips');
    expect(heading).toHaveTextContent('Interview Tips');
    const channels = screen.getByRole('region', { name: 'Video channels' });
    const articles = screen.getByRole('region', { name: 'Articles' });
    expectExternalLinks(within(channels).getAllByRole('link'), 5);
    expectExternalLinks(within(articles).getAllByRole('link'), 2);
    expect(within(channels).getAllByText(/subscribers$/)).toHaveLength(1);
    expect(within(articles).queryByText(/subscribers$/)).toBeNull();
  });

  for (const [path, title] of [
    ['/contact', 'Contact Us'],
    ['/help', 'Help'],
    ['/feedback', 'Feedback'],
  ] as const) {
    it(`When ${path} is opened, then it shows the configured support address`, async () => {
      const { heading, page } = await openPage(path);
      expect(heading).toHaveTextContent(title);
      const email = within(page).getByRole('link', { name: SUPPORT_EMAIL });
      expect(email.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}`));
    });
  }

  it('When the employer landing page is opened, then it links to employer sign-up, sign-in and the home page', async () => {
    const { page } = await openPage('/employer');
    const hrefs = within(page)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/SignUp/employer', '/login', '/']));
    expect(screen.getByRole('link', { name: 'Create an employer account' })).toHaveAttribute(
      'href',
      '/SignUp/employer',
    );
  });
});
