/** The page a list's `?page=` asks for: a whole number from 1, anything else the first page. */
export function requestedPage(value: string | string[] | undefined): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
