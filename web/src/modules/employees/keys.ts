/** TanStack Query keys of the employee cabinet: every change invalidates the lists under `employees`. */
export const employeeKeys = {
  all: ["employees"] as const,
  search: (workspace: string, filter: object) => ["employees", workspace, filter] as const,
};
