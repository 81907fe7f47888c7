import type { ErrorStatuses } from "../error-map";

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
