import { CANDIDATE_MESSAGES, type CandidateProfile, MEDIA_MESSAGES } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { UploadError } from '../../../api/upload.ts';
import { messageText } from '../../../i18n/messages/index.ts';
import { showFieldMessages } from '../../../lib/forms/form-rules.ts';
import {
  deleteEducation,
  deleteWorkExperience,
  profileQueryOptions,
  saveEducation,
  saveWorkExperience,
  updateProfile,
} from '../api/profile.ts';
import { type EducationDraft, filledEducations, filledExperiences, type WizardDraft } from './draft.ts';
import { educationBody, personalBody, uploadsBody } from './profile-bodies.ts';

/**
 * How the profile wizard saves (docs/product/candidate.md §2, §5): leaving step 1 or 3 updates the profile,
 * leaving step 2 deletes the removed entries and saves each filled one, a certificate needs its education
 * saved first, and Submit sends the whole profile. Each answers whether it worked; a refusal puts the
 * server's field messages on their fields and says the rest through `say`.
 */
export type Say = (text: string, refusal: { fieldsShown: boolean; generic: boolean }) => void;

/** Field messages of an API answer, first message each, with an optional prefix for list entries. */
function fieldMessagesOf(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldMessages()).map(([k, v]) => [`${prefix}${k}`, v]));
}

export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 401 ? messageText(CANDIDATE_MESSAGES.authError) : fallback;

/** A saved entry already removed elsewhere is gone either way. */
function ignoreGone(error: unknown) {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

function educationFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return messageText(CANDIDATE_MESSAGES.authError);
    const detail = messageText(Object.values(error.fieldMessages())[0] ?? error.message);
    return messageText(CANDIDATE_MESSAGES.educationFailed(detail));
  }
  return messageText(CANDIDATE_MESSAGES.somethingWrong);
}

