/** The address book's door (core/audiences keeps its index; the global search finds people by words). */
export { addressBookFacets } from "./facets";
export { addressBookPage } from "./page";
export { exportAllEmployees, exportShown } from "./export";
export { peopleSearchSource, personDocument } from "./search-source";
