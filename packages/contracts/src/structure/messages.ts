import type { ErrorMessages } from "../error-map";
import type { structureErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
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
