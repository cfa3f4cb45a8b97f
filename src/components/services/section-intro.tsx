/** Eyebrow + h2 (+ intro) at the top of a section of the services pages. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  intro,
}: {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return (
    <header className="mx-auto mb-12 max-w-3xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-fg-muted">{intro}</p>}
    </header>
  );
}
