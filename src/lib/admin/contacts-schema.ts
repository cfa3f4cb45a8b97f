import * as z from 'zod/mini';

/**
 * What the contact screens post to their server actions (hidden fields, never typed by hand,
 * yet checked like anything else that reaches the server).
 */

const contactId = z.string().check(z.minLength(1), z.maxLength(100));

/** 'Marquer comme traité', 'Spam', back to 'Nouveau'. */
export const contactStatusFormSchema = z.object({
  contactId,
  status: z.enum(['new', 'handled', 'spam']),
});

/** 'Renvoyer la notification' and 'Supprimer'. */
export const contactIdFormSchema = z.object({ contactId });
