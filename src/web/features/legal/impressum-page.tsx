/**
 * /impressum: the legal notice German law requires of a website (§ 5 Digitale-Dienste-Gesetz, DDG;
 * § 18 Abs. 2 Medienstaatsvertrag for editorial content). German only: it is addressed to German
 * authorities and courts. The operator's details are marked placeholders (content/operator.tsx).
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { LegalArticle, Placeholder } from "./components/legal-article";
import { OperatorAddress, OperatorContact } from "./content/operator";

export function ImpressumPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalArticle title={t("legal.imprint")} updated="Stand: November 2026" hasPlaceholders>
      <div lang="de">
        <h2 className="mt-0!">Angaben gemäß § 5 DDG</h2>
        <OperatorAddress />

        <h2>Kontakt</h2>
        <OperatorContact />

        <h2>Vertreten durch</h2>
        <p>
          <Placeholder>
            bei Vereinen, Gesellschaften u. Ä.: vertretungsberechtigte Person(en); sonst entfällt dieser
            Abschnitt
          </Placeholder>
        </p>

        <h2>Registereintrag</h2>
        <p>
          <Placeholder>
            Registergericht und Registernummer, falls vorhanden; sonst entfällt dieser Abschnitt
          </Placeholder>
        </p>

        <h2>Umsatzsteuer-Identifikationsnummer</h2>
        <p>
          <Placeholder>
            USt-IdNr. nach § 27a UStG, falls vorhanden; sonst entfällt dieser Abschnitt
          </Placeholder>
        </p>

        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <p>
          <Placeholder>Name</Placeholder>, Anschrift wie oben
        </p>

        <h2>Beiträge von Nutzerinnen und Nutzern</h2>
        <p>
          Tipps, Fragen, Erfahrungsberichte und Vorschläge in {PRODUCT_NAME} stammen von den Eltern, die sie
          veröffentlichen. Wir prüfen Vorschläge, bevor sie übernommen werden, und entfernen rechtswidrige
          Beiträge, sobald wir davon erfahren. Hinweise auf solche Inhalte bitte an die oben genannte
          E-Mail-Adresse oder über die Melden-Funktion bei jedem Beitrag.
        </p>

        <h2>Haftung für Links</h2>
        <p>
          {PRODUCT_NAME} verweist auf Webseiten von Orten und Kursanbietern. Für deren Inhalte sind allein die
          jeweiligen Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße
          erkennbar; werden uns solche bekannt, entfernen wir den Link.
        </p>

        <h2>Kartendaten und offene Daten</h2>
        <p>
          Ortsdaten © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a> (ODbL
          1.0). Stadtteilgrenzen: Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und Vermessung
          (LGV),{" "}
          <a href="https://www.govdata.de/dl-de/by-2-0">Datenlizenz Deutschland – Namensnennung – 2.0</a>.
          Einzelheiten in der <Link to="/datenschutz#offene-daten">Datenschutzerklärung</Link>.
        </p>

        <h2>Verbraucherstreitbeilegung</h2>
        <p>
          Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </div>
    </LegalArticle>
  );
}
