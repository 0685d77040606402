/**
 * Runs one owner write of the provider edit page (useProviderWrite) with the page's feedback: a success
 * toast when `success` is given, and on failure a toast with the server's message (German for bad input,
 * e.g. the 10-photo limit), so the visitor knows what to change. Resolves to whether it worked.
 */
import { useTranslation } from "react-i18next";
import { toast } from "#web/lib/toast";
import { useProviderWrite, type ProviderWrite } from "../api/provider-api";

export function useProviderAction(providerId: string) {
  const { t } = useTranslation("provider");
  const write = useProviderWrite(providerId);
  const run = async (request: ProviderWrite, success?: string): Promise<boolean> => {
    try {
      await write.mutateAsync(request);
      if (success) toast.success(success);
      return true;
    } catch (error) {
      toast.error(t("errors.save"), { description: error instanceof Error ? error.message : undefined });
      return false;
    }
  };
  return { run, isPending: write.isPending };
}
