import { Tag } from "@blueprintjs/core";
import type { PlatformJobView } from "@intranet/contracts/platform";
import { useLocale } from "../../shared/useDateTime";
import { platform as englishTexts } from "./i18n/en";
import { usePlatformTranslation } from "./i18n";
import { cronInWords } from "./schedule";

type KnownJob = keyof typeof englishTexts.jobs.names;
const known = (name: string): name is KnownJob => Object.hasOwn(englishTexts.jobs.names, name);

/** A job's schedule in words (with its cron), or "set per item" for a timer. */
function Schedule({ job }: { job: PlatformJobView }) {
  const { t } = usePlatformTranslation();
  const locale = useLocale();
  if (job.schedule === "one-time") return <>{t("jobs.oneTime")}</>;
  const words = cronInWords(job.schedule.cron);
  const time = (hour: number, minute: number) =>
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
      Date.UTC(2000, 0, 1, hour, minute),
    );
  return (
    <>
      {words?.kind === "hourly"
        ? t("jobs.hourly", { minute: words.minute })
        : words?.kind === "daily"
          ? t("jobs.daily", { time: time(words.hour, words.minute) })
          : null}
      <code className="platform-cron" title={t("jobs.cron", { cron: job.schedule.cron })}>
        {job.schedule.cron}
      </code>
      {job.onDeploy ? <span className="platform-muted platform-on-deploy">{t("jobs.onDeploy")}</span> : null}
    </>
  );
}

function JobRows({ jobs }: { jobs: readonly PlatformJobView[] }) {
  const { t } = usePlatformTranslation();
  return (
    <tbody>
      {jobs.map((job) => (
        <tr key={job.name}>
          <th scope="row" data-label={t("jobs.name")}>
            <span className="platform-job-name">{known(job.name) ? t(`jobs.names.${job.name}`) : job.name}</span>
            <code className="platform-muted platform-job-id">{job.name}</code>
          </th>
          <td data-label={t("jobs.schedule")}>
            <Schedule job={job} />
          </td>
          <td data-label={t("jobs.what")}>{known(job.name) ? t(`jobs.descriptions.${job.name}`) : job.description}</td>
          <td data-label={t("jobs.retries")} className="platform-number">
            {job.retries}
          </td>
          <td data-label={t("jobs.timeout")} className="platform-number">
            {t("jobs.seconds", { count: job.timeoutSeconds })}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The job table: recurring jobs (in the order a day runs them), then the timers modules set per item. */
export function JobsTable({ jobs }: { jobs: readonly PlatformJobView[] }) {
  const { t } = usePlatformTranslation();
  const recurring = jobs.filter((job) => job.schedule !== "one-time");
  const timers = jobs.filter((job) => job.schedule === "one-time");
  const head = (
    <thead>
      <tr>
        <th scope="col">{t("jobs.name")}</th>
        <th scope="col">{t("jobs.schedule")}</th>
        <th scope="col">{t("jobs.what")}</th>
        <th scope="col" className="platform-number">
          {t("jobs.retries")}
        </th>
        <th scope="col" className="platform-number">
          {t("jobs.timeout")}
        </th>
      </tr>
    </thead>
  );
  return (
    <section className="platform-card platform-wide" aria-labelledby="platform-jobs">
      <h2 id="platform-jobs" className="platform-card-title">
        {t("jobs.title")}
      </h2>
      <p className="platform-muted platform-card-intro">{t("jobs.intro")}</p>
      {[
        { key: "recurring", list: recurring },
        { key: "timers", list: timers },
      ].map(({ key, list }) =>
        list.length ? (
          <div key={key} className="platform-jobs-part">
            <h3 className="platform-jobs-title">
              {t(key === "recurring" ? "jobs.recurring" : "jobs.timers")}{" "}
              <Tag minimal round>
                {list.length}
              </Tag>
            </h3>
            <table className="platform-table platform-jobs">
              {head}
              <JobRows jobs={list} />
            </table>
          </div>
        ) : null,
      )}
      <p className="platform-muted platform-note">{t("jobs.outcomes")}</p>
    </section>
  );
}
