import type { Actor, ClientCreated, CreateClientBody } from "@intranet/contracts";
import { ONCE, writeTransaction } from "../db";
import {
  creationConflict,
  mailPasswordLink,
  prepareUser,
  publishUserChanged,
  toUserView,
  userCreationCommits,
} from "../users";
import { journalCommit } from "../journal";
import { requireSuperadmin } from "./access";
import { clientCreationCommits, clientCreationConflict, creationFailure, newClientRecord } from "./new-client";
import { presentClient } from "./present";

/** The admin's commits are named `admin.user`, `admin.guard.email`, `admin.guard.login`. */
const ADMIN = "admin.";

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

  const outcome = await writeTransaction(
    (entities) => [
      ...clientCreationCommits(entities, client),
      ...userCreationCommits(entities, user, ADMIN),
      journalCommit(entities, actor, client.clientId, {
        action: "client.create",
        target: { type: "client", id: client.clientId, label: client.name },
        detail: `${workspace}; ${admin.firstName} ${admin.lastName} <${admin.email}>`,
      }),
    ],
    ONCE,
  );
  if (!outcome.ok)
    throw clientCreationConflict(outcome) ?? creationConflict(outcome, ADMIN) ?? creationFailure(outcome);

  await publishUserChanged(client.clientId, [user.userId]);
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
