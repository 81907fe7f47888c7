/**
 * What other web modules may use from the wall (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the link that opens the thanks composer for a
 * person, for the profile's "Thank" button.
 */
export { thanksPath } from "./routes";
