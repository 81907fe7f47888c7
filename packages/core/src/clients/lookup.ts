import { db } from "./entities";
import { findGuard } from "../identity";
import type { ClientRecord } from "./client.entity";

/** The tenant behind a workspace code (startup, WebSocket namespace), via its uniqueness guard. */
export async function clientIdByWorkspace(workspace: string): Promise<string | undefined> {
  const data = await findGuard({ scope: "workspace", value: workspace.trim().toLowerCase() });
  return data?.clientId;
}

/** A client's status (`undefined` when there is no such client): one eventually consistent Get. */
export async function clientStatus(clientId: string): Promise<ClientRecord["status"] | undefined> {
  const { data } = await db().entities.client.get({ clientId }).go();
  return data?.status;
}

/** A client's default language (company settings, product-spec §3), for texts written once for everyone. */
export async function clientLanguage(clientId: string): Promise<"en" | "ru" | "ua" | undefined> {
  const { data } = await db()
    .entities.client.get({ clientId })
    .go({ attributes: ["settings"] });
  return (data?.settings as { lang?: "en" | "ru" | "ua" } | undefined)?.lang;
}

type ReadEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["get"]>[0]>[0];

/** Read builders for another module's TransactGet (the request's tenant, read with its user and session). */
export const clientsReads = {
  client: (entities: ReadEntities, clientId: string) => entities.client.get({ clientId }).commit(),
};
