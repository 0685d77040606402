import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Builds the web app into dist/web; in development proxies /api to the Fastify server (scripts/dev.ts). */
export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
  },
  server: {
    port: 3000,
    proxy: { "/api": "http://127.0.0.1:3001" },
  },
});
