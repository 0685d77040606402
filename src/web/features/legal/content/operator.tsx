/**
 * The operator's details, used by the Impressum and the privacy policy. Every value is a marked
 * placeholder until the operator fills it in (a real page with clearly marked placeholders),
 * worded in the language of the page it is on (the English privacy policy is an English page,
 * decisions/033).
 */
import { CONTACT_EMAIL } from "#web/lib/site";
import { Placeholder } from "../components/legal-article";

type PageLanguage = "de" | "en";

const WORDS = {
  de: {
    name: "Vor- und Nachname bzw. Name der Organisation mit Rechtsform",
    street: "Straße und Hausnummer",
    postcode: "PLZ",
    country: "Deutschland",
    phone: "Telefon",
    phoneNumber: "Telefonnummer",
  },
  en: {
    name: "first and last name, or name of the organisation with its legal form",
    street: "street and house number",
    postcode: "postcode",
    country: "Germany",
    phone: "Phone",
    phoneNumber: "phone number",
  },
} satisfies Record<PageLanguage, Record<string, string>>;

export function OperatorAddress({ language = "de" }: { language?: PageLanguage }) {
  const words = WORDS[language];
  return (
    <p>
      <Placeholder>{words.name}</Placeholder>
      <br />
      <Placeholder>{words.street}</Placeholder>
      <br />
      <Placeholder>{words.postcode}</Placeholder> Hamburg
      <br />
      {words.country}
    </p>
  );
}

export function OperatorContact({ language = "de" }: { language?: PageLanguage }) {
  const words = WORDS[language];
  return (
    <p>
      E-Mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      <br />
      {words.phone}: <Placeholder>{words.phoneNumber}</Placeholder>
    </p>
  );
}
