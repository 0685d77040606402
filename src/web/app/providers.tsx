import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { AuthProvider } from "../lib/auth";
import { queryClient } from "../lib/query-client";
import { ToastHost } from "../lib/toast";
import { createRouter } from "./router";

const router = createRouter();

/**
 * App-wide providers: data cache, the signed-in user, the router and the (lazily loaded) toasts.
 */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
