import type { FeatureRight } from "@intranet/contracts";
import { sendReportBodySchema } from "@intranet/contracts/noSilent";
import {
  followUpMessage,
  getReport,
  listReports,
  sendReport,
  setReportStatus,
  writeInReport,
} from "@intranet/core/noSilent";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["no_silent"];

export const demoStep: DemoStep = {
  name: "noSilent",
  order: 97,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoReports(clientId, people, defaultRights),
};

/**
 * The demo "Don't be silent" reports (issue 33), through the module's services: an anonymous report
 * the admins answered and moved to review, with the reporter's reply by their code (the code is not
 * kept: nobody can open it again, as in real use); and a named one, received. Run again, it adds
 * nothing once the company has a report.
 */
export async function seedDemoReports(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const as = (login: string) => cast.actorOf(login, rights);
  const admin = as("demo-admin");
  if ((await listReports(admin, clientId, { limit: 1 })).items.length) return;

  const sent = await sendReport(
    as("isla.jones"),
    sendReportBodySchema.parse({
      anonymous: true,
      description:
        "The emergency exit on the second floor is blocked by boxes from the last delivery. It has been like this for a week.",
    }),
  );
  if (!sent.anonymous) return;
  const inbox = await listReports(admin, clientId, { limit: 1 });
  const reportId = inbox.items[0]!._id;
  const report = await getReport(admin, reportId);
  await setReportStatus(admin, reportId, {
    status: "in_review",
    comment: "Thank you. Facilities will clear the exit today.",
    revision: report.revision,
  });
  await writeInReport(admin, reportId, "Are the boxes by the stairs or in the corridor?");
  await followUpMessage(sent.code, "In the corridor, next to the printer room.");

  await sendReport(
    as("henry.irwin"),
    sendReportBodySchema.parse({
      anonymous: false,
      name: "Henry Irwin",
      description: "Visitors are let in without signing the visitors' book at the main entrance.",
    }),
  );
}
