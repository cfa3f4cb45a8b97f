import { StatusBadge } from '@/components/admin/ui/status-badge';

/** A list's mark on a record that has an unpublished draft (decision 071), after its name. */
export function DraftBadge({ label }: { label: string }) {
  return (
    <span className="ms-2 inline-block align-middle">
      <StatusBadge variant="warning">{label}</StatusBadge>
    </span>
  );
}
