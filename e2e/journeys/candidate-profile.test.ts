import { describe, expect, it } from 'vitest';
import { createVerifiedUser, DEMO_CANDIDATE, DEMO_PASSWORD, signIn } from '../accounts.ts';
import { PDF } from '../api.ts';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The candidate's profile story: a new candidate sees the completion banner, completes the 4-step
 * wizard (two experiences, an education with a certificate, a CV and links; an under-18 date cannot be
 * picked), reads the profile view, and the dashboard shows the streak and recommendations matching
 * the preferences.
 */
const pages = journeyPages();

const nairobiToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];

describe('candidate profile wizard, profile view and dashboard', () => {
  it('When a new candidate completes the wizard, then the profile and the dashboard show it, at 360 px with no axe findings', async () => {
    const user = await createVerifiedUser('candidate', 'Amina Wanjiru');
    const { context, page } = await pages.open(PHONE);
    await signIn(page, user.email, user.password);

    // A new profile: the banner and its link, the streak, no recommendations yet.
    await page.goto('/candidate-dashboard');
    await page.getByText('Complete your profile to get better job matches').waitFor();
    await page.getByText('No recommendations yet. Complete your profile to get better matches.').waitFor();
    await expect(page.getByTestId('current-streak').textContent()).resolves.toBe('1 day');
    await expect(page.getByTestId('longest-streak').textContent()).resolves.toBe('1 day');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await page.waitForURL('**/candidate-profile/complete');

    // Step 1: required fields first.
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    // The name typed at sign-up fills the name fields (issue 27 item 10); emptied, they are required.
    await expect.poll(() => page.getByLabel('First name *').inputValue()).toBe('Amina');
    await expect.poll(() => page.getByLabel('Last name *').inputValue()).toBe('Wanjiru');
    await page.getByLabel('First name *').fill('');
    await page.getByLabel('Last name *').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await page.getByText('Date of birth is required').waitFor();
    await expectAccessible(page);

    await page.getByLabel('First name *').fill('Amina');
    await page.getByLabel('Last name *').fill('Wanjiru');
    await expect.poll(() => page.getByLabel('Country code').inputValue()).toBe('Kenya');
    await page.getByLabel('Phone').fill('712345678');

    // The date of birth: 100 years, none after the 18-year cut-off.
    const [year, month, day] = nairobiToday();
    const years = await page
      .getByLabel('Date of birth: year')
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(year - 18);
    await page.getByLabel('Date of birth: year').selectOption(String(year - 18));
    if (month < 12) {
      const later = page.getByLabel('Date of birth: month').locator(`option[value="${month + 1}"]`);
      await expect(later.isDisabled()).resolves.toBe(true);
    }
    await page.getByLabel('Date of birth: month').selectOption(String(month));
    const lastDay = new Date(Date.UTC(year - 18, month, 0)).getUTCDate();
    if (day < lastDay) {
      const tooYoung = page.getByLabel('Date of birth: day').locator(`option[value="${day + 1}"]`);
      await expect(tooYoung.isDisabled()).resolves.toBe(true);
    }
    await page.getByLabel('Date of birth: year').selectOption('1995');
    await page.getByLabel('Date of birth: month').selectOption('5');
    await page.getByLabel('Date of birth: day').selectOption('17');

    // Preferences: Add is disabled while empty and at 3.
    const addTitle = page.getByRole('button', { name: 'Add job titles' });
    await expect(addTitle.isDisabled()).resolves.toBe(true);
    for (const title of ['Software Engineer', 'Data Analyst', 'Frontend Developer']) {
      await page.getByLabel('Job titles', { exact: true }).fill(title);
      await addTitle.click();
    }
    await expect(addTitle.isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Job titles', { exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Industries', { exact: true }).selectOption('Technology');
    await page.getByRole('button', { name: 'Add industries' }).click();
    // In Kenya (the first country) the place is a town and a county (issue 25 item 4).
    await page.getByLabel('Town', { exact: true }).fill('Nairobi');
    await page.getByLabel('Country', { exact: true }).selectOption('Kenya');
    // A place in Kenya names its county (issue 25 item 4).
    await page.getByLabel('County', { exact: true }).selectOption('Nairobi City');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByText('Nairobi, Nairobi City, Kenya').waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: two experiences (the current one has no end date) and an education.
    await page.getByRole('heading', { name: 'Work experience' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Savanna Digital Labs');
    await page.getByLabel('Job title', { exact: true }).fill('Junior Developer');
    await page.getByLabel('Experience 1 start date: year').selectOption('2018');
    await page.getByLabel('Experience 1 start date: month').selectOption('1');
    await page.getByLabel('Experience 1 start date: day').selectOption('8');
    await page.getByLabel('Experience 1 end date: year').selectOption('2021');
    await page.getByLabel('Experience 1 end date: month').selectOption('6');
    await page.getByLabel('Experience 1 end date: day').selectOption('30');
    await page.getByRole('button', { name: 'Add experience' }).click();
    await page.getByLabel('Company name', { exact: true }).nth(1).fill('Pesa Haraka Fintech');
    await page.getByLabel('Job title', { exact: true }).nth(1).fill('Software Engineer');
    await page.getByLabel('Experience 2 start date: year').selectOption('2021');
    await page.getByLabel('Experience 2 start date: month').selectOption('7');
    await page.getByLabel('Experience 2 start date: day').selectOption('1');
    await page.getByLabel('Experience 2 end date: year').selectOption('2023');
    await page.getByLabel('I currently work here').nth(1).check();
    await expect(page.getByLabel('Experience 2 end date: year').isDisabled()).resolves.toBe(true);
    await expect.poll(() => page.getByLabel('Experience 2 end date: year').inputValue()).toBe('');
    await page.getByLabel('Institution name', { exact: true }).fill('University of Nairobi');
    await page.getByLabel('Course', { exact: true }).fill('BSc Computer Science');
    await page.getByLabel('Education level').selectOption("Bachelor's Degree");
    await page.getByLabel('Education 1 start date: year').selectOption('2013');
    await page.getByLabel('Education 1 start date: month').selectOption('9');
    await page.getByLabel('Education 1 start date: day').selectOption('2');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: a CV, the certificate of the saved education, three links.
    await page.getByRole('heading', { name: 'Uploads' }).waitFor();
    await page
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'Amina CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('CV uploaded: Amina CV.pdf').waitFor();
    await page
      .getByLabel('Certificate for BSc Computer Science at University of Nairobi')
      .setInputFiles({ name: 'degree.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('Certificate uploaded: degree.pdf').waitFor();
    const links = [
      ['LinkedIn', 'https://www.linkedin.com/in/amina-wanjiru'],
      ['GitHub', 'https://github.com/amina-wanjiru'],
      ['Portfolio', 'https://amina.dev'],
    ];
    for (const [i, [platform, url]] of links.entries()) {
      await page.getByLabel(`Link ${i + 1} platform`).fill(platform!);
      await page.getByLabel(`Link ${i + 1} address`).fill(url!);
    }
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: the preview, then Submit and the dashboard.
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
    await page.getByRole('heading', { name: 'Amina Wanjiru' }).waitFor();
    await page.getByText('+254712345678').waitFor();
    // Visibility to employers is asked with nothing chosen (issue 23 item 4): Submit waits for an answer.
    const yes = page.getByRole('radio', { name: 'Yes, show my profile to employers searching for talent' });
    await expect(yes.isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Choose whether employers may find your profile').waitFor();
    await yes.check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/candidate-dashboard', { timeout: 5000 });

    // The dashboard: welcome, streak, no banner, recommendations matching the preferences.
    await page.getByRole('heading', { name: 'Welcome, Amina!' }).waitFor();
    await expect(page.getByTestId('current-streak').textContent()).resolves.toBe('1 day');
    await page.locator('.recommended-job').first().waitFor();
    await expect(page.getByText('Complete your profile to get better job matches').count()).resolves.toBe(0);
    const reasons = await page.locator('.recommended-job .match-reasons').first().textContent();
    expect(reasons).toMatch(/Software Engineer|Technology|Nairobi/);
    const titles = await page.locator('.recommended-job .job-card h3').allTextContents();
    expect(titles.some((t) => /Engineer|Developer|Analyst/.test(t))).toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // The job search box searches jobs.
    await page.getByLabel('Job title', { exact: true }).fill('Accountant');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/job_title=Accountant/);
    await page.locator('.job-results .job-card').first().waitFor();

    // The profile view.
    await page.goto('/candidate-profile');
    await page.getByRole('heading', { name: 'Amina Wanjiru' }).waitFor();
    await page.getByText(user.email).waitFor();
    await page.getByRole('link', { name: 'View CV' }).waitFor();
    await page.getByText('Software Engineer at Pesa Haraka Fintech').waitFor();
    await page.getByText('Junior Developer at Savanna Digital Labs').waitFor();
    await page.getByText('BSc Computer Science, University of Nairobi').waitFor();
    await page.getByRole('link', { name: 'View certificate' }).waitFor();
    await page.getByRole('link', { name: 'GitHub' }).waitFor();
    await page.getByText('Technology').first().waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/candidate-profile/complete');
    await expect.poll(() => page.getByLabel('First name *').inputValue()).toBe('Amina');
    await context.close();
  }, 120_000);

  it('When the demo candidate uses dark mode at 1280 px, then the dashboard, profile and wizard are dark and pass axe', async () => {
    const { context, page } = await pages.open(DESKTOP);
    await signIn(page, DEMO_CANDIDATE, DEMO_PASSWORD);
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.goto('/candidate-dashboard');
    await page.getByRole('heading', { name: 'Welcome, Achieng!' }).waitFor();
    await page.locator('.recommended-job').first().waitFor();
    await expect(page.evaluate(() => document.body.classList.contains('dark-mode'))).resolves.toBe(true);
    await expectAccessible(page);
    await page.goto('/candidate-profile');
    await page.getByRole('link', { name: 'View CV' }).waitFor();
    await expectAccessible(page);
    await page.goto('/candidate-profile/complete');
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
