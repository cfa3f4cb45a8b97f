import type { Locale } from '@/i18n/locales';

export interface ServiceSeed {
  /** The spec's service id, also the anchor on /services and the slug of /services/{id}. */
  id: string;
  /** A lucide-react icon name (see src/components/site/service-icon.tsx). */
  icon: 'target' | 'chart' | 'headset' | 'pen' | 'bot' | 'database' | 'activity' | 'workflow';
  text: Record<Locale, ServiceText>;
}

export interface ServiceText {
  title: string;
  description: string;
  features: [string, string, string, string];
  price: string;
  /** Paragraphs for /services/{id}, separated by blank lines. */
  body: string;
}

export interface TestimonialSeed {
  id: string;
  name: string;
  company: string;
  rating: number;
  text: Record<Locale, { quote: string; position: string }>;
}
