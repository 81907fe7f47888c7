import { ErrorPage } from "./ErrorPage";

/** 403: access blocked. */
export default function AccessDeniedPage() {
  return <ErrorPage icon="blocked-person" page="forbidden" />;
}
