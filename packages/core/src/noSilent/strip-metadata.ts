/**
 * Strips what a picture says about where and by whom it was taken (EXIF with its GPS position and
 * camera serial, XMP, IPTC, comments, text chunks) without decoding the image: a JPEG keeps its
 * frame segments, a PNG its image chunks. Written here rather than taken from a library because the
 * maintained ones either only read metadata or re-encode through native code (sharp) that a lean
 * Lambda should not carry; the formats' segment and chunk layouts are fixed and small.
 *
 * Answers null when the bytes are not a well-formed file of the declared type.
 */
export function stripImageMetadata(bytes: Uint8Array, contentType: string): Uint8Array | null {
  if (contentType === "image/jpeg") return stripJpeg(bytes);
  if (contentType === "image/png") return stripPng(bytes);
  return null;
}

/** JPEG: SOI, then segments (FF xx, 2-byte length) until SOS, then the entropy-coded rest as is. */
function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      kept.push(bytes.subarray(at)); // start of scan: the image data to the end
      return concat(kept);
    }
    // APP1–APP15 (EXIF, XMP, IPTC…) and COM go; APP0 (JFIF) and the frame's tables stay.
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(segment);
    at += 2 + length;
  }
  return null;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that carry words, times or EXIF rather than the image. */
const pngMetadata = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

/** PNG: the signature, then chunks (4-byte length, type, data, CRC) to IEND. */
function stripPng(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 8 || pngSignature.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!pngMetadata.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") return concat(kept);
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
