import type { Actor, ClientCreated, CreateClientBody } from "@intranet/contracts";
import { mailPasswordLink } from "../auth/reset-tokens";
import { db } from "../db/service";
import { cancellationReasons, creationConflict, prepareUser, userCreationCommits } from "../users/create";
import { toUserView } from "../users/views";
import { requireSuperadmin } from "./access";
import { clientCreationCommits, clientCreationConflict, creationFailure, newClientRecord } from "./new-client";
import { presentClient } from "./present";

/** Index of the admin's first commit: after the client and its workspace guard. */
const ADMIN_COMMITS_OFFSET = 2;

/**
 * POST /api/clients: a client and its first administrator in ONE transaction (client, workspace
 * guard, user, email and login guards), so a taken workspace, email or login leaves nothing
 * behind. Without a password the admin is mailed an invitation to choose one.
 */
export async function createClient(actor: Actor, body: CreateClientBody): Promise<ClientCreated> {
  requireSuperadmin(actor);
  const { admin, workspace, design, settings, ...data } = body;
  const client = newClientRecord({ ...data, workspace, design: design ?? {}, settings: settings ?? {} });
  const { user, passwordWasSet } = await prepareUser({
    clientId: client.clientId,
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    login: admin.login,
    password: admin.password,
    roles: ["admin", "employee"],
    // The admin role holds every feature right; explicit rights follow the client's defaults.
    rights: [],
  });

  const result = await db()
    .transaction.write((entities) => [
      ...clientCreationCommits(entities, client),
      ...userCreationCommits(entities, user),
    ])
    .go()
    .catch((error: unknown) => error);
  if (result instanceof Error || (result as { canceled?: boolean }).canceled) {
    const reasons = cancellationReasons(result);
    throw (
      clientCreationConflict(reasons) ??
      creationConflict(reasons, ADMIN_COMMITS_OFFSET) ??
      creationFailure(result, reasons)
    );
  }

  if (!passwordWasSet) await inviteAdmin(user);
  return { client: presentClient(client), admin: toUserView(user) };
}

/**
 * The client exists once the transaction is written; a mail failure must not turn that into an
 * error (a retry would only hit `clients.workspace_taken`). It is logged, and the admin can ask
 * for a reset link from the login page.
 */
async function inviteAdmin(user: Parameters<typeof mailPasswordLink>[0]): Promise<void> {
  try {
    await mailPasswordLink(user, "invite");
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "admin invitation not sent",
        clientId: user.clientId,
        userId: user.userId,
        error: String(error),
      }),
    );
  }
}
