import { getImageProps } from 'next/image';

/**
 * A person's photo in a circle (a team member, a testimonial's author), optimised like every
 * image of the site, as a plain <img>: `<Image>` is a client component, and its script (5.5 KB
 * gzip) would load for every visitor, photos or not (bench --before, decision 059). Its alt is
 * empty: the person's name is always written beside it.
 */
export function RoundPhoto({
  src,
  size,
  className,
}: {
  src: string;
  /** Its width and height in CSS pixels (the size its class draws it at). */
  size: number;
  className: string;
}) {
  const { props } = getImageProps({ src, alt: '', width: size, height: size });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives next/image's own attributes
    <img {...props} alt="" className={`shrink-0 rounded-full object-cover ${className}`} />
  );
}
