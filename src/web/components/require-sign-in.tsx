/**
 * Guards an account-only page (spec 01 §6 "Signed in": profile, favourites, create and view single posts,
 * suggestions): while the session loads it shows the page's own skeleton, signed-out visitors are sent to
 * `redirectTo` (replacing the history entry, so Back does not bounce), and optionally told why by a toast.
 * The server refuses these pages' data anyway; this only spares the visitor a failing page.
 */
import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "../lib/auth";
import { toast } from "../lib/toast";

export function RequireSignIn({
  redirectTo = "/auth",
  message,
  fallback,
  children,
}: {
  /** Where signed-out visitors go, e.g. "/auth?mode=signup" (spec 01 §2 /community/create). */
  redirectTo?: string;
  /** A toast for signed-out visitors, e.g. 'You must be logged in to create a post.' (spec 01 §8). */
  message?: string;
  /** Shown while the session is being read. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const isSignedOut = !isLoading && !user;
  useEffect(() => {
    if (isSignedOut && message) toast.error(message);
  }, [isSignedOut, message]);
  if (isLoading) return <>{fallback}</>;
  if (!user) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
