/**
 * The operator's details, used by the Impressum and the privacy policy. Every value is a marked
 * placeholder until the operator fills it in (issue 5 §7: a real page with clearly marked placeholders).
 */
import { CONTACT_EMAIL } from "#web/lib/site";
import { Placeholder } from "../components/legal-article";

export function OperatorAddress() {
  return (
    <p>
      <Placeholder>Vor- und Nachname bzw. Name der Organisation mit Rechtsform</Placeholder>
      <br />
      <Placeholder>Straße und Hausnummer</Placeholder>
      <br />
      <Placeholder>PLZ</Placeholder> Hamburg
      <br />
      Deutschland
    </p>
  );
}

export function OperatorContact() {
  return (
    <p>
      E-Mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      <br />
      Telefon: <Placeholder>Telefonnummer</Placeholder>
    </p>
  );
}
