import type { CreateLinkBody, LinkKind, UpdateLinkBody } from "@intranet/contracts";
import { createLinkBodySchema, updateLinkBodySchema } from "@intranet/contracts/widgets";
import { schemaResolver } from "../../../forms/zodForm";

/** The link form's inputs (rules-calls-errors-spec §5: a title, a link and a valid URL). */
export interface LinkFormValues {
  title: string;
  link: string;
  kind: LinkKind;
}

export const linkFormFields = ["title", "link", "kind"] as const satisfies ReadonlyArray<keyof LinkFormValues>;

/** The API's own schemas: the same catalogue messages before and after sending. */
export const createLinkResolver = schemaResolver<LinkFormValues, CreateLinkBody>(createLinkBodySchema);
export const updateLinkResolver = schemaResolver<LinkFormValues, UpdateLinkBody>(updateLinkBodySchema);
