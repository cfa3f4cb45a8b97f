/**
 * The Media grid's search and filter: a GET form (`?q=…&filter=…`), so it works without
 * JavaScript and each view has its address.
 */
import { Field, selectClass } from '@/components/admin/ui/form-field';
import { buttonClass } from '@/components/admin/ui/button';
import { SearchField } from '@/components/admin/ui/search-field';
import { locales } from '@/i18n/locales';
import { languageName } from '@/lib/admin/language-name';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { mediaUseKinds } from '@/server/media/media-uses.server';

export async function MediaFilters({ search, filter }: { search: string; filter: string }) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  return (
    <form
      method="get"
      action="/admin/media"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <SearchField
        id="media-search"
        label={t('media.search.label')}
        placeholder={t('media.search.placeholder')}
        defaultValue={search}
        className="flex-1"
      />
      <Field id="media-filter" label={t('media.filters.label')}>
        <select id="media-filter" name="filter" defaultValue={filter} className={selectClass}>
          <option value="">{t('media.filters.all')}</option>
          <option value="unused">{t('media.filters.unused')}</option>
          {locales.map((site) => (
            <option key={site} value={`missing-alt-${site}`}>
              {t('media.filters.missingAlt', { language: languageName(locale, site) })}
            </option>
          ))}
          {mediaUseKinds.map((kind) => (
            <option key={kind} value={`used-${kind}`}>
              {t('media.filters.usedBy', { kind: t(`media.detail.uses.kinds.${kind}`) })}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={buttonClass({ variant: 'secondary' })}>
        {t('media.filters.apply')}
      </button>
    </form>
  );
}
