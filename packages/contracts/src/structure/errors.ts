import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** The company structure (`structure.*`): rules-calls-errors-spec §5 Structure, composed in ../errors.ts. */
export const structureErrors = {
  "structure.name_required": 400,
  "structure.not_found": 404,
  "structure.parent_not_found": 400,
  "structure.root_exists": 409,
  "structure.move_into_itself": 400,
  "structure.move_into_child": 400,
  "structure.root_cannot_move": 400,
  "structure.root_cannot_be_deleted": 409,
  "structure.has_employees": 409,
  "structure.has_children": 409,
  "structure.head_not_member": 400,
  "structure.user_not_active": 400,
  "structure.too_many_departments": 409,
} as const satisfies ErrorStatuses;

export const structureErrorMessages: ErrorMessages<typeof structureErrors> = {
  "structure.name_required": "Department name is required",
  "structure.not_found": "Department not found",
  "structure.parent_not_found": "The parent department does not exist in this structure",
  "structure.root_exists": "This structure already has a root department",
  "structure.move_into_itself": "A department cannot move into itself",
  "structure.move_into_child": "A department cannot move into its own sub-department",
  "structure.root_cannot_move": "The root department cannot move",
  "structure.root_cannot_be_deleted": "The root department cannot be deleted",
  "structure.has_employees": "A department with employees cannot be deleted",
  "structure.has_children": "A department with sub-departments cannot be deleted",
  "structure.head_not_member": "The head must be one of the department's employees",
  "structure.user_not_active": "Only active employees of the company can be placed in a department",
  "structure.too_many_departments": "A structure holds at most {max} departments",
};
