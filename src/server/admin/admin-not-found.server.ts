import 'server-only';
import { notFound } from 'next/navigation';
import { answerPageWith } from '@/lib/request-context.mjs';

/**
 * Says that the admin page being rendered answers 404 (an address with no screen, or a record
 * that does not exist): the page then renders `<AdminNotFound />` inside the panel's layout, and
 * the production server sends it with that status (decision 023: Next's `notFound()` below a
 * layout sends an empty document). Without that server (`next dev`), Next's `notFound()` answers
 * instead, through `(panel)/not-found.tsx`.
 */
export function answerAdminNotFound(): void {
  if (!answerPageWith(404)) notFound();
}
