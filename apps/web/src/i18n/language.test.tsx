import { ACCOUNT_MESSAGES, API_MESSAGES, AUTH_MESSAGES } from '@kweli/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicHeader } from '../components/layouts/public-layout.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { changeLanguage, currentLanguage, intlLocale } from './index.ts';
import { chooseLanguage, startLanguage, storedLanguage, takeAccountLanguage } from './language.ts';
import english from './locales/en.json';
import swahili from './locales/sw.json';
import { messageText } from './messages/index.ts';
import swahiliMessages from './messages/locales/sw.json';
import { withElements } from './react-binding.ts';

/** The language switch (issue 25 item 1): what it loads, where it keeps the choice, what it changes. */
afterEach(async () => {
  await changeLanguage('en');
});

describe('the language switcher', () => {
  it('When a visitor picks Kiswahili in the header, then the header switches, <html lang> follows and the browser keeps it', async () => {
    renderPage('/', [{ path: '/', element: <PublicHeader /> }]);
    const select = screen.getByRole('combobox', { name: english.switcher.label });
    expect(within(select).getByRole('option', { name: 'Kiswahili' })).toHaveAttribute('lang', 'sw');
    await userEvent.selectOptions(select, 'sw');
    expect(await screen.findByRole('combobox', { name: swahili.switcher.label })).toHaveValue('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(storedLanguage()).toBe('sw');
    expect(currentLanguage()).toBe('sw');
  });

  it('When a signed-in reader switches, then the account keeps it too (PATCH /api/account/)', async () => {
    const { calls } = mockFetch({ 'PATCH /api/account/': () => ({ status: 200, body: { language: 'sw' } }) });
    renderPage('/', [{ path: '/', element: <PublicHeader /> }], { signedInAs: 'candidate' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: english.switcher.label }), 'sw');
    await screen.findByRole('combobox', { name: swahili.switcher.label });
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ language: 'sw' }));
  });
});

describe('keeping the language', () => {
  it('When the app starts with Swahili kept, then it starts in Swahili; the account language at login wins', async () => {
    localStorage.setItem('language', 'sw');
    await startLanguage();
    expect(currentLanguage()).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    await takeAccountLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(storedLanguage()).toBe('en');
  });

  it('When nothing was chosen, then English; a stored value that is not ours is English too', async () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('en');
    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('messages of the shared package and the API', () => {
  it('When the reader reads English, then a message is shown as it came', () => {
    expect(messageText(AUTH_MESSAGES.emailTaken)).toBe(AUTH_MESSAGES.emailTaken);
    expect(intlLocale('en-GB')).toBe('en-GB');
  });

  it('When the reader reads Swahili, then a message shows in Swahili, with the values of a template kept', async () => {
    await changeLanguage('sw');
    expect(messageText(AUTH_MESSAGES.emailTaken)).toBe(
      (swahiliMessages as Record<string, string>)[AUTH_MESSAGES.emailTaken],
    );
    expect(messageText(ACCOUNT_MESSAGES.emailPending('amina@example.com'))).toBe(
      'Inasubiri uthibitisho kutoka amina@example.com.',
    );
    expect(messageText(API_MESSAGES.rateLimited(120))).toBe(
      'Majaribio mengi mno. Tafadhali jaribu tena baada ya dakika 2.',
    );
    // A text the catalogue does not know stays as it is.
    expect(messageText('Something new')).toBe('Something new');
    expect(intlLocale('en-GB')).toBe('sw-KE');
  });
});

describe('a text with elements inside', () => {
  it('When a text holds named, numbered, basic and self-closing tags, then each becomes its element; an unknown tag stays text', () => {
    const { container } = render(
      <p>
        {withElements('Sign in or <link>create <strong>an</strong> account</link>, <0>now</0><br/>', {
          link: <a href="/SignUp/candidate">x</a>,
          0: <em />,
        })}
        {withElements(' <odd>kept</odd> <open>left', undefined)}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Sign in or <a href="/SignUp/candidate">create <strong>an</strong> account</a>, <em>now</em><br> &lt;odd&gt;kept&lt;/odd&gt; &lt;open&gt;left</p>',
    );
  });
});
