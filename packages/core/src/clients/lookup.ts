import { db } from "../db/service";

/** The tenant behind a workspace code (startup, WebSocket namespace), via its uniqueness guard. */
export async function clientIdByWorkspace(workspace: string): Promise<string | undefined> {
  const { data } = await db().entities.unique.get({ scope: "workspace", value: workspace.trim().toLowerCase() }).go();
  return data?.clientId;
}
