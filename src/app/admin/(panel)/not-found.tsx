import { AdminNotFound } from '@/components/admin/shell/admin-not-found';

/** What Next's own `notFound()` shows inside the panel (only under `next dev`: see answerNotFound). */
export default function AdminPanelNotFound() {
  return <AdminNotFound />;
}
