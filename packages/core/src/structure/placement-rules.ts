import type { PlacementRules } from "../users";
import { isStructureDepartment } from "./department-names";

/** The structure's word on where people are placed (users' placement.ts): a department is one of its own. */
export const placementRules: PlacementRules = { departmentExists: isStructureDepartment };
