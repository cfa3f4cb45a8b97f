/**
 * The inbox's filters and search as a plain GET form: the URL keeps them (a filtered inbox can be
 * bookmarked or shared with a colleague), the browser's back button undoes them, and they work
 * without JavaScript. Submitting starts again at page 1.
 */
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, LinkButton } from '@/components/admin/ui/button';
import { inputClass, labelClass, selectClass } from '@/components/admin/ui/form-field';
import {
  contactStatusFilters,
  deliveryFilters,
  searchQueryMaxLength,
  type ContactFilters,
} from '@/lib/admin/contact-filters';
import { serviceValues } from '@/lib/forms/contact-fields';
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
  /** Service labels by form value, from `serviceLabels(locale)`. */
  services: Record<string, string>;
  t: AdminTranslator;
}) {
  return (
    <form
      method="get"
      action="/admin/contacts"
      role="search"
      aria-label={t('contacts.filters.label')}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-ink-card/40 p-4 sm:grid-cols-3"
    >
      {/* Search and buttons share the first row on wider screens; on phones the buttons come last. */}
      <div className="min-w-0 sm:col-span-2 sm:row-start-1">
        <label htmlFor="contacts-q" className={`${labelClass} mb-1.5`}>
          {t('contacts.filters.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id="contacts-q"
            name="q"
            type="search"
            defaultValue={filters.query}
            maxLength={searchQueryMaxLength}
            placeholder={t('contacts.filters.searchPlaceholder')}
            className={`${inputClass} ps-9`}
          />
        </div>
      </div>
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
        {serviceValues.map((service) => (
          <option key={service} value={service}>
            {services[service] ?? service}
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
      <div className="flex items-end gap-2 sm:col-start-3 sm:row-start-1">
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
