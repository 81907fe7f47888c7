/** The invitation page's texts (namespace `invitation`, registered when /register/{token} loads). */
export const invitation = {
  title: "Welcome, {{name}}",
  company: "You are invited to the intranet of {{company}}.",
  account: "Your account: {{email}}",
  choosePassword: "Choose your password",
  orPassword: "or choose a password",
  done: "Your password is set. Sign in with your e-mail and this password.",
  invalidTitle: "This link no longer works",
  askAgain: "If you have set a password already, sign in or recover it.",
  recover: "Recover the password",
};
