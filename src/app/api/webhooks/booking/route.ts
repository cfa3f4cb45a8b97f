import { receiveBookingWebhook } from '@/server/bookings/booking-webhook.server';

/** Cal.com's booking webhooks (docs/integrations.md, "Bookings from Cal.com"). */
export function POST(request: Request): Promise<Response> {
  return receiveBookingWebhook(request);
}
