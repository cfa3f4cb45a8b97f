/** The main navigation, shared by the navbar, the drawer and the footer's quick links. */
export const mainNavigation = [
  { key: 'home', href: '/' },
  { key: 'services', href: '/services' },
  { key: 'about', href: '/about' },
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact' },
] as const;

export type NavKey = (typeof mainNavigation)[number]['key'];

/** True when `pathname` is the item's page or below it ('/services/geneve' is under services). */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
