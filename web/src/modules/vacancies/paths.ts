/** The vacancies' own paths (product-spec §2): the list and one vacancy. */
export const vacanciesPath = "/vacancies/";
export const vacancyPath = (id: string) => `/vacancy/${encodeURIComponent(id)}`;
