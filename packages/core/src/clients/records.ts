import { db } from "./entities";
import { AppError } from "../platform";
import type { ClientRecord } from "./views";

/** The client item, or `clients.not_found`. */
export async function loadClient(clientId: string): Promise<ClientRecord> {
  const { data } = await db().entities.client.get({ clientId }).go();
  if (!data) throw new AppError("clients.not_found");
  return data;
}

/** A client that may still be changed: one being deleted is gone for every change. */
export async function loadLiveClient(clientId: string): Promise<ClientRecord> {
  const client = await loadClient(clientId);
  if (client.status === "deleting") throw new AppError("clients.not_found");
  return client;
}

export { isConditionFailure } from "../db";
