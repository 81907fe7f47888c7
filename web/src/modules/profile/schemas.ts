import type { z } from "zod";
import { changePasswordBodySchema } from "@intranet/contracts/auth";
import { schemaResolver } from "../../forms/zodForm";

export interface PasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}
export const passwordResolver = schemaResolver<PasswordValues, z.output<typeof changePasswordBodySchema>>(
  changePasswordBodySchema,
);
