import { serializeJsonLd } from '@/lib/json-ld';

/** Structured data for search engines, escaped so no value can close the script element. */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
