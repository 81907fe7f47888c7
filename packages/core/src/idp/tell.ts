import { personValue } from "@intranet/contracts/autoTexts";
import { notify } from "../notifications";
import { publish as push } from "../realtime";
import { findUser } from "../users";
import type { IdpPlanRecord } from "./plan.entity";

export const planLink = (planId: string) => `/idp/${planId}`;

type Template = "idp.assigned" | "idp.observing" | "idp.changed" | "idp.task_due";

/** Everyone's open pages read the plan again (only the id travels). */
export async function pushChanged(clientId: string, people: string[], planId: string, by: string): Promise<void> {
  if (people.length) await push(clientId, [...new Set(people)], { type: "idp.changed", planId, by });
}

/**
 * One of the plans' notices (section idp) to `to`, naming the employee in each reader's language;
 * made once per `key` (an event delivered twice tells nobody twice).
 */
export async function tell(
  plan: IdpPlanRecord,
  template: Template,
  to: string[],
  key: string,
  extra: { actorId?: string; task?: string; due?: string } = {},
): Promise<void> {
  const recipients = [...new Set(to.filter(Boolean))];
  if (!recipients.length) return;
  const employee = await findUser(plan.clientId, plan.employeeId);
  await notify(plan.clientId, recipients, {
    section: "idp",
    kind: template.slice("idp.".length),
    template,
    variables: {
      plan: plan.title,
      person: employee ? personValue(employee) : "",
      task: extra.task ?? "",
      due: extra.due ? { slot: { date: extra.due, startTime: "", endTime: "", timeZone: "UTC" } } : "",
    },
    link: planLink(plan.planId),
    dedupeKey: `idp:${plan.planId}:${key}`,
    ...(extra.actorId ? { actorId: extra.actorId } : {}),
  });
}
