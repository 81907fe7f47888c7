import { Button, Icon } from "@blueprintjs/core";
import type { IntegrationsTestResult } from "@intranet/contracts/notifications";
import { useMutation } from "@tanstack/react-query";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";

type Result = IntegrationsTestResult["results"][number];

/** The delivery's reason in words (the API says "timed out", "unreachable", "HTTP 403", "address not allowed"). */
function reasonKey(result: Result) {
  if (result.status) return "status" as const;
  if (result.error === "timed out") return "timedOut" as const;
  if (result.error === "unreachable") return "unreachable" as const;
  if (result.error === "address not allowed") return "notAllowed" as const;
  return "other" as const;
}

/** "Send a test message" (POST /api/notification/integrations/{client_id}/test) and each chat's result. */
export function ChatTest({ clientId, connected }: { clientId: string; connected: boolean }) {
  const { t } = useEmployeesTranslation();
  const test = useMutation({ mutationFn: () => cabinetApi.testChats(clientId) });
  return (
    <div className="cabinet-chat-test">
      <div className="cabinet-actions">
        <Button
          icon="send-message"
          text={t("integrations.chats.test")}
          loading={test.isPending}
          disabled={!connected}
          onClick={() => test.mutate()}
        />
        <span className="cabinet-note">
          {connected ? t("integrations.chats.testHint") : t("integrations.chats.testNone")}
        </span>
      </div>
      {test.isError ? <FormAlert intent="danger">{errorText(t, test.error)}</FormAlert> : null}
      {test.data ? (
        <ul className="cabinet-test-results" aria-live="polite">
          {test.data.results.length === 0 ? <li>{t("integrations.chats.testNone")}</li> : null}
          {test.data.results.map((result) => {
            const channel = t(`integrations.chats.${result.channel}`);
            return (
              <li key={result.channel} className={result.ok ? "cabinet-test-ok" : "cabinet-test-failed"}>
                <Icon icon={result.ok ? "tick-circle" : "error"} intent={result.ok ? "success" : "danger"} />
                {result.ok
                  ? t("integrations.chats.testOk", { channel })
                  : t("integrations.chats.testFailed", {
                      channel,
                      reason: t(`integrations.chats.reasons.${reasonKey(result)}`, { status: result.status }),
                    })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
