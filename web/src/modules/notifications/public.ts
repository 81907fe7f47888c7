/**
 * What other web modules may use from the notification center (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): a person's channel settings dialog, for
 * the profile's notifications tab; and, for the employee cabinet's company defaults, the channels and
 * sections it shows, its texts and the rule of what a settings body stores. Its styles come with it.
 */
import "./notifications.css";

export { SettingsDialog } from "./SettingsDialog";
export { channels, sectionFilters } from "./options";
export { settingsBody, type SettingsChoice } from "./settingsBody";
export { useNotificationsTranslation } from "./i18n";
