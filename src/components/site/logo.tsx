import { settings } from '@/config/settings';

/** The wordmark; the name comes from settings so a rebrand is one variable. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight" dir="ltr">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7cf0ff" />
            <stop offset="1" stopColor="#a78bfa" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path
          d="M9 22 L16 9 L23 22 M12 17.5 H20"
          stroke="#070b16"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{settings().SITE_NAME}</span>
    </span>
  );
}
