import Image from 'next/image';

interface Props {
  src: string;
  alt: string;
}

/** The post's hero image, wider than the text column, with its alt text as the caption. */
export function ArticleHeroImage({ src, alt }: Props) {
  return (
    <figure className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
      <div className="relative aspect-[16/9] overflow-hidden rounded-2xl border border-line bg-ink-raised shadow-2xl shadow-accent/5">
        <Image
          src={src}
          alt={alt}
          fill
          priority
          fetchPriority="high"
          sizes="(min-width: 1024px) 976px, calc(100vw - 2rem)"
          className="object-cover"
        />
      </div>
      <figcaption className="mt-3 text-center text-sm leading-6 text-fg-muted">{alt}</figcaption>
    </figure>
  );
}
