import type { Actor } from "@intranet/contracts";
import type { MailTestBody, MailTestResult } from "@intranet/contracts/admin";
import { loadClient, requireAdminOf } from "../clients";
import { writeJournal } from "../journal";
import { mailer } from "../mail";
import { AppError, newId, PLATFORM_TENANT } from "../platform";
import { findUser } from "../users";

/**
 * POST /api/clients/{id}/mail_test: one mail through the mail port, to the address given or the
 * caller's own, with an id in its subject to find it by. A refusal of the mail service answers
 * `admin.mail_test_failed` (rules spec §8 "mail test failed"); either way the attempt is journaled.
 */
export async function sendTestMail(actor: Actor, clientId: string, body: MailTestBody): Promise<MailTestResult> {
  requireAdminOf(actor, clientId);
  const client = await loadClient(clientId);
  const home = actor.roles.includes("superadmin") ? PLATFORM_TENANT : clientId;
  const to = body?.to ?? (await findUser(home, actor.userId))?.email;
  if (!to) throw new AppError("common.validation");
  const messageId = newId().slice(-8);
  let failure: unknown;
  try {
    await mailer().send({
      to,
      subject: `Test mail ${messageId} — ${client.name}`,
      text: `This is a test mail from the intranet of ${client.name} (${client.workspace}), sent ${new Date().toISOString()}.\nIf you read this, mail reaches your employees.`,
    });
  } catch (error) {
    failure = error;
  }
  await writeJournal(actor, clientId, {
    action: "mail.test",
    target: { type: "mail", id: messageId, label: to },
    detail: failure ? `failed: ${String((failure as Error)?.message ?? failure).slice(0, 200)}` : "sent",
  });
  if (failure) throw new AppError("admin.mail_test_failed");
  return { to, messageId };
}
