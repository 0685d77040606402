/**
 * An audit entry as a sentence (docs/decisions/032-audit-sentences-and-course-districts.md): the template
 * `audit.sentences.<action>[.<variant>]` names the admin (`{{admin}}`), the target (`{{target}}`) and a
 * second record (`{{context}}`); `<link>…</link>` and `<context>…</context>` mark the words that lead to
 * the target's and the second record's page. Names are put in as text, never read as markup, so a post
 * that says "<link>" stays words.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TAuditEntry } from "#shared/schemas/admin";
import { useTranslation } from "react-i18next";

const TOKEN = /(<\/?link>|<\/?context>|\{\{\s*(?:admin|target|context)\s*\}\})/;

type Part = { kind: "text"; text: string } | { kind: "link"; to: string | null; children: Part[] };

/** The template's parts, with the placeholders filled in as text. */
function parse(
  template: string,
  values: Record<"admin" | "target" | "context", string>,
  paths: Record<"link" | "context", string | null>,
): Part[] {
  const root: Part[] = [];
  let current = root;
  for (const token of template.split(TOKEN)) {
    if (!token) continue;
    const tag = /^<(\/?)(link|context)>$/.exec(token);
    if (tag) {
      if (tag[1]) {
        current = root;
      } else {
        const link: Part = { kind: "link", to: paths[tag[2] as "link" | "context"], children: [] };
        root.push(link);
        current = link.children;
      }
      continue;
    }
    const placeholder = /^\{\{\s*(admin|target|context)\s*\}\}$/.exec(token);
    current.push({
      kind: "text",
      text: placeholder ? values[placeholder[1] as "admin" | "target" | "context"] : token,
    });
  }
  return root;
}

function render(parts: Part[]): ReactNode[] {
  return parts.map((part, index) => {
    if (part.kind === "text") return part.text;
    const children = part.children.map((child) => (child.kind === "text" ? child.text : null));
    // A record that is gone has no page: its name stays, without a link.
    return part.to ? (
      <Link
        key={index}
        to={part.to}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {children}
      </Link>
    ) : (
      <span key={index} className="font-semibold">
        {children}
      </span>
    );
  });
}

export function AuditSentence({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation("admin");
  const key = `audit.sentences.${entry.action}${entry.variant ? `.${entry.variant}` : ""}`;
  const found = t(key);
  // An action this build has no sentence for (written by a newer one) still reads as a sentence.
  const template = found === key ? t("audit.sentences.other") : found;
  const parts = parse(
    template,
    {
      admin: entry.admin_name ?? t("audit.formerAdmin"),
      target: entry.target_name ?? t("audit.unnamed"),
      context: entry.context_name ?? t("audit.unnamed"),
    },
    { link: entry.target_path, context: entry.context_path },
  );
  return <p className="text-stone-900">{render(parts)}</p>;
}
