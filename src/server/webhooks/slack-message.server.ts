import 'server-only';
import { createTranslator } from 'next-intl';
import { adminMessages, isAdminLocale } from '@/i18n/admin-messages';

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
 * endpoint's admin language saying what happened, written from the event's payload.
 */
export function slackMessage(locale: string, payload: string): { text: string } {
  const t = createTranslator({
    locale: isAdminLocale(locale) ? locale : 'fr',
    messages: adminMessages[isAdminLocale(locale) ? locale : 'fr'],
    namespace: 'integrations.slack',
  });
  const { type, data } = JSON.parse(payload) as WebhookPayload;
  const values = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, escapeSlack(value)]),
  );
  switch (type) {
    case 'contact.created':
      return {
        text: `${t('contactCreated', { name: values.name!, email: values.email!, service: values.service! })}\n>${values.message}`,
      };
    case 'contact.status_changed':
      return { text: t('contactStatusChanged', { name: values.name!, status: values.status! }) };
    case 'newsletter.confirmed':
      return { text: t('newsletterConfirmed', { email: values.email! }) };
    case 'newsletter.unsubscribed':
      return { text: t('newsletterUnsubscribed', { email: values.email! }) };
    case 'post.published':
      return { text: t('postPublished', { title: values.title!, url: values.url! }) };
    case 'webhook.test':
      return { text: t('test') };
    default:
      return { text: t('other', { type: escapeSlack(type) }) };
  }
}
