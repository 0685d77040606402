/**
 * The start of a real MP4 file for upload tests (API and browser): an `ftyp` box with brand mp42, then an
 * empty `mdat` box — what the server's sniffing (src/server/modules/files/sniff-video.ts) recognises as MP4.
 */
export const mp4Bytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42", "latin1"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom", "latin1"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("mdat", "latin1"),
  ]);
