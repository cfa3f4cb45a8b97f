/**
 * What an admin server action answers to its form: the client shows `message` in a toast (success
 * or destructive), puts `fieldErrors` next to their fields and keeps what was typed.
 */
export type ActionResult<Data = undefined> =
  | { ok: true; message: string; data?: Data }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      /** Another save of the same record came first: the form offers to reload it. */
      conflict?: true;
    };

/** An admin server action taking a posted form; pages hand it to their client components. */
export type AdminFormAction = (formData: FormData) => Promise<ActionResult>;
