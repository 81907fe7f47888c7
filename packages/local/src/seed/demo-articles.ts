import type { FeatureRight } from "@intranet/contracts";
import { createArticleBodySchema, type CreateArticleInput } from "@intranet/contracts/articles";
import { createArticle, createDefaultSections, publishArticleImage, updateArticle } from "@intranet/core/articles";
import { departmentOutline } from "@intranet/core/structure";
import { createTag } from "@intranet/core/tags";
import { gradientPng } from "@intranet/core/testing";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";
import { uploadDemoFile } from "./demo-upload";

const rights: FeatureRight[] = ["knowl_base", "kb_files"];

/** After the structure: the commission policy is Sales'. */
export const demoStep: DemoStep = {
  name: "articles",
  order: 80,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoArticles(clientId, people, defaultRights),
};

/**
 * The demo knowledge base (issue 11), through its services like the API: the default sections;
 * the Handbook's welcome page (headings, a list, a table of first-week steps) saved three times, with
 * a cover picture (uploaded through the files door, published like the editor's images), and an
 * onboarding checklist; the vacation and a Sales-only commission policy; IT's VPN set-up (a code
 * block) and laptop requests; a few tags.
 */
export async function seedDemoArticles(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const admin = cast.actorOf("demo-admin", rights);
  const sales = (await departmentOutline(clientId, "administrative")).find((dept) => dept.name === "Sales")?._id;
  const sections = (await createDefaultSections(admin, "en")).items;
  const sectionId = (title: string) => sections.find((section) => section.title === title)!.id;
  const tag = async (name: string) => (await createTag(admin, { module: "articles", name }))._id;
  const [onboarding, policy, howTo] = [await tag("Onboarding"), await tag("Policy"), await tag("How-to")];
  const create = (input: CreateArticleInput) => createArticle(admin, createArticleBodySchema.parse(input));
  const article = (section: string, title: string, content: string, more: Partial<CreateArticleInput> = {}) =>
    create({ kind: "article", parentId: sectionId(section), title, content, ...more });

  const welcome = await article("Handbook", "Welcome to the team", welcomeText(false), { tagIds: [onboarding] });
  await updateArticle(admin, welcome.id, { content: welcomeText(true), baseRevision: 1 });
  await updateArticle(admin, welcome.id, { title: "Welcome to the team!", baseRevision: 2 });
  const coverFile = await uploadDemoFile(admin, {
    module: "articles",
    name: "welcome-cover.png",
    contentType: "image/png",
    bytes: gradientPng(600, 200),
  });
  const cover = await publishArticleImage(admin, coverFile);
  await updateArticle(admin, welcome.id, { cover: cover.url, baseRevision: 3 });
  await article(
    "Handbook",
    "Onboarding checklist",
    "<h2>Before your first day</h2><ul><li>Sign the contract</li><li>Send your bank details to HR</li></ul>" +
      "<h2>Your first month</h2><ul><li>Meet your mentor every week</li><li>Finish the security course</li></ul>",
    { tagIds: [onboarding] },
  );
  await article(
    "Policies",
    "Vacation policy",
    "<h2>How many days</h2><p>25 working days a year, plus public holidays.</p>" +
      "<h2>How to ask</h2><p>Request days in the Vacations module at least two weeks ahead.</p>",
    { tagIds: [policy] },
  );
  await article(
    "Policies",
    "Commission policy (Sales)",
    "<h2>Quarterly commission</h2><p>5% of the margin on deals closed in the quarter, paid with the next salary.</p>",
    {
      tagIds: [policy],
      ...(sales
        ? { grants: [{ audience: { kind: "department", deptId: sales, subdepartments: true }, level: "read" }] }
        : {}),
    },
  );
  await article(
    "Policies",
    "Remote work policy",
    "<p>Work from home up to three days a week; agree the days with your manager.</p>",
    { tagIds: [policy] },
  );
  await article(
    "IT how-tos",
    "Set up VPN",
    "<h2>Install the client</h2><p>Download WireGuard, then import your profile:</p>" +
      '<pre><code class="language-bash">sudo wg-quick up ~/Downloads/office.conf</code></pre>' +
      "<h2>Check it works</h2><p>Open the intranet from home: it should load without a password prompt.</p>",
    { tagIds: [howTo] },
  );
  await article(
    "IT how-tos",
    "Request a new laptop",
    "<p>Ask in the IT services catalogue; a laptop is replaced after three years or when it breaks.</p>",
    { tagIds: [howTo] },
  );
}

function welcomeText(withTable: boolean): string {
  const table =
    "<h2>Your first week</h2><table><thead><tr><th>Day</th><th>What</th></tr></thead><tbody>" +
    "<tr><td>Monday</td><td>Laptop, accounts and a tour of the office</td></tr>" +
    "<tr><td>Tuesday</td><td>Meet your team and your mentor</td></tr>" +
    "<tr><td>Friday</td><td>First one-to-one with your manager</td></tr></tbody></table>";
  return (
    "<h1>Welcome!</h1><p>We are glad you are here. This handbook answers the questions new colleagues ask most.</p>" +
    "<h2>Who to ask</h2><ul><li>HR: contracts, vacations, documents</li><li>IT: laptop, accounts, VPN</li>" +
    "<li>Your mentor: everything else</li></ul>" +
    (withTable ? table : "")
  );
}
