import { appUrl, mailer } from "../mail";
import { issueInvitation } from "./invitations";
import { issueResetToken } from "./reset-tokens";

/**
 * Mails a link: a reset (/reset-password/{token}, an hour), or an invitation for accounts made by an
 * admin (/register/{token}, 7 days; the newest invitation voids the previous one).
 */
export async function mailPasswordLink(
  user: { clientId: string; userId: string; email: string; firstName?: string },
  kind: "reset" | "invite",
): Promise<void> {
  const token = kind === "reset" ? await issueResetToken(user) : await issueInvitation(user);
  // Invitations open the register page (whom it is for, password or SSO); old /reset-password/ links still work.
  const link = `${appUrl()}/${kind === "reset" ? "reset-password" : "register"}/${token}`;
  const greeting = user.firstName ? `Hello ${user.firstName},` : "Hello,";
  await mailer().send(
    kind === "reset"
      ? {
          to: user.email,
          subject: "Password reset",
          text: `${greeting}\n\nTo set a new password, open ${link}\nThe link works once and expires in an hour. If you did not ask for it, ignore this message.`,
        }
      : {
          to: user.email,
          subject: "Your intranet account",
          text: `${greeting}\n\nAn account was created for you. To choose your password (or sign in with your company account), open ${link}\nThe link works once and expires in 7 days.`,
        },
  );
}
