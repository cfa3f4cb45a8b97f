import { answerNotFound } from '@/server/http/unknown-page.server';
import { AdminStatusCard } from './admin-status';

/**
 * The admin's 404, drawn inside the panel's layout (the sidebar stays): no screen or record has
 * this address; the way back to the dashboard.
 */
export function AdminNotFound() {
  return (
    <div className="grid place-items-center py-10 sm:py-16">
      <AdminStatusCard status={404} />
    </div>
  );
}

/** For a page that has nothing at its address: answers 404 and draws the admin's 404. */
export function adminNotFoundPage() {
  answerNotFound();
  return <AdminNotFound />;
}
