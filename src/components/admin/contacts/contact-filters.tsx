/**
 * The inbox's filters and search as a plain GET form: the URL keeps them (a filtered inbox can be
 * bookmarked or shared with a colleague), the browser's back button undoes them, and they work
 * without JavaScript. Submitting starts again at page 1.
 */
import type { ReactNode } from 'react';
import { Button, LinkButton } from '@/components/admin/ui/button';
import { labelClass, selectClass } from '@/components/admin/ui/form-field';
import { SearchField } from '@/components/admin/ui/search-field';
import {
  contactStatusFilters,
  deliveryFilters,
  kindFilters,
  type ContactFilters,
} from '@/lib/admin/contact-filters';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

function Select({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

export function ContactFilterForm({
  filters,
  services,
  t,
}: {
  filters: ContactFilters;
  /** Service labels by form value in the form's order, then deleted ones (`serviceLabels`). */
  services: Record<string, string>;
  t: AdminTranslator;
}) {
  return (
    <form
      method="get"
      action="/admin/contacts"
      role="search"
      aria-label={t('contacts.filters.label')}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-ink-card/40 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {/* Search and buttons share the first row on wider screens; on phones the buttons come last. */}
      <SearchField
        id="contacts-q"
        label={t('contacts.filters.search')}
        placeholder={t('contacts.filters.searchPlaceholder')}
        defaultValue={filters.query}
        className="min-w-0 sm:col-span-2 sm:row-start-1 lg:col-span-3"
      />
      <Select
        id="contacts-kind"
        name="kind"
        label={t('contacts.filters.kind')}
        value={filters.kind}
      >
        {kindFilters.map((kind) => (
          <option key={kind} value={kind}>
            {t(`contacts.kindFilter.${kind}`)}
          </option>
        ))}
      </Select>
      <Select
        id="contacts-status"
        name="status"
        label={t('contacts.filters.status')}
        value={filters.status}
      >
        {contactStatusFilters.map((status) => (
          <option key={status} value={status}>
            {t(`contacts.statusFilter.${status}`)}
          </option>
        ))}
      </Select>
      <Select
        id="contacts-service"
        name="service"
        label={t('contacts.filters.service')}
        value={filters.service}
      >
        <option value="all">{t('contacts.filters.allServices')}</option>
        {Object.entries(services).map(([service, label]) => (
          <option key={service} value={service}>
            {label}
          </option>
        ))}
      </Select>
      <Select
        id="contacts-delivery"
        name="delivery"
        label={t('contacts.filters.delivery')}
        value={filters.delivery}
      >
        {deliveryFilters.map((delivery) => (
          <option key={delivery} value={delivery}>
            {t(`contacts.deliveryFilter.${delivery}`)}
          </option>
        ))}
      </Select>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1 lg:col-start-4 lg:row-start-1">
        <Button type="submit" variant="primary" className="flex-1">
          {t('contacts.filters.apply')}
        </Button>
        <LinkButton href="/admin/contacts" variant="ghost" className="flex-1">
          {t('contacts.filters.reset')}
        </LinkButton>
      </div>
    </form>
  );
}
