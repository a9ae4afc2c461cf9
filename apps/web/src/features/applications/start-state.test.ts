import { describe, expect, it } from 'vitest';
import { emptyDraft, startState } from './start-state.ts';
import { sampleApplication } from './test-fixtures.tsx';

const none = { current: null, draft: null };

describe('where the application form opens', () => {
  it('When nothing is kept and no application exists, then step 1 with an empty form', () => {
    expect(startState({ jobId: 5, forceNew: false, existing: null, stored: none, profileCv: null })).toEqual({
      kind: 'form',
      current: { jobId: 5, applicationId: null, step: 1 },
      draft: emptyDraft(5),
    });
  });

  it('When a cover letter is kept, then step 2; with a CV too, then step 3', () => {
    const draft = { ...emptyDraft(5), cover_letter: 'Hello', unsaved: true };
    const stored = { current: null, draft };
    expect(startState({ jobId: 5, forceNew: false, existing: null, stored, profileCv: null })).toMatchObject({
      current: { step: 2 },
      draft: { cover_letter: 'Hello' },
    });
    const withCv = { current: null, draft: { ...draft, cv: 'media/1/application_cv/cv.pdf' } };
    expect(
      startState({ jobId: 5, forceNew: false, existing: null, stored: withCv, profileCv: null }),
    ).toMatchObject({ current: { step: 3 } });
  });

  it('When a draft exists on the server, then step 1 in edit mode with its contents', () => {
    const existing = sampleApplication();
    expect(startState({ jobId: 5, forceNew: false, existing, stored: none, profileCv: null })).toMatchObject({
      current: { jobId: 5, applicationId: 11, step: 1 },
      draft: { cover_letter: 'Dear team', cv: existing.cv, use_profile_cv: false },
    });
  });

  it('When the browser kept work on this very draft, then it opens where it was, with that work', () => {
    const stored = {
      current: { jobId: 5, applicationId: 11, step: 2 as const },
      draft: { ...emptyDraft(5), cover_letter: 'Typed, not saved', unsaved: true },
    };
    expect(
      startState({ jobId: 5, forceNew: false, existing: sampleApplication(), stored, profileCv: null }),
    ).toEqual({ kind: 'form', current: stored.current, draft: stored.draft });
  });

  it('When work typed offline for this job was never saved, then it opens over the server draft, to be saved into it', () => {
    const stored = {
      current: { jobId: 5, applicationId: null, step: 1 as const },
      draft: { ...emptyDraft(5), cover_letter: 'Typed offline', unsaved: true },
    };
    expect(
      startState({ jobId: 5, forceNew: false, existing: sampleApplication(), stored, profileCv: null }),
    ).toEqual({ kind: 'form', current: { jobId: 5, applicationId: 11, step: 1 }, draft: stored.draft });
  });

  it('When the kept work for this job was saved, then the server draft opens as it is', () => {
    const stored = {
      current: { jobId: 5, applicationId: null, step: 2 as const },
      draft: { ...emptyDraft(5), cover_letter: 'Old, saved', unsaved: false },
    };
    expect(
      startState({ jobId: 5, forceNew: false, existing: sampleApplication(), stored, profileCv: null }),
    ).toMatchObject({ current: { applicationId: 11, step: 1 }, draft: { cover_letter: 'Dear team' } });
  });

  it('When the kept work is for another job, then it is dropped', () => {
    const stored = {
      current: { jobId: 9, applicationId: null, step: 3 as const },
      draft: { ...emptyDraft(9), cover_letter: 'For job 9', cv: 'x' },
    };
    expect(startState({ jobId: 5, forceNew: false, existing: null, stored, profileCv: null })).toMatchObject({
      current: { jobId: 5, step: 1 },
      draft: { jobId: 5, cover_letter: '' },
    });
  });

  it('When ?new=1 is asked over a draft, then an empty form that will replace the draft', () => {
    const stored = { current: null, draft: { ...emptyDraft(5), cover_letter: 'Old' } };
    expect(
      startState({ jobId: 5, forceNew: true, existing: sampleApplication(), stored, profileCv: null }),
    ).toEqual({ kind: 'form', current: { jobId: 5, applicationId: 11, step: 1 }, draft: emptyDraft(5) });
  });

  it('When the application was already submitted, then no form: already applied', () => {
    const existing = sampleApplication({ submission_status: 'submitted' });
    expect(startState({ jobId: 5, forceNew: false, existing, stored: none, profileCv: null })).toEqual({
      kind: 'already-applied',
    });
    expect(startState({ jobId: 5, forceNew: true, existing, stored: none, profileCv: null })).toEqual({
      kind: 'already-applied',
    });
  });
});
