/** The `?page=` of a paged page: a whole number from 1; 1 when it is missing or not one. */
export const pageParam = (search: URLSearchParams) =>
  Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
