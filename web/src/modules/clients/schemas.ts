import { z } from "zod";
import {
  clientDataSchema,
  companyCardBodySchema,
  type CompanyCardBody,
  cloneClientBodySchema,
  type ClonePart,
  createClientBodySchema,
  type CreateClientBody,
} from "@intranet/contracts/clients";
import { workspaceSchema } from "@intranet/contracts/validation";
import { schemaResolver } from "../../forms/zodForm";

const gigabyte = 1024 * 1024 * 1024;

export interface CreateClientValues {
  name: string;
  workspace: string;
  city: string;
  admin: { firstName: string; lastName: string; email: string; login: string; password: string };
}
export const createClientResolver = schemaResolver<CreateClientValues, CreateClientBody>(createClientBodySchema);

/** The data tab: the contract's fields, the storage limit in GB instead of bytes. */
const clientDataForm = z
  .object(clientDataSchema.shape)
  .omit({ storageLimitBytes: true })
  .extend({
    storageLimitGb: z.coerce.number().min(0).max(100_000).optional(),
  });
export type ClientDataOutput = z.output<typeof clientDataForm>;
export type ClientDataValues = Record<Exclude<keyof ClientDataOutput, "storageLimitGb">, string> & {
  storageLimitGb: string;
};
export const clientDataResolver = schemaResolver<ClientDataValues, ClientDataOutput>(clientDataForm);

export const bytesToGb = (bytes: number) => String(Math.round((bytes / gigabyte) * 100) / 100);
export const gbToBytes = (gb: number) => Math.round(gb * gigabyte);

/** The company's card as its admins edit it (the employee cabinet's "company data" tab). */
export const companyCardFields = ["name", "city", "phone", "address", "director", "telegramChannel", "taxId"] as const;
export type CompanyCardValues = Record<(typeof companyCardFields)[number], string>;
export const companyCardResolver = schemaResolver<CompanyCardValues, CompanyCardBody>(companyCardBodySchema);

const cloneForm = z.object({ ...cloneClientBodySchema.shape, workspace: workspaceSchema });
export type CloneValues = { name: string; workspace: string; copy: Record<ClonePart, boolean> };
export const cloneResolver = schemaResolver<CloneValues, z.output<typeof cloneForm>>(cloneForm);
