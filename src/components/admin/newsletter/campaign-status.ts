import type { BadgeVariant } from '@/components/admin/ui/status-badge';
import type { CampaignStatus } from '@/server/db/schema';

/** How each campaign state shows as a badge. */
export const campaignStatusVariants: Record<CampaignStatus, BadgeVariant> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'danger',
};

/** The time that tells most about a campaign in its state. */
export function campaignTime(row: {
  status: CampaignStatus;
  updatedAt: string;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}): string {
  switch (row.status) {
    case 'scheduled':
      return row.scheduledAt ?? row.updatedAt;
    case 'sending':
      return row.startedAt ?? row.updatedAt;
    case 'sent':
      return row.finishedAt ?? row.startedAt ?? row.updatedAt;
    default:
      return row.updatedAt;
  }
}
