/**
 * A file as another module's item keeps it (a post's attachment, a CV, a chat message's file): the
 * properties of its ElectroDB `map` attribute, written once so every copy has the same shape.
 */
export const attachedFileProperties = {
  fileId: { type: "string", required: true },
  name: { type: "string", required: true },
  contentType: { type: "string", required: true },
  size: { type: "number", required: true },
} as const;
