'use client';
/**
 * Under a testimonial's name: a warning, not a refusal, when the name is one of the agency's own
 * people (issue 17 §9). A live region, so a screen reader hears it appear while the name is typed.
 */
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AgencyPerson } from '@/lib/admin/agency-people';

export function agencyPersonWarningId(fieldId: string): string {
  return `${fieldId}-warning`;
}

export function AgencyPersonWarning({
  fieldId,
  person,
}: {
  fieldId: string;
  person: AgencyPerson | undefined;
}) {
  const t = useTranslations('testimonials.form.fields.name');
  return (
    <div id={agencyPersonWarningId(fieldId)} role="status">
      {person ? (
        <p className="mt-2 flex gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t(person.role === 'team' ? 'agencyTeam' : 'agencyAuthor', { name: person.name })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
