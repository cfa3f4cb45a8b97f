import { settings } from '@/config/settings';

const networks = [
  { key: 'SOCIAL_LINKEDIN', name: 'LinkedIn', mark: 'in' },
  { key: 'SOCIAL_INSTAGRAM', name: 'Instagram', mark: 'IG' },
  { key: 'SOCIAL_FACEBOOK', name: 'Facebook', mark: 'f' },
  { key: 'SOCIAL_X', name: 'X', mark: 'X' },
  { key: 'SOCIAL_YOUTUBE', name: 'YouTube', mark: '▶' },
] as const;

/** Social profiles; a network without a configured URL is left out rather than shown dead. */
export function SocialLinks({ label }: { label: string }) {
  const config = settings();
  const configured = networks.flatMap((network) => {
    const url = config[network.key];
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
