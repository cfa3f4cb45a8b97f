/**
 * The spec's eight service ids: the anchors on /services and the slugs of /services/{id}.
 * The admin edits their text in the database; the set of pages is fixed here.
 */
export const serviceIds = [
  'generation-leads',
  'reporting',
  'support-client',
  'gestion-contenu',
  'agents-ia',
  'integration-bdd',
  'monitoring-it',
  'automatisations-metiers',
] as const;

export type ServiceId = (typeof serviceIds)[number];

/**
 * Anchors the home cards use that differ from the service id (spec: the home links to
 * #lead-generation while the id is generation-leads); both must land on the block.
 */
export const serviceAnchorAliases: Partial<Record<ServiceId, string>> = {
  'generation-leads': 'lead-generation',
};

/** The anchor the home page links to for a service. */
export function homeAnchorOf(id: ServiceId): string {
  return serviceAnchorAliases[id] ?? id;
}

export function isServiceId(value: string): value is ServiceId {
  return (serviceIds as readonly string[]).includes(value);
}
