import type { Locale } from '@/i18n/locales';
import type { ServiceIconName, ServiceText } from '@/lib/admin/service-schema';

export interface ServiceSeed {
  /** The spec's service id, also the anchor on /services and the slug of /services/{id}. */
  id: string;
  /** A lucide-react icon name (see src/components/site/service-icon.tsx). */
  icon: ServiceIconName;
  text: Record<Locale, ServiceText>;
}

export interface TestimonialSeed {
  id: string;
  name: string;
  company: string;
  rating: number;
  text: Record<Locale, { quote: string; position: string }>;
}

/** A seeded row a later seed replaced by another one (see replacedTestimonialSeeds). */
export interface ReplacedSeed {
  id: string;
  replacedBy: string;
  /** What the old seed wrote, as a fingerprint of its content. */
  fingerprint: string;
}

export interface ContactServiceSeed {
  /** The value a contact request stores. */
  id: string;
  label: Record<Locale, string>;
}
