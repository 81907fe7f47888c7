import type { ClientView } from "@intranet/contracts";
import { useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { enterClient } from "../../session/session";

/** A superadmin enters a company: the shell follows the new `x-client-id`; the company's page opens. */
export function useEnterClient() {
  const navigate = useNavigate();
  return (client: ClientView, to: string = paths.company) => {
    enterClient(client);
    void navigate(to);
  };
}
