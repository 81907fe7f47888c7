import { spawnSync } from "node:child_process";

const MIN_JAVA = 17;

/** DynamoDB Local is a Java program: check for Java 17+ and say exactly what to install if not. */
export function checkJava(): { ok: true; version: number } | { ok: false; message: string } {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error) {
    return {
      ok: false,
      message:
        `Java ${MIN_JAVA}+ is needed to run DynamoDB Local, and "java" was not found on PATH.\n` +
        `Install it, e.g. "apt-get install -y openjdk-17-jre-headless" (Debian/Ubuntu), ` +
        `"brew install openjdk@17" (macOS), or any JRE ${MIN_JAVA}+; or set AWS_ENDPOINT_URL to use LocalStack instead.`,
    };
  }
  const output = `${result.stderr}${result.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = match ? (match[1] === "1" ? Number(match[2]) : Number(match[1])) : NaN;
  if (!(major >= MIN_JAVA)) {
    return {
      ok: false,
      message: `Java ${MIN_JAVA}+ is needed to run DynamoDB Local; found: ${output.split("\n")[0]}. Install a newer JRE (e.g. openjdk-17-jre-headless).`,
    };
  }
  return { ok: true, version: major };
}
