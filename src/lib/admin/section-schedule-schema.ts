import * as z from 'zod/mini';
import { scheduledTime } from './campaign-schema';

/*
 * The form "Programmer la publication" beside a section (issue 30, decision 070): one time typed
 * in Swiss time, to come. Parsed with the same schema in the browser and in the server action;
 * messages are keys of the admin text set's `pages.schedule.errors`.
 */

export const sectionScheduleErrorKeys = ['scheduleInvalid', 'scheduleInPast'] as const;

/** The form's schema at `now`: a `datetime-local` value in Swiss time, later than `now`. */
export function sectionScheduleSchema(now: Date) {
  return z.object({
    publishAt: z.string('scheduleInvalid').check(
      z.maxLength(40, 'scheduleInvalid'),
      z.superRefine((publishAt, context) => {
        const time = scheduledTime(publishAt, now);
        if (!time.ok)
          context.issues.push({ code: 'custom', message: time.error, input: publishAt });
      }),
    ),
  });
}
