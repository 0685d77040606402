/**
 * Home header (spec 01 §2 Home): 'Hi, ' + profile name (or the e-mail's local part) when signed in,
 * with Admin (admins only), Anbieter (providers only), About, Share, Profile and Sign Out; signed-out
 * visitors see About and Sign In. On narrow screens the signed-in buttons shrink to labelled icons.
 */
import { Info, LogIn, LogOut, Share2, ShieldCheck, Store, User, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#web/lib/toast";
import { AppHeader } from "#web/components/layout/app-header";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import { signOut } from "#web/lib/sign-out";

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold " +
  "text-stone-800 transition-colors hover:bg-brand-50 hover:text-brand-800";

function NavLink({
  to,
  icon: Icon,
  label,
  isCompact,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  isCompact: boolean;
}) {
  return (
    <li>
      <Link to={to} className={cn(itemClass, isCompact && "px-0 sm:px-3")}>
        <Icon aria-hidden="true" className="size-5" />
        <span className={cn(isCompact && "sr-only sm:not-sr-only")}>{label}</span>
      </Link>
    </li>
  );
}

/** The greeting name: profile name, else display name, else the part of the e-mail before the @. */
export function greetingName(
  profile: { name: string | null; display_name: string | null } | null,
  email: string,
): string {
  return profile?.name?.trim() || profile?.display_name?.trim() || email.split("@")[0] || email;
}

export function HomeHeader() {
  const { t } = useTranslation();
  const { user, profile, isAdmin, isProvider, isLoading } = useAuth();

  // The shared helper (lib/sign-out.ts) ends the session and shows the spec's 'Signed out' toast.
  const handleSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error(t("common.genericError"));
    }
  };

  return (
    <AppHeader>
      {isLoading ? null : (
        <nav aria-label={t("home.header.nav")}>
          <ul className="flex items-center gap-0.5 sm:gap-1">
            {user ? (
              <>
                {isAdmin ? (
                  <NavLink to="/admin" icon={ShieldCheck} label={t("home.header.admin")} isCompact />
                ) : null}
                {isProvider ? (
                  <NavLink to="/provider" icon={Store} label={t("home.header.provider")} isCompact />
                ) : null}
                <NavLink to="/about" icon={Info} label={t("home.header.about")} isCompact />
                <NavLink to="/share" icon={Share2} label={t("home.header.share")} isCompact />
                <NavLink to="/profile" icon={User} label={t("home.header.profile")} isCompact />
                <li>
                  <button
                    type="button"
                    onClick={() => void handleSignOut()}
                    className={cn(itemClass, "px-0 sm:px-3")}
                  >
                    <LogOut aria-hidden="true" className="size-5" />
                    <span className="sr-only sm:not-sr-only">{t("home.header.signOut")}</span>
                  </button>
                </li>
              </>
            ) : (
              <>
                <NavLink to="/about" icon={Info} label={t("home.header.about")} isCompact />
                <li>
                  <Link
                    to="/auth"
                    className={cn(itemClass, "bg-brand-700 text-white hover:bg-brand-800 hover:text-white")}
                  >
                    <LogIn aria-hidden="true" className="size-5" />
                    {t("home.header.signIn")}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      )}
      {user ? (
        <p className="w-full pb-1 text-base font-semibold text-stone-800">
          {t("home.header.greeting", { name: greetingName(profile, user.email) })}
        </p>
      ) : null}
    </AppHeader>
  );
}
