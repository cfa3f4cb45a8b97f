import { adminMessages, type AdminLocale } from '@/i18n/admin-messages';

/**
 * Human labels of the audit log's dotted keys (`post.publish`, `contact.notification.retry`),
 * looked up in the `audit.actions` / `audit.targets` texts by following the dots. A key nobody
 * labelled yet (a new kind of mutation) shows as itself rather than breaking the page.
 */
function lookUp(tree: unknown, dottedKey: string): string | undefined {
  let node: unknown = tree;
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function auditActionLabel(locale: AdminLocale, action: string): string {
  return lookUp(adminMessages[locale].audit.actions, action) ?? action;
}

export function auditTargetLabel(locale: AdminLocale, targetType: string): string {
  return lookUp(adminMessages[locale].audit.targets, targetType) ?? targetType;
}
