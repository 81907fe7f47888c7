/**
 * What other web modules may use from the vacancies (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the vacancies widget of the company wall's
 * "vacancies" slot (loaded by the wall with this file as its chunk).
 */
import "./vacancies.css";

export { VacanciesWidget } from "./widget/VacanciesWidget";
