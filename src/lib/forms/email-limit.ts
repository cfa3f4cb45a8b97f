/** Longest address SMTP allows (RFC 5321 path limit). */
export const emailMaxLength = 254;
