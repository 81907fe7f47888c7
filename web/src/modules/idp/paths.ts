/** The development plans' own paths (product-spec §2): the lists, a new plan, one plan. */
export const idpPath = "/idp";
export const newPlanPath = `${idpPath}/new`;
export const planPath = (id: string) => `${idpPath}/${encodeURIComponent(id)}`;
/** The courses module's page of a course a task names (the spec's address). */
export const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}`;
