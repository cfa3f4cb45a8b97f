/** The public forms whose JavaScript-free submission ends on a thank-you page (/thanks/{form}). */
export const sentForms = ['contact', 'newsletter'] as const;
export type SentForm = (typeof sentForms)[number];
