/**
 * The words a contact request carries in lists and on its page: its status (Nouveau, Traité,
 * Spam), where its notification mail stands (En attente, Envoyée, Échec…), and a booking's state. The word says it;
 * the colour only helps scanning.
 */
import { StatusBadge, type BadgeVariant } from '@/components/admin/ui/status-badge';
import type { BookingStatus, ContactStatus, OutboxStatus } from '@/server/db/schema';

const statusVariants: Record<ContactStatus, BadgeVariant> = {
  new: 'info',
  handled: 'success',
  spam: 'neutral',
};

export function ContactStatusBadge({ status, label }: { status: ContactStatus; label: string }) {
  return <StatusBadge variant={statusVariants[status]}>{label}</StatusBadge>;
}

/** A mail's delivery; `none` when no mail was queued (spam is never mailed). */
export type DeliveryState = OutboxStatus | 'none';

const deliveryVariants: Record<DeliveryState, BadgeVariant> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  none: 'neutral',
};

export function DeliveryBadge({ state, label }: { state: DeliveryState; label: string }) {
  return <StatusBadge variant={deliveryVariants[state]}>{label}</StatusBadge>;
}

const bookingVariants: Record<BookingStatus, BadgeVariant> = {
  booked: 'success',
  rescheduled: 'info',
  cancelled: 'danger',
};

/** Where a Cal.com booking stands (decision 079): booked, rescheduled, cancelled. */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return <StatusBadge variant={bookingVariants[status]}>{label}</StatusBadge>;
}
