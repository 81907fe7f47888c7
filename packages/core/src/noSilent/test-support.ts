import { syncPeople } from "../audiences";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";

/**
 * "Don't be silent" test helpers (tests only): a company with an admin, two employees (one to be
 * chosen as a recipient), and a picture whose EXIF names its taker and where it was taken.
 */
export interface ReportsFixture {
  tenantId: string;
  admin: Member;
  reporter: Member;
  colleague: Member;
  compliance: Member;
}

export async function reportsFixture(): Promise<ReportsFixture> {
  const tenantId = await ensureTestTenant();
  const rights = { rights: ["no_silent" as const] };
  const [admin, reporter, colleague, compliance] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Rita", lastName: "Reporter" } }),
    member(tenantId, { ...rights, profile: { firstName: "Cole", lastName: "Colleague" } }),
    member(tenantId, { ...rights, profile: { firstName: "Cora", lastName: "Compliance" } }),
  ]);
  // Audiences are read from the directory, which a real change would have synced.
  await syncPeople(
    tenantId,
    [admin!, reporter!, colleague!, compliance!].map((person) => person.userId),
  );
  return { tenantId, admin: admin!, reporter: reporter!, colleague: colleague!, compliance: compliance! };
}

const segment = (marker: number, payload: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
};

/**
 * A JPEG's layout with metadata to strip: JFIF, an EXIF segment, an XMP segment and a comment that
 * carry `secret`, then a quantisation table and the scan (its data is not decoded here).
 */
export function jpegWithExif(secret: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    segment(0xe1, Buffer.from(`Exif\0\0GPS 48.8584N 2.2945E Artist ${secret}`, "latin1")),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:creator>${secret}</x:creator>`, "latin1")),
    segment(0xfe, Buffer.from(`taken by ${secret}`, "latin1")),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}
