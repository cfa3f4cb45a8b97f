/**
 * What a form shows after a submission, whether the answer came from its endpoint (JavaScript
 * on) or from its server action re-rendering the page (JavaScript off).
 */
export interface FormState<Field extends string, ErrorKey extends string> {
  status: 'idle' | 'invalid' | 'rate-limited' | 'error';
  errors: Partial<Record<Field, ErrorKey>>;
  /** What the visitor typed, given back when the submission failed so nothing is lost. */
  values: Partial<Record<Field, string>>;
}

/** A form's server action as useActionState calls it; pages hand it to the form as a prop. */
export type FormStateAction<State> = (previous: State, formData: FormData) => Promise<State>;

export function idleFormState<Field extends string, ErrorKey extends string>(): FormState<
  Field,
  ErrorKey
> {
  return { status: 'idle', errors: {}, values: {} };
}

/** The text fields of a posted form (files and unknown shapes are ignored). */
export function formDataFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** One text field of a posted form ('' when absent or a file). */
export function postedText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** A posted checkbox: present and 'on' (or 'true') when ticked. */
export function postedFlag(formData: FormData, name: string): boolean {
  const value = formData.get(name);
  return value === 'on' || value === 'true';
}
