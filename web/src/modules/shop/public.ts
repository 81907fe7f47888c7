/**
 * What other web modules may use from the shop (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): a person's achievements, for the profile.
 */
import "./shop.css";

export { PersonAchievements } from "./PersonAchievements";
