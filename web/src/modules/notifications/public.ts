/**
 * What other web modules may use from the notification center (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): a person's channel settings dialog, for
 * the profile's notifications tab. Its styles come with it.
 */
import "./notifications.css";

export { SettingsDialog } from "./SettingsDialog";
