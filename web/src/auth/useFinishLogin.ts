import type { LoginResult } from "@intranet/contracts";
import { useNavigate } from "react-router-dom";
import { signIn } from "../session/session";
import { takeWantedPath } from "../session/wantedPath";

/** After any successful login: keep the session and go where the user wanted to (or the root). */
export function useFinishLogin() {
  const navigate = useNavigate();
  return (result: LoginResult, workspace?: string) => {
    signIn(result, workspace);
    void navigate(takeWantedPath() ?? "/", { replace: true });
  };
}
