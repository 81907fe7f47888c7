/** The vacancies module's door (issue 11): vacancies, responses with CVs, their notifications and search. */
export { createVacancy } from "./create";
export { vacanciesEntities } from "./entities";
export { type VacancyEvent, type VacancyEventDetails, vacancyEventTypes } from "./events";
export { getVacancy, listVacancies } from "./read";
export { removeVacancy } from "./remove";
export { hotVacancy, respondToVacancy } from "./respond";
export { listResponses, responseCvUrl } from "./responses";
export { vacanciesSearchSource } from "./search-source";
export { handleVacancyEvent } from "./subscriber";
export { vacancyTagTarget } from "./tag-target";
export { updateVacancy } from "./update";
export { type VacancyRecord } from "./vacancy.entity";