export function useProfileSaving(form: UseFormReturn<WizardDraft>, say: Say) {
  const queryClient = useQueryClient();
  /** Ids of educations created in this visit, by entry, for certificates uploaded right after. */
  const educationIds = useRef(new Map<string, number>());
  const saved = (answer: CandidateProfile) =>
    queryClient.setQueryData(profileQueryOptions().queryKey, answer);
  /** `generic`: the text only says the save failed (no need for it when the fields say why). */
  const refused = (text: string, error: unknown, generic: boolean, prefix = '') => {
    const fields = fieldMessagesOf(error, prefix);
    showFieldMessages(form, fields);
    say(text, { fieldsShown: Object.keys(fields).length > 0, generic });
  };

  /** Saved entries keep their ids, so that saving again updates them rather than adding copies. */
  function keepIds(experiences: Map<string, number>, educations: Map<string, number>) {
    for (const [key, id] of educations) educationIds.current.set(key, id);
    const d = form.getValues();
    form.setValue(
      'experiences',
      d.experiences.map((e) => (experiences.has(e.key) ? { ...e, id: experiences.get(e.key) } : e)),
    );
    form.setValue(
      'educations',
      d.educations.map((e) => (educations.has(e.key) ? { ...e, id: educations.get(e.key) } : e)),
    );
  }

  async function savePersonalDetails(d: WizardDraft): Promise<boolean> {
    try {
      saved(await updateProfile(personalBody(d)));
      return true;
    } catch (error) {
      refused(failureText(error, messageText(CANDIDATE_MESSAGES.profileSaveFailed)), error, true);
      return false;
    }
  }

  async function saveEntries(d: WizardDraft): Promise<boolean> {
    const experienceIds = new Map<string, number>();
    const educationIdsSaved = new Map<string, number>();
    // A saved entry emptied of everything that names it goes, as the profile update treats it.
    const emptied = <T extends { id?: number }>(all: T[], kept: T[]) =>
      all.filter((e) => e.id && !kept.includes(e)).map((e) => e.id!);
    const goneExperiences = [...d.removedExperiences, ...emptied(d.experiences, filledExperiences(d))];
    const goneEducations = [...d.removedEducations, ...emptied(d.educations, filledEducations(d))];
    try {
      for (const id of goneExperiences) await deleteWorkExperience(id).catch(ignoreGone);
      for (const id of goneEducations) await deleteEducation(id).catch(ignoreGone);
      const current = form.getValues();
      form.setValue('removedExperiences', []);
      form.setValue('removedEducations', []);
      form.setValue(
        'experiences',
        current.experiences.map((e) =>
          e.id && goneExperiences.includes(e.id) ? { ...e, id: undefined } : e,
        ),
      );
      form.setValue(
        'educations',
        current.educations.map((e) =>
          e.id && goneEducations.includes(e.id) ? { ...e, id: undefined, certificate: null } : e,
        ),
      );
    } catch (error) {
      say(failureText(error, messageText(CANDIDATE_MESSAGES.somethingWrong)), {
        fieldsShown: false,
        generic: true,
      });
      return false;
    }
    for (const entry of filledExperiences(d)) {
      const index = d.experiences.indexOf(entry);
      try {
        const answer = await saveWorkExperience(entry.id, {
          company_name: entry.company_name,
          job_title: entry.job_title,
          from_date: entry.from_date || null,
          to_date: entry.is_current ? null : entry.to_date || null,
          is_current: entry.is_current,
          responsibilities: entry.responsibilities,
        });
        experienceIds.set(entry.key, answer.id);
      } catch (error) {
        keepIds(experienceIds, educationIdsSaved);
        const text = failureText(error, messageText(CANDIDATE_MESSAGES.experienceFailed));
        refused(text, error, false, `work_experiences.${index}.`);
        return false;
      }
    }
    for (const entry of filledEducations(d)) {
      const index = d.educations.indexOf(entry);
      const id = entry.id ?? educationIds.current.get(entry.key);
      try {
        const answer = await saveEducation(id, { ...educationBody(entry), certificate: entry.certificate });
        educationIdsSaved.set(entry.key, answer.id);
      } catch (error) {
        keepIds(experienceIds, educationIdsSaved);
        refused(educationFailure(error), error, false, `educations.${index}.`);
        return false;
      }
    }
    keepIds(experienceIds, educationIdsSaved);
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    return true;
  }

  async function saveUploads(d: WizardDraft): Promise<boolean> {
    try {
      saved(await updateProfile(uploadsBody(d)));
      return true;
    } catch (error) {
      refused(failureText(error, messageText(CANDIDATE_MESSAGES.profileSaveFailed)), error, true);
      return false;
    }
  }

  /**
   * A certificate for an unsaved education: the entry is checked and created first
   * (docs/product/candidate.md §5).
   */
  async function saveEducationFirst(entry: EducationDraft): Promise<number | null> {
    const known = entry.id ?? educationIds.current.get(entry.key);
    if (known) return known;
    const missing = !entry.institution_name.trim()
      ? messageText(CANDIDATE_MESSAGES.institutionRequired)
      : !entry.course.trim()
        ? messageText(CANDIDATE_MESSAGES.courseRequired)
        : !entry.from_date
          ? messageText(CANDIDATE_MESSAGES.startDateRequired)
          : null;
    if (missing) {
      showFieldMessages(form, { certificate: missing });
      return null;
    }
    try {
      const created = await saveEducation(undefined, educationBody(entry));
      educationIds.current.set(entry.key, created.id);
      keepIds(new Map(), new Map([[entry.key, created.id]]));
      form.clearErrors();
      return created.id;
    } catch (error) {
      showFieldMessages(form, { certificate: educationFailure(error) });
      return null;
    }
  }

  async function attachCertificate(entry: EducationDraft, key: string, fileName: string): Promise<void> {
    const id = entry.id ?? educationIds.current.get(entry.key);
    if (!id) throw new UploadError(messageText(MEDIA_MESSAGES.educationMissing));
    await saveEducation(id, { ...educationBody(entry), certificate: key });
    form.setValue(
      'educations',
      form
        .getValues('educations')
        .map((e) => (e.key === entry.key ? { ...e, id, certificate: key, certificateName: fileName } : e)),
      { shouldDirty: true },
    );
  }

  /** Step 4's Submit: the whole profile with the visibility choice. */
  async function submitProfile(d: WizardDraft): Promise<boolean> {
    try {
      saved(
        await updateProfile({
          ...personalBody(d),
          ...uploadsBody(d),
          // The wizard submits only once the question is answered (profile-wizard-page.tsx).
          ...(d.visible_to_employers === null ? {} : { visible_to_employers: d.visible_to_employers }),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
      return true;
    } catch (error) {
      say(failureText(error, messageText(CANDIDATE_MESSAGES.updateFailed)), {
        fieldsShown: false,
        generic: true,
      });
      return false;
    }
  }

  return {
    saveStep: [savePersonalDetails, saveEntries, saveUploads] as const,
    saveEducationFirst,
    attachCertificate,
    submitProfile,
  };
}
