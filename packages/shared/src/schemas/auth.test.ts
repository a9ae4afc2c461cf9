import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, candidateSignUpForm, setNewPasswordPayload } from './auth.ts';

/** One password rule (issue 27 item 6): sign-up and reset accept and refuse the same passwords, alike. */
const signUp = (password: string) =>
  candidateSignUpForm.safeParse({
    full_name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    password,
    confirm_password: password,
    accept_terms: true,
  });
const reset = (password: string) =>
  setNewPasswordPayload.safeParse({ new_password1: password, new_password2: password });

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the password rule', () => {
  it.each(['Jambo#2025x', 'Kweli@2024', 'Habari_2025', 'Safari 2025!', 'Nairobi~254'])(
    'When %s is chosen, then sign-up and reset both accept it',
    (password) => {
      expect(signUp(password).success).toBe(true);
      expect(reset(password).success).toBe(true);
    },
  );

  it.each(['jambo#2025x', 'Jambo#abcde', 'Jambo2025x', 'Ja#1'])(
    'When %s is chosen, then both refuse it with the same message',
    (password) => {
      expect(messages(signUp(password))).toEqual([AUTH_MESSAGES.passwordWeak]);
      expect(messages(reset(password))).toEqual([AUTH_MESSAGES.passwordWeak]);
    },
  );
});
