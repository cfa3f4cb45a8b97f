import { AdminStatusCard } from '@/components/admin/shell/admin-status';

/**
 * The admin's 403 (what `forbidden()` renders, e.g. an editor opening user management): says
 * why, and leads back to the dashboard every member of staff may see.
 */
export default function AdminForbidden() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-16">
      <AdminStatusCard status={403} />
    </main>
  );
}
