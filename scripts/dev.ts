// Development: the API server on port 3001 (restarts on change, tsx watch) and Vite on port 3000 with
// hot reload, proxying /api to it. Usage: npm run dev
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", HOST: "127.0.0.1", PUBLIC_URL: "http://localhost:3000" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
