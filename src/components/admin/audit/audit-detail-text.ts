import type { AdminLocale } from '@/i18n/admin-messages';
import type { AuditDetail } from '@/lib/admin/audit-detail';
import { formatAdminDate } from '@/lib/admin/format';
import { isStaffRole } from '@/lib/admin/roles';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';

export interface AuditReader {
  t: AdminTranslator;
  locale: AdminLocale;
  /** The services' names in the reader's language (`serviceLabels`). */
  services: Record<string, string>;
}

/** A stored audit detail in the reader's words (decision 034). */
export function auditDetailText(
  { action, detail }: AuditDetail,
  { t, locale, services }: AuditReader,
): string {
  switch (action) {
    case 'contact.export':
      return t('audit.details.contactExport', {
        count: detail.count,
        kind: t(`contacts.kindFilter.${detail.kind}`),
        status: t(`contacts.statusFilter.${detail.status}`),
        service:
          detail.service === 'all'
            ? t('contacts.filters.allServices')
            : (services[detail.service] ?? detail.service),
        delivery: t(`contacts.deliveryFilter.${detail.delivery}`),
        searched: detail.searched ? 'yes' : 'no',
      });
    case 'subscriber.export':
      return t('audit.details.subscriberExport', {
        count: detail.count,
        state: t(`subscribers.stateFilter.${detail.state}`),
        language:
          detail.language === 'all'
            ? t('subscribers.languageFilter.all')
            : languageName(locale, detail.language),
        searched: detail.searched ? 'yes' : 'no',
      });
    case 'contact.status':
      return t('audit.details.contactStatus', {
        from: t(`contacts.status.${detail.from}`),
        to: t(`contacts.status.${detail.to}`),
      });
    case 'contact.delete':
      return t('audit.details.contactDelete', {
        receivedAt: formatAdminDate(locale, detail.receivedAt),
      });
    case 'subscriber.import':
      return t('audit.details.subscriberImport', detail);
    case 'subscriber.import-attested':
      return t('audit.details.consentAttested', {
        details: t('audit.details.subscriberImport', detail),
      });
    case 'user.invite':
      return t('audit.details.userInvite', { email: detail.email, role: roleName(detail.role, t) });
    case 'user.role':
      return t('audit.details.userRole', {
        email: detail.email,
        from: roleName(detail.from, t),
        to: roleName(detail.to, t),
      });
  }
}

function roleName(role: string | null, t: AdminTranslator): string {
  if (role === null) return '—';
  return isStaffRole(role) ? t(`users.roles.${role}`) : role;
}
