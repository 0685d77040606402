/**
 * A multipart/form-data body with one file, for uploads through `app.inject` (what a browser's
 * FormData sends): `inject({ method: "POST", url, ...multipartFile({ data, filename }), headers })`.
 */
import { randomBytes } from "node:crypto";

export function multipartFile(file: {
  data: Buffer;
  filename: string;
  contentType?: string;
  field?: string;
}): { payload: Buffer; contentType: string } {
  const boundary = `----luett-test-${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
