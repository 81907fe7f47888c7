import {
  createGroupBodySchema,
  type CreateGroupBody,
  type GroupPostPolicy,
  type GroupType,
} from "@intranet/contracts/groups";
import { schemaResolver } from "../../forms/zodForm";

/** The group form's inputs (create and settings): rules-calls-errors-spec §5 Groups. */
export interface GroupFormValues {
  name: string;
  description: string;
  type: GroupType;
  postPolicy: GroupPostPolicy;
}

export const groupFormFields = ["name", "description", "type", "postPolicy"] as const satisfies ReadonlyArray<
  keyof GroupFormValues
>;

/** The API's own schema: the same catalogue messages before and after sending (settings send every field). */
export const groupResolver = schemaResolver<GroupFormValues, CreateGroupBody>(createGroupBodySchema);
