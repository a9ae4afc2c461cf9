import { joinPhoneNumber } from '@kweli/shared';
import type { EducationBody } from '../api/profile.ts';
import { type EducationDraft, linkBody, type WizardDraft } from './draft.ts';

/** What each of the wizard's saves sends, built from what the candidate filled. */
export const personalBody = (d: WizardDraft) => ({
  first_name: d.first_name.trim(),
  last_name: d.last_name.trim(),
  phone: joinPhoneNumber(d.phone_code, d.phone_number.replace(/[\s-]/g, '')),
  date_of_birth: d.date_of_birth || null,
  preferences: d.preferences,
});

export const uploadsBody = (d: WizardDraft) => ({
  profile_picture: d.profile_picture,
  cv_file: d.cv_file,
  link_1: linkBody(d.links[0]),
  link_2: linkBody(d.links[1]),
  link_3: linkBody(d.links[2]),
});

export const educationBody = (e: EducationDraft): EducationBody => ({
  institution_name: e.institution_name,
  course: e.course,
  education_level: e.education_level || null,
  from_date: e.from_date || null,
  to_date: e.is_current ? null : e.to_date || null,
  is_current: e.is_current,
});
