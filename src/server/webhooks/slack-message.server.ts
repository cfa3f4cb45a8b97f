import 'server-only';
import { createTranslator } from 'next-intl';
import { adminMessages, isAdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';

interface WebhookPayload {
  type: string;
  data: Record<string, unknown>;
}

/** Slack's own escapes: its text reads `<…>` as links and mentions. */
const escapeSlack = (value: unknown) =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The Slack preset's body (decision 078): an incoming webhook's `{ text }`, one line or two in the
 * endpoint's admin language saying what happened, written from the event's payload. It names the
 * person and what they asked, never the rest of the payload (phone, company, campaign, answers):
 * a channel is read by more people than the inbox.
 */
const bookingMessages = {
  'booking.created': 'bookingCreated',
  'booking.rescheduled': 'bookingRescheduled',
  'booking.cancelled': 'bookingCancelled',
} as const;

export function slackMessage(locale: string, payload: string): { text: string } {
  const language = isAdminLocale(locale) ? locale : 'fr';
  const t = createTranslator({
    locale: language,
    messages: adminMessages[language],
    namespace: 'integrations.slack',
  });
  const { type, data } = JSON.parse(payload) as WebhookPayload;
  const values = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, escapeSlack(value)]),
  );
  switch (type) {
    case 'contact.created':
      return {
        text: [
          t('contactCreated', {
            name: values.name!,
            email: values.email!,
            service: values.service!,
          }),
          // Slack quotes a line that starts with `>`: each line of the message.
          ...values.message!.split('\n').map((line) => `>${line}`),
        ].join('\n'),
      };
    case 'contact.status_changed':
      return { text: t('contactStatusChanged', { name: values.name!, status: values.status! }) };
    case 'newsletter.confirmed':
      return { text: t('newsletterConfirmed', { email: values.email! }) };
    case 'newsletter.unsubscribed':
      return { text: t('newsletterUnsubscribed', { email: values.email! }) };
    case 'post.published':
      return { text: t('postPublished', { title: values.title!, url: values.url! }) };
    case 'booking.created':
    case 'booking.rescheduled':
    case 'booking.cancelled': {
      // The appointment in Zurich time, as the admin reads every time.
      const { start } = data.booking as { start: string };
      return {
        text: t(bookingMessages[type], {
          name: values.name!,
          email: values.email!,
          start: formatAdminDate(language, start),
        }),
      };
    }
    case 'webhook.test':
      return { text: t('test') };
    default:
      return { text: t('other', { type: escapeSlack(type) }) };
  }
}
