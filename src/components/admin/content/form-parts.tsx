/**
 * Pieces of the translated content forms: the visible toggle and the form's closing row of
 * buttons.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/admin/ui/button';
import { checkboxClass, fieldHintId } from '@/components/admin/ui/form-field';

/** The visible toggle (a checkbox named `visible`), with its explanation. */
export function VisibleCheckbox({
  id,
  defaultChecked,
  label,
  hint,
}: {
  id: string;
  defaultChecked: boolean;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3 sm:pt-7">
      <input
        id={id}
        name="visible"
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={fieldHintId(id)}
        className={`${checkboxClass} mt-0.5`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <p id={fieldHintId(id)} className="mt-0.5 text-xs text-fg-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Cancel and submit, with the reminder that fields need attention. */
export function FormActions({
  pending,
  hasErrors,
  submit,
  listHref,
}: {
  pending: boolean;
  hasErrors: boolean;
  submit: string;
  listHref: string;
}) {
  const t = useTranslations('content');
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-end">
      <p role="status" className="text-sm text-danger sm:me-auto">
        {hasErrors ? t('checkFields') : ''}
      </p>
      <Link href={listHref} className={buttonClass({ variant: 'secondary' })}>
        {t('cancel')}
      </Link>
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        className={buttonClass({ variant: 'primary' })}
      >
        {pending ? t('saving') : submit}
      </button>
    </div>
  );
}
