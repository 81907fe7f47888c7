/**
 * What other web modules may use from the polls (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the polls widget of the company wall's "polls"
 * slot (loaded by the wall with this file as its chunk).
 */
import "./polls.css";

export { PollsWidget } from "./PollsWidget";
