'use client';
/**
 * Creating or editing a testimonial: who said it (name, company, stars), where it stands (order,
 * visible), and the quote and position in each of the site's four languages.
 */
import { FormActions, VisibleCheckbox } from '@/components/admin/content/form-parts';
import {
  LanguageTabs,
  textDirection,
  type LanguageTabsTexts,
} from '@/components/admin/content/language-tabs';
import {
  fieldIdOf,
  useContentForm,
  type ContentFormTexts,
} from '@/components/admin/content/use-content-form';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, inputClass, selectClass, textareaClass } from '@/components/admin/ui/form-field';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  testimonialFromForm,
  testimonialLimits,
  testimonialRatings,
  testimonialSchema,
  type TestimonialFormValues,
} from '@/lib/admin/testimonial-schema';

export interface TestimonialFormTexts extends ContentFormTexts {
  tabs: LanguageTabsTexts;
  person: string;
  name: string;
  company: string;
  companyHint: string;
  rating: string;
  stars: Record<(typeof testimonialRatings)[number], string>;
  display: string;
  order: string;
  orderHint: string;
  visible: string;
  visibleHint: string;
  text: string;
  quote: string;
  position: string;
  positionHint: string;
  submit: string;
  cancel: string;
}

export function TestimonialForm({
  initial,
  action,
  texts,
  listHref,
}: {
  initial: TestimonialFormValues;
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  texts: TestimonialFormTexts;
  listHref: string;
}) {
  const form = useContentForm({
    schema: testimonialSchema,
    fromForm: testimonialFromForm,
    action,
    texts,
    doneHref: listHref,
  });
  const { errors, control } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-6">
      <Card as="section" aria-labelledby="testimonial-person">
        <CardHeader id="testimonial-person" title={texts.person} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldIdOf('name')} label={texts.name} error={errors.name}>
            <input
              {...control('name')}
              defaultValue={initial.name}
              maxLength={testimonialLimits.name}
              autoComplete="off"
              required
              className={inputClass}
            />
          </Field>
          <Field
            id={fieldIdOf('company')}
            label={texts.company}
            hint={texts.companyHint}
            error={errors.company}
          >
            <input
              {...control('company', texts.companyHint)}
              defaultValue={initial.company}
              maxLength={testimonialLimits.company}
              autoComplete="off"
              required
              className={inputClass}
            />
          </Field>
          <Field id={fieldIdOf('rating')} label={texts.rating} error={errors.rating}>
            <select {...control('rating')} defaultValue={initial.rating} className={selectClass}>
              {testimonialRatings.map((rating) => (
                <option key={rating} value={rating}>
                  {texts.stars[rating]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Card>

      <Card as="section" aria-labelledby="testimonial-display">
        <CardHeader id="testimonial-display" title={texts.display} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldIdOf('sortOrder')}
            label={texts.order}
            hint={texts.orderHint}
            error={errors.sortOrder}
          >
            <input
              {...control('sortOrder', texts.orderHint)}
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              step={1}
              defaultValue={initial.sortOrder}
              required
              className={`${inputClass} sm:max-w-40`}
            />
          </Field>
          <VisibleCheckbox
            defaultChecked={initial.visible}
            label={texts.visible}
            hint={texts.visibleHint}
          />
        </div>
      </Card>

      <Card as="section" aria-labelledby="testimonial-text">
        <CardHeader id="testimonial-text" title={texts.text} />
        <LanguageTabs
          active={form.activeLocale}
          onChange={form.setActiveLocale}
          errorLocales={form.errorLocales}
          texts={texts.tabs}
        >
          {(locale) => {
            const quote = `text.${locale}.quote`;
            const position = `text.${locale}.position`;
            return (
              <>
                <Field id={fieldIdOf(quote)} label={texts.quote} error={errors[quote]}>
                  <textarea
                    {...control(quote)}
                    {...textDirection(locale)}
                    defaultValue={initial.text[locale].quote}
                    maxLength={testimonialLimits.quote}
                    rows={5}
                    required
                    className={textareaClass}
                  />
                </Field>
                <Field
                  id={fieldIdOf(position)}
                  label={texts.position}
                  hint={texts.positionHint}
                  error={errors[position]}
                >
                  <input
                    {...control(position, texts.positionHint)}
                    {...textDirection(locale)}
                    defaultValue={initial.text[locale].position}
                    maxLength={testimonialLimits.position}
                    autoComplete="off"
                    required
                    className={inputClass}
                  />
                </Field>
              </>
            );
          }}
        </LanguageTabs>
      </Card>

      <FormActions
        pending={form.pending}
        hasErrors={form.hasErrors}
        texts={texts}
        listHref={listHref}
      />
    </form>
  );
}
