/**
 * What other web modules may use from the calendar (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the calendar widget of the company wall's
 * "calendar" slot (loaded by the wall with this file as its chunk; no FullCalendar in it).
 */
import "./eventColors.css";
import "./widget/calendarWidget.css";

export { CalendarWidget } from "./widget/CalendarWidget";
