// The Twitter card is the Open Graph card. Segment config is read from this file itself,
// so dynamicParams is declared here rather than re-exported.
export { default, alt, size, contentType, generateStaticParams } from './opengraph-image';
export const dynamicParams = false;
