/**
 * A library image as a small square beside its name (the publish warning, the translation
 * status's images): decorative, its name said next to it.
 */
export function MediaThumbnail({ path }: { path: string }) {
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
