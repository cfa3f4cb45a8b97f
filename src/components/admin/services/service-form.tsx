'use client';
/**
 * Creating or editing a service: its id (chosen once, at creation), icon, order and visibility,
 * then in each of the four languages its title, short description, four key features, price
 * text and the longer presentation of its own page.
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
import {
  Field,
  FieldError,
  inputClass,
  selectClass,
  textareaClass,
} from '@/components/admin/ui/form-field';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  serviceCreateSchema,
  serviceFromForm,
  serviceIconNames,
  serviceLimits,
  serviceSchema,
  type ServiceFormValues,
} from '@/lib/admin/service-schema';

type IconName = (typeof serviceIconNames)[number];

export interface ServiceFormTexts extends ContentFormTexts {
  tabs: LanguageTabsTexts;
  settings: string;
  id: string;
  idHint: string;
  /** Edit mode: the fixed id, already in the sentence. */
  idFixed: string;
  icon: string;
  icons: Record<IconName, string>;
  order: string;
  orderHint: string;
  visible: string;
  visibleHint: string;
  text: string;
  title: string;
  description: string;
  descriptionHint: string;
  features: string;
  feature: [string, string, string, string];
  price: string;
  priceHint: string;
  body: string;
  bodyHint: string;
  submit: string;
  cancel: string;
}

export function ServiceForm({
  mode,
  initial,
  action,
  texts,
  listHref,
}: {
  mode: 'create' | 'edit';
  initial: ServiceFormValues;
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  texts: ServiceFormTexts;
  listHref: string;
}) {
  const form = useContentForm({
    schema: mode === 'create' ? serviceCreateSchema : serviceSchema,
    fromForm: serviceFromForm,
    action,
    texts,
    doneHref: listHref,
  });
  const { errors, control } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-6">
      <Card as="section" aria-labelledby="service-settings">
        <CardHeader id="service-settings" title={texts.settings} />
        <div className="grid gap-4 sm:grid-cols-2">
          {mode === 'create' ? (
            <Field id={fieldIdOf('id')} label={texts.id} hint={texts.idHint} error={errors.id}>
              <input
                {...control('id', texts.idHint)}
                defaultValue={initial.id}
                maxLength={serviceLimits.id}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className={`${inputClass} font-mono`}
              />
            </Field>
          ) : (
            <p className="text-sm text-fg-muted sm:col-span-2">{texts.idFixed}</p>
          )}
          <Field id={fieldIdOf('icon')} label={texts.icon} error={errors.icon}>
            <select {...control('icon')} defaultValue={initial.icon} className={selectClass}>
              {serviceIconNames.map((icon) => (
                <option key={icon} value={icon}>
                  {texts.icons[icon]}
                </option>
              ))}
            </select>
          </Field>
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

      <Card as="section" aria-labelledby="service-text">
        <CardHeader id="service-text" title={texts.text} />
        <LanguageTabs
          active={form.activeLocale}
          onChange={form.setActiveLocale}
          errorLocales={form.errorLocales}
          texts={texts.tabs}
        >
          {(locale) => {
            const name = (field: string) => `text.${locale}.${field}`;
            const direction = textDirection(locale);
            const text = initial.text[locale];
            return (
              <>
                <Field
                  id={fieldIdOf(name('title'))}
                  label={texts.title}
                  error={errors[name('title')]}
                >
                  <input
                    {...control(name('title'))}
                    {...direction}
                    defaultValue={text.title}
                    maxLength={serviceLimits.title}
                    autoComplete="off"
                    required
                    className={inputClass}
                  />
                </Field>
                <Field
                  id={fieldIdOf(name('description'))}
                  label={texts.description}
                  hint={texts.descriptionHint}
                  error={errors[name('description')]}
                >
                  <textarea
                    {...control(name('description'), texts.descriptionHint)}
                    {...direction}
                    defaultValue={text.description}
                    maxLength={serviceLimits.description}
                    rows={3}
                    required
                    className={textareaClass.replace('min-h-32', 'min-h-20')}
                  />
                </Field>
                <fieldset>
                  <legend className="mb-1.5 text-sm font-medium text-fg">{texts.features}</legend>
                  <ol className="grid gap-3 sm:grid-cols-2">
                    {[0, 1, 2, 3].map((index) => {
                      const feature = name(`features.${index}`);
                      return (
                        <li key={feature}>
                          <label htmlFor={fieldIdOf(feature)} className="sr-only">
                            {texts.feature[index]}
                          </label>
                          <input
                            {...control(feature)}
                            {...direction}
                            defaultValue={text.features[index]}
                            placeholder={texts.feature[index]}
                            maxLength={serviceLimits.feature}
                            autoComplete="off"
                            required
                            className={inputClass}
                          />
                          <FieldError id={fieldIdOf(feature)} message={errors[feature]} />
                        </li>
                      );
                    })}
                  </ol>
                </fieldset>
                <Field
                  id={fieldIdOf(name('price'))}
                  label={texts.price}
                  hint={texts.priceHint}
                  error={errors[name('price')]}
                >
                  <input
                    {...control(name('price'), texts.priceHint)}
                    {...direction}
                    defaultValue={text.price}
                    maxLength={serviceLimits.price}
                    autoComplete="off"
                    required
                    className={`${inputClass} sm:max-w-sm`}
                  />
                </Field>
                <Field
                  id={fieldIdOf(name('body'))}
                  label={texts.body}
                  hint={texts.bodyHint}
                  error={errors[name('body')]}
                >
                  <textarea
                    {...control(name('body'), texts.bodyHint)}
                    {...direction}
                    defaultValue={text.body}
                    maxLength={serviceLimits.body}
                    rows={12}
                    required
                    className={textareaClass}
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
