import type { ClientView } from "@intranet/contracts";
import { toClientView, type ClientRecord } from "./views";

/** The client as the clients API shows it: the shared view, plus a failed deletion's code. */
export function presentClient(client: ClientRecord): ClientView {
  const view = toClientView(client);
  return client.purgeError ? { ...view, purgeError: client.purgeError } : view;
}
