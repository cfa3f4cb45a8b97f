import * as z from 'zod/mini';

/**
 * What an open editor's screen tells the server (POST /api/admin/presence): the document it
 * shows, `{kind}:{key}` (`services:reporting`, `pages:home`), and whether it is being left.
 */
export const presenceSchema = z.object({
  document: z.string().check(z.regex(/^[a-z][a-z-]{0,39}:[A-Za-z0-9/._-]{1,200}$/)),
  leaving: z.optional(z.boolean()),
});

/** Who else has the document open, as the server answers. */
export interface PresenceAnswer {
  others: { label: string; since: string }[];
}
