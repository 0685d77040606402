import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { AuthProvider } from "../lib/auth";
import { queryClient } from "../lib/query-client";
import { createRouter } from "./router";

const router = createRouter();

/**
 * App-wide providers. Toasts: one at a time, 5 s (spec 01 §9 "Toast defaults").
 */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster visibleToasts={1} duration={5000} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
