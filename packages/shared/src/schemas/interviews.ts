import { z } from 'zod';
import {
  INTERVIEW_DAYS_AHEAD_MAX,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LOCATION_MAX,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODES,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
} from '../recruiter-texts.ts';
import { recordId } from './applications.ts';
import { pageOf } from './paging.ts';

/**
 * Interviews (issue 28 item 3, docs/decisions/091-interviews.md): the employer offers one to three times,
 * the candidate accepts one or declines. The API validates with these schemas; the invite form and the
 * candidate's answer use the same rules.
 */
const DAY_MS = 24 * 3600 * 1000;

/** One offered time: an ISO date-time with its offset ("2026-12-01T10:00:00+03:00" or "...Z"). */
export const interviewSlot = z.iso.datetime({ offset: true, error: INTERVIEW_MESSAGES.slotInvalid });

/** Why a list of offered times is refused at `now`, or null: past, too far, repeated. */
export function slotsProblem(slots: string[], now = Date.now()): string | null {
  const times = slots.map((s) => Date.parse(s));
  if (times.some((t) => t <= now)) return INTERVIEW_MESSAGES.slotPast;
  if (times.some((t) => t > now + INTERVIEW_DAYS_AHEAD_MAX * DAY_MS)) return INTERVIEW_MESSAGES.slotTooFar;
  if (new Set(times).size !== times.length) return INTERVIEW_MESSAGES.slotsRepeat;
  return null;
}

export const interviewMode = z.enum(INTERVIEW_MODES, { error: INTERVIEW_MESSAGES.modeUnknown });
export const interviewDuration = z
  .number({ error: INTERVIEW_MESSAGES.durationRange })
  .int({ error: INTERVIEW_MESSAGES.durationRange })
  .min(INTERVIEW_DURATION_MIN, { error: INTERVIEW_MESSAGES.durationRange })
  .max(INTERVIEW_DURATION_MAX, { error: INTERVIEW_MESSAGES.durationRange });
export const interviewLocation = z
  .string()
  .trim()
  .max(INTERVIEW_LOCATION_MAX, { error: INTERVIEW_MESSAGES.locationTooLong });

/** POST /applications/{id}/interviews/ */
export const interviewPayload = z
  .object({
    slots: z
      .array(interviewSlot, { error: INTERVIEW_MESSAGES.slotsRequired })
      .min(1, { error: INTERVIEW_MESSAGES.slotsRequired })
      .max(INTERVIEW_SLOTS_MAX, { error: INTERVIEW_MESSAGES.slotsTooMany })
      .superRefine((slots, ctx) => {
        const problem = slotsProblem(slots);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    mode: interviewMode,
    location: interviewLocation.default(''),
    duration_minutes: interviewDuration,
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'in_person' && !value.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.locationRequired });
  });
export type InterviewPayload = z.input<typeof interviewPayload>;

/** POST /interviews/{id}/accept/ */
export const interviewAcceptPayload = z.object({
  slot: z.iso.datetime({ offset: true, error: INTERVIEW_MESSAGES.slotNotOffered }),
});
/** POST /interviews/{id}/decline/ */
export const interviewDeclinePayload = z.object({
  reason: z
    .string()
    .trim()
    .max(INTERVIEW_REASON_MAX, { error: INTERVIEW_MESSAGES.reasonTooLong })
    .default(''),
});
export type InterviewDeclinePayload = z.input<typeof interviewDeclinePayload>;

/** GET /interviews/?application=&page= */
export const interviewsQuery = z.object({
  application: recordId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const interview = z.object({
  id: z.number().int(),
  application: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), company_name: z.string() }),
  candidate_name: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(z.string()),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  duration_minutes: z.number().int(),
  confirmed_slot: z.string().nullable(),
  decline_reason: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Interview = z.infer<typeof interview>;
export const interviewsPage = pageOf(interview);
export type InterviewsPage = z.infer<typeof interviewsPage>;

/** What the applicants list tells of an application's latest interview (the pipeline view). */
export const interviewSummary = z
  .object({ status: z.enum(INTERVIEW_STATUSES), confirmed_slot: z.string().nullable() })
  .nullable();
export type InterviewSummary = z.infer<typeof interviewSummary>;

/**
 * The invite form: each time as a date and a time of day in Nairobi; `toInterviewPayload` turns it into
 * the call's body. The same rules as the server's, on the form's fields.
 */
export const interviewFormSchema = z
  .object({
    slots: z
      .array(z.object({ date: z.string(), time: z.string() }))
      .min(1, { error: INTERVIEW_MESSAGES.slotsRequired })
      .max(INTERVIEW_SLOTS_MAX, { error: INTERVIEW_MESSAGES.slotsTooMany }),
    mode: interviewMode,
    location: interviewLocation,
    duration_minutes: z.coerce.number<string | number>().pipe(interviewDuration),
  })
  .superRefine((value, ctx) => {
    const isos: string[] = [];
    value.slots.forEach((slot, i) => {
      const iso = slotIso(slot.date, slot.time);
      if (!iso)
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'date'], message: INTERVIEW_MESSAGES.slotInvalid });
      else isos.push(iso);
    });
    if (isos.length === value.slots.length) {
      const problem = slotsProblem(isos);
      if (problem) ctx.addIssue({ code: 'custom', path: ['slots', 'root'], message: problem });
    }
    if (value.mode === 'in_person' && !value.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.locationRequired });
  });
export type InterviewFormValues = z.input<typeof interviewFormSchema>;

/** A date ("2026-12-01") and time ("10:00") in Nairobi as an ISO date-time, or null when incomplete. */
export function slotIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = `${date}T${time}:00+03:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

export function toInterviewPayload(values: z.output<typeof interviewFormSchema>): InterviewPayload {
  return {
    slots: values.slots.map((s) => slotIso(s.date, s.time)!),
    mode: values.mode,
    location: values.location,
    duration_minutes: values.duration_minutes,
  };
}
