import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app (server/app.ts), which wraps the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node22" } : {},
  plugins: [tailwindcss(), reactRouter()],
}));
