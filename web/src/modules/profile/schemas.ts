import type { z } from "zod";
import * as zm from "zod/mini";
import { changePasswordBodySchema } from "@intranet/contracts/auth";
import { profileFieldsSchema } from "@intranet/contracts/users";
import { schemaResolver } from "../../forms/zodForm";

export interface PasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}
export const passwordResolver = schemaResolver<PasswordValues, z.output<typeof changePasswordBodySchema>>(
  changePasswordBodySchema,
);

/** The extra tab's form: its texts and skills, checked by the profile's own rules (contracts/users). */
export interface ExtraValues {
  about: string;
  education: string;
  hobbies: string;
  skills: string[];
}
const extraSchema = zm.object({
  about: profileFieldsSchema.shape.about,
  education: profileFieldsSchema.shape.education,
  hobbies: profileFieldsSchema.shape.hobbies,
  skills: profileFieldsSchema.shape.skills,
});
export const extraResolver = schemaResolver<ExtraValues, zm.infer<typeof extraSchema>>(extraSchema);
