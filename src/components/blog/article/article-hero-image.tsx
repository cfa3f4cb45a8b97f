import Image from 'next/image';

interface Props {
  src: string;
  alt: string;
  /** The alt's language where it is not the article's (a French description, decision 073). */
  altLang?: string;
  /** The crop's `object-position`, from the library's focal point. */
  position?: string;
}

/**
 * The post's hero image, wider than the text column, with its alt text as the caption. Cropped
 * to 16:9 at every width, around the image's focal point when the library has one.
 */
export function ArticleHeroImage({ src, alt, altLang, position }: Props) {
  return (
    <figure className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
      <div className="relative aspect-[16/9] overflow-hidden rounded-2xl border border-line bg-ink-raised shadow-2xl shadow-accent/5">
        <Image
          src={src}
          alt={alt}
          lang={altLang}
          fill
          priority
          fetchPriority="high"
          sizes="(min-width: 1024px) 976px, calc(100vw - 2rem)"
          className="object-cover"
          style={position ? { objectPosition: position } : undefined}
        />
      </div>
      <figcaption lang={altLang} className="mt-3 text-center text-sm leading-6 text-fg-muted">
        {alt}
      </figcaption>
    </figure>
  );
}
