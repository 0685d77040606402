/**
 * /share (spec 01 §2 "/share", §8, §9): the app link with a copy button, 'Share' (the share sheet, else
 * the link is copied), a QR code of the link (200 px, margin 2, black on white; the qrcode library is
 * loaded only here) and a read-only invitation message in the page's language (spec 01 §2 names the
 * German one; decisions/033) with its own copy button. Copy buttons show a check mark for 2 seconds. Back
 * goes to /.
 */
import { Check, Copy, Download, QrCode, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "#shared/constants";
import { PageHeader } from "#web/components/layout/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { inputClass, textareaClass } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { COPY_CONFIRMATION_MS, copyText, NATIVE_SHARE_TITLE, shareOrCopy } from "#web/lib/share";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** Spec 01 §9 "QR code": 200 px wide, margin 2, black on white. */
const QR_OPTIONS = { width: 200, margin: 2, color: { dark: "#000000", light: "#ffffff" } } as const;

const panel = "rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";

/** A copy button that shows a check mark for 2 seconds after a successful copy. */
function CopyButton({ text, label, copiedText }: { text: string; label: string; copiedText: string }) {
  const { t } = useTranslation("share");
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (await copyText(text)) {
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
      toast.success(t("share.copiedTitle"), { description: copiedText });
    } else {
      toast.error(t("share.copyFailedTitle"), { description: t("share.copyFailedText") });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} disabled={!text} className="shrink-0">
      {isCopied ? (
        <Check aria-hidden="true" className="size-5 text-brand-700" />
      ) : (
        <Copy aria-hidden="true" className="size-5" />
      )}
      {isCopied ? t("share.copied") : label}
    </Button>
  );
}

function QrCodeImage({ link }: { link: string }) {
  const { t } = useTranslation("share");
  const [dataUrl, setDataUrl] = useState<string>();
  const [isFailed, setIsFailed] = useState(false);
  useEffect(() => {
    if (!link) return;
    let isCurrent = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(link, QR_OPTIONS))
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch((error: unknown) => {
        console.error("QR code could not be created", error);
        if (isCurrent) setIsFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  if (isFailed) return <p className="text-stone-700">{t("share.qrFailed")}</p>;
  if (!dataUrl) return <Skeleton className="size-[200px] rounded-xl" />;
  return (
    <div className="flex flex-col items-center gap-3">
      <img
        src={dataUrl}
        width={QR_OPTIONS.width}
        height={QR_OPTIONS.width}
        alt={t("share.qrAlt", { link })}
        className="rounded-xl border border-stone-200"
      />
      <a
        href={dataUrl}
        download={`${PRODUCT_NAME.toLowerCase().replace("ü", "ue")}-qr-code.png`}
        className={buttonClass({ variant: "ghost", size: "sm" })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t("share.downloadQr")}
      </a>
    </div>
  );
}

export function SharePage() {
  const { t } = useTranslation("share");
  useDocumentTitle(t("share.title"));
  const linkId = useId();
  const messageId = useId();
  // The address this app is served from; read after mounting (the server does not know the browser's view).
  const [link, setLink] = useState("");
  useEffect(() => setLink(window.location.origin), []);
  const message = link ? t("share.invitation", { product: PRODUCT_NAME, link }) : "";

  const share = async () => {
    const outcome = await shareOrCopy({ title: NATIVE_SHARE_TITLE, text: message, url: link });
    if (outcome === "copied") toast.success(t("share.copiedTitle"), { description: t("share.copiedLink") });
    if (outcome === "failed")
      toast.error(t("share.copyFailedTitle"), { description: t("share.copyFailedText") });
  };

  return (
    <>
      <PageHeader title={t("share.title")} backTo="/" />
      <main id="main" className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-5 sm:px-6">
        <section className={panel} aria-labelledby="share-heading">
          <h2 id="share-heading" className="text-xl font-extrabold text-stone-900">
            {t("share.heading", { product: PRODUCT_NAME })}
          </h2>
          <p className="mt-1 text-stone-700">{t("share.intro")}</p>
          <label htmlFor={linkId} className="mt-5 block text-sm font-semibold text-stone-900">
            {t("share.linkLabel")}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={linkId}
              type="url"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className={inputClass("min-w-0 flex-1 bg-stone-50")}
            />
            <CopyButton text={link} label={t("share.copyLink")} copiedText={t("share.copiedLink")} />
          </div>
          <Button onClick={() => void share()} disabled={!link} className="mt-4 w-full sm:w-auto">
            <Share2 aria-hidden="true" className="size-5" />
            {t("share.share")}
          </Button>
        </section>

        <section className={panel} aria-labelledby="qr-heading">
          <h2 id="qr-heading" className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
            <QrCode aria-hidden="true" className="size-5 text-brand-700" />
            {t("share.qrTitle")}
          </h2>
          <p className="mt-1 text-stone-700">{t("share.qrText")}</p>
          <div className="mt-4 flex justify-center">{link ? <QrCodeImage link={link} /> : null}</div>
        </section>

        <section className={panel} aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-lg font-extrabold text-stone-900">
            {t("share.messageTitle")}
          </h2>
          <label htmlFor={messageId} className="mt-1 block text-stone-700">
            {t("share.messageHint")}
          </label>
          <textarea
            id={messageId}
            readOnly
            lang="de"
            rows={7}
            value={message}
            className={textareaClass("mt-3 bg-stone-50")}
          />
          <div className="mt-3 flex justify-end">
            <CopyButton text={message} label={t("share.copyMessage")} copiedText={t("share.copiedMessage")} />
          </div>
        </section>
      </main>
    </>
  );
}
