import { describe, expect, it } from "vitest";
import { newId } from "../platform";
import { findInvitation, hashToken, issueResetToken, resendInvitation } from "../users";
import { db } from "./entities";
import { invitationView } from "./invitation-view";
import { resetPassword } from "./password-reset";
import { registerEmployee } from "./register";
import { actorOf, captureMail, linkToken, refusal, testAccount } from "./test-support";

const sent = captureMail();
const person = () => ({ firstName: "Grace", lastName: "Hopper", email: `grace.${newId().toLowerCase()}@example.test` });

async function invited() {
  const admin = await testAccount({ role: "admin" });
  const actor = await actorOf(admin);
  const body = person();
  const user = await registerEmployee(actor, body);
  const token = linkToken(sent, body.email)!;
  return { admin, actor, body, user, token };
}

describe("an invitation", () => {
  it("links to /register/, says whom it is for, sets the password once, then says it was used", async () => {
    const { admin, body, token } = await invited();
    expect(sent.at(-1)!.text).toContain(`/register/${token}`);
    const { data: client } = await db().entities.client.get({ clientId: admin.tenantId }).go();
    expect(await invitationView(token)).toEqual({
      firstName: "Grace",
      email: body.email,
      company: client!.name,
      workspace: client!.workspace,
      expiresAt: expect.any(String),
    });
    expect(Date.parse((await invitationView(token)).expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await resetPassword(token, "chosen-pw-1");
    expect(await refusal(() => invitationView(token))).toBe("invitations.link_invalid");
    expect(await refusal(() => resetPassword(token, "another-pw-2"))).toBe("login.reset_token_invalid");
  });

  it("accepted by two at once sets one password: the other is refused", async () => {
    const { token } = await invited();
    const outcomes = await Promise.allSettled(["first-pw-1", "second-pw-2"].map((pw) => resetPassword(token, pw)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("expired is refused, and a reset link is not an invitation", async () => {
    const { token, user } = await invited();
    const resetLink = await issueResetToken({ clientId: user.client_id, userId: user._id });
    expect(await refusal(() => invitationView(resetLink))).toBe("invitations.link_invalid");
    await db()
      .entities.resetToken.patch({ tokenHash: hashToken(token) })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect(await refusal(() => invitationView(token))).toBe("invitations.link_invalid");
    expect(await refusal(() => resetPassword(token, "late-pw-1"))).toBe("login.reset_token_invalid");
    expect(await refusal(() => findInvitation("no-such-token-at-all"))).toBe("invitations.link_invalid");
  });

  it("sent again by an admin voids the old link; not once accepted, nor by another company", async () => {
    const { actor, body, user, token } = await invited();
    await resendInvitation(actor, user._id);
    const fresh = linkToken(sent, body.email)!;
    expect(fresh).not.toBe(token);
    expect(await refusal(() => invitationView(token))).toBe("invitations.link_invalid");
    expect((await invitationView(fresh)).firstName).toBe("Grace");

    const stranger = await actorOf(await testAccount({ role: "admin" }));
    expect(await refusal(() => resendInvitation(stranger, user._id))).toBe("employees.not_found");
    const colleague = await actorOf(await testAccount({ tenantId: actor.tenantId! }));
    expect(await refusal(() => resendInvitation(colleague, user._id))).toBe("common.no_access");

    await resetPassword(fresh, "chosen-pw-1");
    expect(await refusal(() => resendInvitation(actor, user._id))).toBe("invitations.already_accepted");
  });
});

describe("registration's uniqueness under concurrency", () => {
  it("gives exactly one account for 10 parallel registrations of one e-mail", async () => {
    const admin = await testAccount({ role: "admin" });
    const actor = await actorOf(admin);
    const body = person();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => registerEmployee(actor, body)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const codes = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [(outcome.reason as { code: string }).code] : [],
    );
    expect(new Set(codes)).toEqual(new Set(["employees.email_exists"]));
  });
});
