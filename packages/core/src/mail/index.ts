/** The mail module's door: what other modules and packages may use. */
export { type MailMessage, type MailPort, appUrl, mailer, useMailer } from "./mail";
