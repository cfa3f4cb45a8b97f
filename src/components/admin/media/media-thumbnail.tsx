/**
 * An image of the library as a square thumbnail, cropped around its focal point: the Media
 * screen's grid and the picker's.
 */
export function MediaThumbnail({
  image,
  alt,
}: {
  image: { path: string; width: number; height: number; focalX: number; focalY: number };
  alt: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the stored file as is, a thumbnail
    <img
      src={image.path}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      style={{ objectPosition: `${image.focalX}% ${image.focalY}%` }}
      className="aspect-square w-full bg-ink object-cover"
    />
  );
}

/**
 * A library image as a small square beside its name (the publish warning, the translation
 * status's images): decorative, its name said next to it.
 */
export function SmallMediaThumbnail({ path }: { path: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored file as is
    <img
      src={path}
      alt=""
      width={48}
      height={48}
      className="size-12 shrink-0 rounded border border-line object-cover"
    />
  );
}
