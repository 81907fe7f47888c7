import { ErrorPage } from "./ErrorPage";

/** 404: the page no longer exists (also /404 and every unknown path). */
export default function NotFoundPage() {
  return <ErrorPage icon="search-template" page="notFound" />;
}
