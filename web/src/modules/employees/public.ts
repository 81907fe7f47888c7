/**
 * What other web modules may use from the employee cabinet (its public entry; lint allows only
 * `index`, `shellPart` and `public` across module folders): the employee form, which the profile
 * page opens to edit one's own or, for an admin, anyone's profile.
 */
export { EmployeeFormDialog } from "./EmployeeFormDialog";
