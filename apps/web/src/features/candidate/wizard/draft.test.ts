import { describe, expect, it } from 'vitest';
import { namesFromSignUp } from './draft.ts';

describe('the names the wizard starts with', () => {
  it('When only the sign-up name is known, then it fills the first and last name', () => {
    expect(namesFromSignUp({ first_name: '', last_name: '', full_name: 'Wanjiku Kamau' })).toEqual({
      first_name: 'Wanjiku',
      last_name: 'Kamau',
    });
    expect(namesFromSignUp({ first_name: '', last_name: '', full_name: ' Mary  Wanjiku Kamau ' })).toEqual({
      first_name: 'Mary Wanjiku',
      last_name: 'Kamau',
    });
    expect(namesFromSignUp({ first_name: '', last_name: '', full_name: 'Wanjiku' })).toEqual({
      first_name: 'Wanjiku',
      last_name: '',
    });
  });

  it('When the profile has names, then they are kept', () => {
    expect(namesFromSignUp({ first_name: 'Amina', last_name: '', full_name: 'Wanjiku Kamau' })).toEqual({
      first_name: 'Amina',
      last_name: '',
    });
  });
});
