'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { postedText } from '@/lib/forms/form-state';
import { contactIdFormSchema, contactStatusFormSchema } from '@/lib/admin/contacts-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import {
  deleteContact,
  retryNotification,
  setContactStatus,
} from '@/server/contact/contact-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

/** 'Marquer comme traité', 'Spam' or back to 'Nouveau'. */
export async function changeContactStatus(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = contactStatusFormSchema.safeParse({
    contactId: postedText(formData, 'contactId'),
    status: postedText(formData, 'status'),
  });
  if (!parsed.success) return { ok: false, message: t('contacts.toasts.failed') };
  const { contactId, status } = parsed.data;
  const change = await setContactStatus(getDb(), staff, contactId, status);
  if (change === 'not-found') return { ok: false, message: t('contacts.toasts.notFound') };
  refreshAfter('contact');
  return {
    ok: true,
    message: t('contacts.toasts.statusUpdated', { status: t(`contacts.status.${status}`) }),
  };
}

/** 'Renvoyer la notification': a failed notification gets a fresh round of attempts, now. */
export async function resendNotification(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = contactIdFormSchema.safeParse({ contactId: postedText(formData, 'contactId') });
  if (!parsed.success) return { ok: false, message: t('contacts.toasts.failed') };
  const retry = await retryNotification(getDb(), staff, parsed.data.contactId);
  if (retry.outcome === 'not-found') return { ok: false, message: t('contacts.toasts.notFound') };
  if (retry.outcome === 'not-failed') {
    refreshAfter('contact');
    return { ok: false, message: t('contacts.toasts.notFailed') };
  }
  // Committed: wake the worker so the mail leaves now rather than at its next look.
  announceQueuedMail(retry.mails);
  refreshAfter('contact');
  return { ok: true, message: t('contacts.toasts.retried') };
}

/** 'Supprimer': the request and its mails, for good (a data-protection request). */
export async function deleteContactRequest(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = contactIdFormSchema.safeParse({ contactId: postedText(formData, 'contactId') });
  if (!parsed.success) return { ok: false, message: t('contacts.toasts.failed') };
  const deleted = await deleteContact(getDb(), staff, parsed.data.contactId);
  if (!deleted) return { ok: false, message: t('contacts.toasts.notFound') };
  // No revalidation here: it would re-render the page being left, now a 404. The client goes
  // to the inbox, which (like every admin screen) is rendered afresh on arrival.
  return { ok: true, message: t('contacts.toasts.deleted') };
}
