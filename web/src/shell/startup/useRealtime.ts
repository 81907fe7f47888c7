import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect, useRef, useState } from "react";
import { RealtimeConnection, realtimeUrl, type RealtimeStatus } from "./realtime";
import { publishRealtimeEvent, setRealtimeSender } from "./realtimeEvents";
import { checkSession } from "./sessionCheck";

/**
 * Startup step 7 (product-spec §4): the realtime socket in the workspace's namespace, identified
 * with the company and user ids. Off while there is no company (a superadmin outside any).
 */
export function useRealtime(token: string | null, me: UserView | undefined, client: ClientView | null | undefined) {
  const [shown, setStatus] = useState<RealtimeStatus>("off");
  const connection = useRef<RealtimeConnection | null>(null);
  const status = useRef<RealtimeStatus>("off");
  const userId = me?._id;
  const clientId = client?._id;
  const workspace = client?.workspace;

  useEffect(() => {
    if (!token || !userId || !clientId || !workspace) return;
    const current = new RealtimeConnection({
      url: realtimeUrl(token, workspace),
      identify: () => ({ action: "identify", client_id: clientId, user_id: userId, timestamp: Date.now() }),
      onEvent: publishRealtimeEvent,
      onStatus: (next) => {
        // The server dropped an open socket: the session may have been ended elsewhere (issue 41).
        if (next === "closed" && connection.current === current && status.current === "open") void checkSession();
        status.current = next;
        setStatus(next);
      },
    });
    connection.current = current;
    setRealtimeSender((message) => current.send(message));
    current.start();
    return () => {
      setRealtimeSender(null);
      current.stop();
      connection.current = null;
    };
  }, [token, userId, clientId, workspace]);

  /** Tells the server the user is signing out (before the session goes). */
  const sendLogout = () => connection.current?.send({ action: "user-logout" });
  return { status: shown, sendLogout };
}
