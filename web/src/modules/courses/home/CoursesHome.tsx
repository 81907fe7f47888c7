import { NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import type { CourseScope } from "@intranet/contracts/courses";
import { useShellData } from "../../../shell/useShellData";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useUrlTab } from "../../../shared/useUrlTab";
import { LinkButton } from "../../../ui/LinkButton";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { useCoursesTranslation } from "../i18n";
import { analyticsPath, newCoursePath, settingsPath } from "../paths";
import { CourseCard } from "./CourseCard";
import { useCoursePages } from "./useCoursePages";

const tabsId = "courses-tabs";

/** One list: its cards, its empty state, more on scrolling. */
function CourseList({ scope, pages }: { scope: CourseScope; pages: ReturnType<typeof useCoursePages> }) {
  const { t } = useCoursesTranslation();
  if (pages.isPending || pages.isError) return <QueryState query={pages} errorTitle={t("loadFailed")} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (!items.length)
    return (
      <NonIdealState
        icon="learning"
        title={t(scope === "mine" ? "empty.mine" : "empty.all")}
        description={t(scope === "mine" ? "empty.mineText" : "empty.allText")}
      />
    );
  return (
    <>
      <ul className="courses-grid" aria-label={t(`tabs.${scope}`)}>
        {items.map((course) => (
          <CourseCard key={course._id} course={course} managing={scope === "all"} />
        ))}
      </ul>
      <QueryMore query={pages} count={items.length} />
    </>
  );
}

/**
 * /courses: the courses the reader learns (progress, status, deadline); for course admins and
 * admins also every course of the company, with the way to a new course, the admins and analytics.
 */
export function CoursesHome() {
  const { t } = useCoursesTranslation();
  const { me } = useShellData();
  const admin = meetsAccessLevel(me, "admin");
  // A superadmin inside a company learns nothing there: only the company's courses.
  const learner = !me.roles.includes("superadmin");
  const mine = useCoursePages("mine", learner);
  const canManage = admin || mine.data?.pages[0]?.canManage === true;
  const all = useCoursePages("all", canManage);
  const tabs: CourseScope[] = [...(learner ? (["mine"] as const) : []), ...(canManage ? (["all"] as const) : [])];
  const [tab, setTab] = useUrlTab<CourseScope>(tabs, tabs[0] ?? "mine");
  return (
    <div className="courses">
      <header className="courses-header">
        <div className="courses-header-text">
          <h1 className="courses-title">{t("title")}</h1>
          <p className="courses-muted">{t("subtitle")}</p>
        </div>
        {canManage ? (
          <div className="courses-toolbar">
            {admin ? <LinkButton to={settingsPath} icon="people" text={t("nav.settings")} /> : null}
            {admin ? <LinkButton to={analyticsPath} icon="chart" text={t("nav.analytics")} /> : null}
            <LinkButton to={newCoursePath} icon="plus" primary text={t("nav.newCourse")} />
          </div>
        ) : null}
      </header>
      {tabs.length > 1 ? (
        <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="tabs-scroll">
          {tabs.map((key) => (
            <Tab key={key} id={key} title={t(`tabs.${key}`)} />
          ))}
        </Tabs>
      ) : null}
      <TabsPanel tabsId={tabsId} tabId={tab}>
        <CourseList scope={tab} pages={tab === "all" ? all : mine} />
      </TabsPanel>
    </div>
  );
}
