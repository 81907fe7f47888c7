import type { ReactNode } from "react";
import { Callout } from "../ui/bp/Callout";

/** The message a form shows above its fields: a failed call or a success. */
export function FormAlert({ intent, children }: { intent: "danger" | "success"; children: ReactNode }) {
  return (
    <div className="form-alert">
      <Callout intent={intent} role={intent === "danger" ? "alert" : "status"}>
        {children}
      </Callout>
    </div>
  );
}
