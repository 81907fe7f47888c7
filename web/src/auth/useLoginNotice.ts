import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";
import { useEffect, useState } from "react";
import { readStored, writeStored } from "../session/storage";

/** Why the last session ended (a session-ending 403), shown once as the login error (spec §8). */
export function useLoginNotice(): ErrorCode | null {
  const [notice] = useState(() => {
    const code = readStored("login_notice");
    return isErrorCode(code) ? code : null;
  });
  useEffect(() => writeStored("login_notice", null), []);
  return notice;
}
