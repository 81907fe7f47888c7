import {
  registerBodySchema,
  updateUserBodySchema,
  type RegisterBody,
  type UpdateUserBody,
} from "@intranet/contracts/users";
import { schemaResolver } from "../../forms/zodForm";

/** The employee form's inputs: every field a text input (empty = not given). */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
  login: string;
  password: string;
  phone: string;
  department: string;
  position: string;
}

export const employeeFormFields = [
  "firstName",
  "lastName",
  "middleName",
  "email",
  "login",
  "password",
  "phone",
  "department",
  "position",
] as const satisfies ReadonlyArray<keyof EmployeeFormValues>;

export type EmployeeField = (typeof employeeFormFields)[number];

/** POST /api/register and PUT /api/user/{id} validate with the API's own schemas. */
export const registerResolver = schemaResolver<EmployeeFormValues, RegisterBody>(registerBodySchema);
export const updateResolver = schemaResolver<EmployeeFormValues, UpdateUserBody>(updateUserBodySchema);
