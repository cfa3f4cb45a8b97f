/**
 * The logo's square mark, shared by the navbar/footer wordmark and the generated social cards
 * (plain SVG attributes only, so satori can draw it too).
 */
export function LogoMark({ size, gradientId }: { size: number; gradientId: string }) {
  return (
    <svg aria-hidden width={size} height={size} viewBox="0 0 32 32">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7cf0ff" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M9 22 L16 9 L23 22 M12 17.5 H20"
        stroke="#070b16"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
