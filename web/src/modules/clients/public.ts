/**
 * What other web modules may use from the clients module (its public entry): the company's card,
 * which the employee cabinet's "company data" tab lets the company's admins keep.
 */
export { CompanyCardTab } from "./CompanyCardTab";
