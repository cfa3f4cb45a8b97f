/** A person's monogram on a gradient disc, shown where no photo exists. Purely decorative. */
export function InitialsAvatar({ initials, gradient }: { initials: string; gradient: string }) {
  return (
    <span
      aria-hidden
      dir="ltr"
      className={`flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br ${gradient} text-xl font-bold tracking-wide text-ink shadow-lg shadow-accent/10 ring-4 ring-ink-card`}
    >
      {initials}
    </span>
  );
}
