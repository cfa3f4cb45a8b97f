import { logoMark } from '@/lib/brand/logo-mark';

/** The logo's square mark, shared by the navbar/footer wordmark and the admin's sign-in card. */
export function LogoMark({ size, gradientId }: { size: number; gradientId: string }) {
  const { viewBox, cornerRadius, gradientFrom, gradientTo, path, stroke, strokeWidth } = logoMark;
  return (
    <svg aria-hidden width={size} height={size} viewBox={`0 0 ${viewBox} ${viewBox}`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={gradientFrom} />
          <stop offset="1" stopColor={gradientTo} />
        </linearGradient>
      </defs>
      <rect width={viewBox} height={viewBox} rx={cornerRadius} fill={`url(#${gradientId})`} />
      <path
        d={path}
        stroke={stroke}
        strokeWidth={strokeWidth}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
