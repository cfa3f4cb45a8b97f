/** Families recognised in a User-Agent header, the most specific first. */
const families: [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\//],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*Safari\//],
  ['curl', /^curl\//],
  ['Python', /\bpython-requests\/|\bPython-urllib\//],
  ['Node', /\bnode-fetch\/|\bundici\b|^node\b/i],
];

/**
 * The browser family of a User-Agent (`Firefox`, `curl`…), 'other' when unknown, 'none' when
 * absent: enough to tell a person's browser from a script in the audit log without keeping the
 * whole string, which can single a person out.
 */
export function userAgentFamily(userAgent: string | null | undefined): string {
  if (!userAgent) return 'none';
  return families.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}
