/** The SSO screens' texts (namespace `sso`, registered when the SSO chunk loads; ru and ua the same keys). */
export const sso = {
  entry: {
    title: "Company account",
    hint: "Enter your work email: we will take you to your company's sign-in page.",
    email: "Work email",
    submit: "Continue",
    redirecting: "Opening the sign-in page of {{name}}…",
    noSso: "Your company does not sign in with a company account. Sign in with your login and password.",
    orPassword: "or with a login and password",
  },
  authorize: {
    finishing: "Finishing the sign-in with your company account…",
    noFlow: "This sign-in was not started in this browser or has expired. Start again from the sign-in page.",
    provider: "Your company's sign-in page did not sign you in. Try again.",
  },
};
