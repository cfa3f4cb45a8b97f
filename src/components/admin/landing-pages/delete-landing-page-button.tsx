'use client';
/**
 * 'Supprimer' on a landing page: the dialog asks what its address answers afterwards, 410
 * (gone for good) or a 308 to a page the editor picks, then deletes.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DeleteContentButton } from '@/components/admin/content/delete-content-button';
import type { ActionResult } from '@/lib/admin/action-result';

/** The value of the 410 choice; any other value is the path redirected to. */
export const goneChoice = '';

export function DeleteLandingPageButton({
  action,
  text,
  targets,
}: {
  action: (redirectTo?: string) => Promise<ActionResult>;
  text: string;
  /** The pages a deleted page may redirect to: path and name. */
  targets: { path: string; name: string }[];
}) {
  const t = useTranslations('landing-pages.delete');
  const id = useId();
  return (
    <DeleteContentButton
      action={action}
      title={t('title')}
      text={text}
      doneHref="/admin/landing-pages"
      choice={{
        initial: goneChoice,
        render: (value, change) => {
          const redirecting = value !== goneChoice;
          return (
            <fieldset className="mb-5 space-y-3">
              <legend className="sr-only">{t('title')}</legend>
              <label className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  checked={!redirecting}
                  onChange={() => change(goneChoice)}
                  className="size-4 accent-accent"
                />
                {t('gone')}
              </label>
              <label className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  checked={redirecting}
                  onChange={() => change(targets[0]?.path ?? goneChoice)}
                  className="size-4 accent-accent"
                />
                {t('redirect')}
              </label>
              {redirecting && (
                <div className="ps-6">
                  <label htmlFor={`${id}-target`} className="mb-1.5 block text-sm font-medium">
                    {t('target')}
                  </label>
                  <select
                    id={`${id}-target`}
                    value={value}
                    onChange={(event) => change(event.target.value)}
                    className="min-h-11 w-full rounded-lg border border-line bg-ink-raised px-3 text-sm text-fg"
                  >
                    {targets.map((target) => (
                      <option key={target.path} value={target.path}>
                        {target.name} ({target.path})
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </fieldset>
          );
        },
      }}
    />
  );
}
