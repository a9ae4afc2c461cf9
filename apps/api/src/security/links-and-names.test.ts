import { LINK_MESSAGES, NAME_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEmail } from '../modules/notifications/emails.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser, signUpBody, type TestUser } from '../test/users.ts';

/**
 * Issue 20, items 7 and 8: link fields hold web addresses only, names hold no address, and e-mails
 * never turn what others typed into a link.
 */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

const patchCompany = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/employer-profile/', headers: employer.headers, payload });
const patchCandidate = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/candidate-profile/', headers: candidate.headers, payload });

describe('link fields', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com',
    'https://',
  ])('When a company link is %s, then it is refused with a field error and not stored', async (url) => {
    const res = await patchCompany({ link_1: { platform: 'Site', url } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'link_1.url': [LINK_MESSAGES.notWebAddress] });
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/employer-profile/',
      headers: employer.headers,
    });
    expect(JSON.stringify(stored.json())).not.toContain(url);
  });

  it('When company and candidate links are http or https addresses, then they are kept', async () => {
    const company = await patchCompany({
      link_1: { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/kweli' },
      link_2: { platform: 'Blog', url: 'http://blog.kweli.co.ke/news' },
    });
    expect(company.statusCode).toBe(200);
    expect(company.json().link_2).toEqual({ platform: 'Blog', url: 'http://blog.kweli.co.ke/news' });
    const own = await patchCandidate({ link_1: { platform: 'GitHub', url: 'https://github.com/amina' } });
    expect(own.statusCode).toBe(200);
    const bad = await patchCandidate({ link_1: { platform: 'X', url: 'data:text/html,hi' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'link_1.url': [LINK_MESSAGES.notWebAddress] });
  });
});

describe('names', () => {
  it.each(['Amina www.win-prize.example', 'Visit https://evil.example', 'WWW.evil.example'])(
    'When a sign-up name is "%s", then it is refused with a field error',
    async (name) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signup/candidate/',
        payload: { ...signUpBody('named@example.com'), full_name: name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ full_name: [NAME_MESSAGES.noWebAddress] });
    },
  );

  it('When an employer or candidate name looks like an address, then it is refused; an ordinary name is kept', async () => {
    const company = await patchCompany({ company_name: 'Jobs at www.evil.example' });
    expect(company.json()).toEqual({ company_name: [NAME_MESSAGES.noWebAddress] });
    const employerSignUp = await t.app.inject({
      method: 'POST',
      url: '/api/signup/employer/',
      payload: { user: signUpBody('boss@example.com').user, user_name: 'http://evil.example' },
    });
    expect(employerSignUp.json()).toEqual({ user_name: [NAME_MESSAGES.noWebAddress] });
    const first = await patchCandidate({ first_name: 'www.me' });
    expect(first.json()).toEqual({ first_name: [NAME_MESSAGES.noWebAddress] });
    const fine = await patchCompany({ company_name: "Kwame & O'Neil Ltd." });
    expect(fine.statusCode).toBe(200);
  });
});

describe('e-mails', () => {
  it('When an e-mail carries text others typed, then it is escaped and never becomes a link', () => {
    const mail = notificationEmail(
      'amina@example.com',
      'status_change',
      'Your application for <a href="https://evil.example/x">Click</a> at evil.example was reviewed',
      'Accountant',
      'http://localhost:3000/candidate-dashboard/notifications?highlight=1',
      'http://localhost:3000/settings',
    );
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['http://localhost:3000/candidate-dashboard/notifications?highlight=1']);
    expect(mail.html).not.toContain('<a href="https://evil');
    expect(mail.html).toContain('&#60;a href=&#34;https:&#8203;//evil.&#8203;example/x&#34;&#62;');
    expect(mail.html).not.toMatch(/evil\.example/);
  });
});
