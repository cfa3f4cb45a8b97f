import * as z from 'zod/mini';

/**
 * Outgoing webhooks (issue 32, decision 078): the events an endpoint may receive and the admin's
 * form adding one, shared by the client form and the server action. Refusals are keys of the
 * `integrations.errors` text set, translated where they are shown.
 */
export const webhookEventTypes = [
  'contact.created',
  'contact.status_changed',
  'booking.created',
  'booking.cancelled',
  'booking.rescheduled',
  'newsletter.confirmed',
  'newsletter.unsubscribed',
  'post.published',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event "Envoyer un événement de test" sends: never subscribed to, always delivered. */
export const webhookTestEvent = 'webhook.test';

export const webhookPresets = ['standard', 'slack'] as const;

export const webhookFormErrors = [
  'urlInvalid',
  'urlTooLong',
  'eventsRequired',
  'eventInvalid',
  'presetInvalid',
  'httpsRequired',
] as const;
export type WebhookFormError = (typeof webhookFormErrors)[number];

export const webhookUrlMaxLength = 2000;

/** An http(s) URL without credentials in it (a secret belongs in the signature, not the URL log). */
function isWebhookUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}

/** '+ Ajouter un endpoint': where, which events (joined by commas in the form), which body. */
export const webhookEndpointSchema = z.object({
  url: z
    .string('urlInvalid')
    .check(
      z.trim(),
      z.maxLength(webhookUrlMaxLength, 'urlTooLong'),
      z.refine(isWebhookUrl, 'urlInvalid'),
    ),
  events: z
    .pipe(
      z.string('eventsRequired').check(z.trim(), z.minLength(1, 'eventsRequired')),
      z.transform((text) => [...new Set(text.split(',').map((event) => event.trim()))]),
    )
    .check(
      z.refine(
        (events) => events.every((event) => webhookEventTypes.includes(event as WebhookEventType)),
        'eventInvalid',
      ),
    ),
  preset: z.enum(webhookPresets, 'presetInvalid'),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;
