import { createHmac } from 'node:crypto';

/**
 * Cal.com booking webhooks in the shape Cal.com sends them (a BOOKING_CREATED recorded from a
 * cal.com event type with a hidden `utm_source` question, names and addresses replaced), for the
 * unit, integration and end-to-end tests of POST /api/webhooks/booking.
 */

export type CalTrigger = 'BOOKING_CREATED' | 'BOOKING_RESCHEDULED' | 'BOOKING_CANCELLED';

export interface CalBookingOptions {
  trigger?: CalTrigger;
  uid?: string;
  rescheduleUid?: string;
  startTime?: string;
  endTime?: string;
  createdAt?: string;
  name?: string;
  email?: string;
  utm?: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign', string>>;
}

export function calBookingWebhook(options: CalBookingOptions = {}) {
  const {
    trigger = 'BOOKING_CREATED',
    uid = 'bFJeNb2uX8ANpT3JL5EfXw',
    startTime = '2026-12-03T13:30:00Z',
    endTime = '2026-12-03T13:45:00Z',
    createdAt = '2026-11-29T18:02:11.372Z',
    name = 'Léa Favre',
    email = 'lea.favre@example.ch',
    utm = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'automne' },
  } = options;
  return {
    triggerEvent: trigger,
    createdAt,
    payload: {
      type: 'consultation-15min',
      title: 'Consultation 15 min between Automatia and Léa Favre',
      description: '',
      additionalNotes: 'Nous voulons automatiser nos devis.',
      customInputs: {},
      startTime,
      endTime,
      organizer: {
        id: 1021,
        name: 'Automatia',
        email: 'info@automatia.ch',
        username: 'automatia',
        timeZone: 'Europe/Zurich',
        language: { locale: 'fr' },
        timeFormat: 'HH:mm',
        utcOffset: 60,
      },
      responses: {
        name: { label: 'Votre nom', value: name },
        email: { label: 'Adresse e-mail', value: email },
        location: {
          label: 'Lieu',
          value: { optionValue: '', value: 'integrations:daily' },
        },
        company_size: { label: 'Taille de l’entreprise', value: '10–50 personnes' },
        notes: { label: 'Notes supplémentaires', value: 'Nous voulons automatiser nos devis.' },
        guests: { label: 'Invités supplémentaires', value: [] },
        ...Object.fromEntries(
          Object.entries(utm).map(([key, value]) => [key, { label: key, value, isHidden: true }]),
        ),
      },
      userFieldsResponses: {},
      attendees: [
        {
          email,
          name,
          timeZone: 'Europe/Paris',
          language: { translate: {}, locale: 'fr' },
          utcOffset: 60,
        },
      ],
      location: 'integrations:daily',
      destinationCalendar: null,
      hideCalendarNotes: false,
      requiresConfirmation: null,
      eventTypeId: 48213,
      seatsShowAttendees: true,
      uid,
      ...(options.rescheduleUid && {
        rescheduleUid: options.rescheduleUid,
        rescheduleStartTime: '2026-12-03T13:30:00Z',
        rescheduleEndTime: '2026-12-03T13:45:00Z',
      }),
      ...(trigger === 'BOOKING_CANCELLED' && { cancellationReason: 'Empêchement' }),
      conferenceData: {},
      videoCallData: {
        type: 'daily_video',
        id: 'k2mAx',
        password: '',
        url: 'https://cal.com/video/x',
      },
      appsStatus: [],
      eventTitle: 'Consultation 15 min',
      eventDescription: '',
      price: 0,
      currency: 'usd',
      length: 15,
      bookingId: 731245,
      metadata: { videoCallUrl: 'https://cal.com/video/x' },
      status: trigger === 'BOOKING_CANCELLED' ? 'CANCELLED' : 'ACCEPTED',
    },
  };
}

/** The signature Cal.com would send with `body`, computed independently of the site's code. */
export function calSignatureOf(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
