/**
 * What other web modules may use from the groups (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the groups widget of the company wall's
 * "groups" slot (loaded by the wall with this file as its chunk).
 */
import "./groups.css";

export { GroupsWidget } from "./GroupsWidget";
