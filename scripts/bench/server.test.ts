import { describe, expect, it } from "vitest";
import { listeningInodes } from "./server.js";

const PROC_NET_TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0CE4 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1 0000000000000000 100 0 0 10 0
   1: 0100007F:0CE5 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4343 1 0000000000000000 100 0 0 10 0
   2: 0100007F:0CE4 0100007F:A1B2 01 00000000:00000000 00:00000000 00000000     0        0 4444 1 0000000000000000 20 4 30 10 -1
`;

describe("listeningInodes", () => {
  it("finds the sockets listening on a port and ignores connections", () => {
    expect(listeningInodes(PROC_NET_TCP, 3300)).toEqual(["4242"]);
    expect(listeningInodes(PROC_NET_TCP, 3301)).toEqual(["4343"]);
    expect(listeningInodes(PROC_NET_TCP, 3302)).toEqual([]);
    expect(listeningInodes("", 3300)).toEqual([]);
  });
});
