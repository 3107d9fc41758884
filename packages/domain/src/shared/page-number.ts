/**
 * The page a list's link asks for, as the lists' pagination could have written it: a whole number from 1. A link
 * written by hand (page=-2, page=2.5, page=two) reached the server, which refuses it, and the list showed that error
 * with a Retry that could only fail again; such a page reads as the first. A page past the last is the list's to
 * correct once it knows its length (usePageInRange in the console).
 */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
