import { adminMessages, type AdminMessages } from '@/i18n/admin-messages';
import type { SectionPage } from '@/lib/page-sections/pages';
import type { SectionFieldPath } from '@/lib/page-sections/section-diff';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

/** The pages whose sections the admin names by their role, each section id to its name. */
type SectionNames = AdminMessages['pages']['sectionNames'];
type SectionNameKey = {
  [Page in keyof SectionNames]: `pages.sectionNames.${Page}.${keyof SectionNames[Page] & string}`;
}[keyof SectionNames];

/** The legal pages' sections that are named by their role, not by their French title. */
type SectionRole = keyof AdminMessages['pages']['sectionRoles'];
const isSectionRole = (id: string): id is SectionRole =>
  Object.hasOwn(adminMessages.fr.pages.sectionRoles, id);

/**
 * A section's name on the admin's screens. Most pages' sections are named by their role (their
 * titles hold placeholders and marks); a legal article by its French title; the legal pages'
 * meta, header and closing by their role.
 */
export function sectionName(
  t: AdminTranslator,
  page: SectionPage,
  id: string,
  frenchTitle: string,
): string {
  if (Object.hasOwn(adminMessages.fr.pages.sectionNames, page)) {
    return t(`pages.sectionNames.${page}.${id}` as SectionNameKey);
  }
  if (isSectionRole(id)) return t(`pages.sectionRoles.${id}`);
  return frenchTitle;
}

type FieldKey = Parameters<AdminTranslator>[0] & `pages.fields.${string}`;

/** A field's name in a diff of a section: its label, or a list item's "list · item · field". */
export function sectionFieldName(
  t: AdminTranslator,
  { field, item, itemField }: SectionFieldPath,
): string {
  const list = t(`pages.fields.${field}` as FieldKey);
  if (!item) return list;
  return t('pages.history.itemField', {
    list,
    item,
    field: t(`pages.fields.${itemField}` as FieldKey),
  });
}
