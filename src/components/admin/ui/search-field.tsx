import { Search } from 'lucide-react';
import { Field, inputClass } from '@/components/admin/ui/form-field';
import { searchQueryMaxLength } from '@/lib/admin/contact-filters';

/** The search box of a list's filters (a GET form's `q`), with its magnifier. */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  className?: string;
}) {
  return (
    <Field id={id} label={label} className={className}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={searchQueryMaxLength}
          placeholder={placeholder}
          className={`${inputClass} ps-9`}
        />
      </div>
    </Field>
  );
}
