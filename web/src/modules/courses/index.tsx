import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { AnalyticsPage } from "./analytics/AnalyticsPage";
import { LearnerAnalytics } from "./analytics/LearnerAnalytics";
import { CourseEditor } from "./course/CourseEditor";
import { CoursePage } from "./course/CoursePage";
import { CoursesHome } from "./home/CoursesHome";
import { useCoursesTranslation } from "./i18n";
import { LessonRoute } from "./lesson/LessonRoute";
import { SettingsPage } from "./settings/SettingsPage";
import { TestRoute } from "./test/TestRoute";
import "./courses.css";

/**
 * Learning (product-spec §2 /courses…; §3 Course, Test; §4 statuses): the catalogue, a course for
 * its learners and managers, lessons read to the end, the test editor and player, the course admins
 * and the analytics.
 */
export default function CoursesModule({ route }: ModulePageProps) {
  const { t } = useCoursesTranslation();
  const { me, client } = useShellData();
  const { id = "", lessonId = "", testId = "", user_id: userId = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  const clientId = client._id;
  switch (route) {
    case "courses/settings":
      return <SettingsPage me={me} client={clientId} />;
    case "courses/analytics":
      return <AnalyticsPage client={clientId} />;
    case "courses/analytics/:user_id":
      return <LearnerAnalytics key={userId} client={clientId} userId={userId} />;
    case "courses/new":
      return <CourseEditor client={clientId} />;
    case "courses/:id":
      return <CoursePage key={id} id={id} me={me} client={clientId} />;
    case "courses/:id/lessons/new":
      return <LessonRoute key={`${id}/new`} course={id} lesson={null} />;
    case "courses/:id/lessons/:lessonId":
      return <LessonRoute key={lessonId} course={id} lesson={lessonId} />;
    case "courses/:id/tests/new":
      return <TestRoute key={`${id}/new`} course={id} test={null} me={me} />;
    case "courses/:id/tests/:testId":
      return <TestRoute key={testId} course={id} test={testId} me={me} />;
    default:
      return <CoursesHome />;
  }
}
