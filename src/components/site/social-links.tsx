import type { SocialNetwork } from '@/lib/admin/site-settings-schema';

const networks = [
  { key: 'linkedin', name: 'LinkedIn', mark: 'in' },
  { key: 'instagram', name: 'Instagram', mark: 'IG' },
  { key: 'facebook', name: 'Facebook', mark: 'f' },
  { key: 'x', name: 'X', mark: 'X' },
  { key: 'youtube', name: 'YouTube', mark: '▶' },
] as const;

/** Social profiles; a network without a URL in the settings is left out rather than shown dead. */
export function SocialLinks({
  label,
  social,
}: {
  label: string;
  social: Record<SocialNetwork, string>;
}) {
  const configured = networks.flatMap((network) => {
    const url = social[network.key];
    return url ? [{ ...network, url }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <ul aria-label={label} className="flex gap-2">
      {configured.map(({ name, mark, url }) => (
        <li key={name}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer me"
            aria-label={name}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line text-xs font-bold text-fg-muted transition hover:border-accent hover:text-accent-strong"
          >
            <span aria-hidden>{mark}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
