import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { AboutPage } from "./AboutPage";
import "./about.css";

/** The about page: /about/, for everyone signed in (a superadmin outside any company too). */
export default function AboutModule(_props: ModulePageProps) {
  const { me, client } = useShellData();
  return <AboutPage me={me} client={client} />;
}
