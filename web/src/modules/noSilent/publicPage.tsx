import type { FollowUpView } from "@intranet/contracts/noSilent";
import { useState } from "react";
import { BackToLogin } from "../../auth/PublicLinks";
import { CodeForm } from "./followUp/CodeForm";
import { addReportErrorTexts } from "./followUp/errorTexts";
import { FollowUpReport } from "./followUp/FollowUpReport";
import "./noSilent.css";

addReportErrorTexts();

/**
 * /report_violation/follow-up, public: the anonymous reporter types their code and reads the answers,
 * with no session, token or company header (the follow-up routes are public). The code lives in this
 * page's memory only: never in the address, the history or the device's storage.
 */
export default function FollowUpPage() {
  const [opened, setOpened] = useState<{ code: string; view: FollowUpView } | null>(null);
  return (
    <>
      {opened ? (
        <FollowUpReport
          code={opened.code}
          view={opened.view}
          onChange={(view) => setOpened({ ...opened, view })}
          onLeave={() => setOpened(null)}
        />
      ) : (
        <CodeForm onOpen={(code, view) => setOpened({ code, view })} />
      )}
      <BackToLogin />
    </>
  );
}
