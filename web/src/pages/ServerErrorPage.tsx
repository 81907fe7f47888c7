import { ErrorPage } from "./ErrorPage";

/** 500: a server error, or a part of the app that failed to load. */
export default function ServerErrorPage() {
  return <ErrorPage icon="error" page="serverError" />;
}
