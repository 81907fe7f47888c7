/** Whom an invitation link is for, shown on /register/ before the password is chosen. */
export interface InvitationView {
  firstName: string;
  email: string;
  company: string;
  workspace: string;
  expiresAt: string;
}
