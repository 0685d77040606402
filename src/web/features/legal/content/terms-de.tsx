/** Nutzungsbedingungen, German — the binding version. */
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { CONTACT_EMAIL } from "#web/lib/site";

export function TermsDe() {
  return (
    <div lang="de">
      <h2 className="mt-0!">1. Worum es geht</h2>
      <p>
        {PRODUCT_NAME} ist ein kostenloser Familienguide für Hamburg. Diese Bedingungen regeln die Nutzung der
        Website und der App zwischen dir und dem im <Link to="/impressum">Impressum</Link> genannten
        Betreiber. Orte, Kurse und Beiträge kannst du ohne Konto ansehen; für Favoriten, Beiträge und
        Vorschläge brauchst du ein Konto.
      </p>

      <h2>2. Dein Konto</h2>
      <ul>
        <li>
          Gib bei der Registrierung eine E-Mail-Adresse an, die dir gehört, und halte dein Passwort geheim.
        </li>
        <li>Ein Konto ist persönlich und nicht übertragbar.</li>
        <li>
          Du kannst dein Konto jederzeit löschen lassen; schreib uns dazu an{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </li>
      </ul>

      <h2>3. Deine Beiträge und Vorschläge</h2>
      <p>Für Tipps, Fragen, Kommentare, Fotos und Vorschläge bist du selbst verantwortlich. Bitte</p>
      <ul>
        <li>bleib freundlich und respektvoll – hier helfen sich Eltern gegenseitig;</li>
        <li>veröffentliche nichts Rechtswidriges, keine Werbung und keinen Spam;</li>
        <li>
          zeige keine erkennbaren Kinder oder anderen Personen ohne deren bzw. der Eltern Einverständnis und
          lade nur Fotos hoch, an denen du die Rechte hast;
        </li>
        <li>gib keine privaten Daten anderer preis (Adressen, Telefonnummern, Namen von Kindern).</li>
      </ul>
      <p>
        Du behältst alle Rechte an deinen Inhalten. Du erlaubst uns, sie in {PRODUCT_NAME} unentgeltlich
        anzuzeigen, zu speichern und für die Darstellung anzupassen (z. B. Bildgrößen), solange sie
        veröffentlicht sind. Vorschläge für Orte und Kurse dürfen wir nach Prüfung ganz oder teilweise als
        Eintrag übernehmen und bearbeiten.
      </p>

      <h2>4. Moderation</h2>
      <p>
        Admins prüfen Vorschläge und dürfen Beiträge, die gegen diese Bedingungen oder geltendes Recht
        verstoßen, entfernen. Bei wiederholten oder schweren Verstößen können wir ein Konto sperren. Du kannst
        Beiträge über die Melden-Funktion melden.
      </p>

      <h2>5. Inhalte ohne Gewähr</h2>
      <p>
        Viele Angaben stammen aus offenen Daten (OpenStreetMap, Freie und Hansestadt Hamburg) oder von anderen
        Eltern. Öffnungszeiten, Preise, Ausstattung und Kurstermine können sich ändern – bitte prüfe wichtige
        Angaben beim Anbieter. Für Angebote und Buchungen bei Kursanbietern ist allein der jeweilige Anbieter
        verantwortlich.
      </p>

      <h2>6. Haftung</h2>
      <p>
        Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des
        Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung
        wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischerweise eintretenden Schaden. Da{" "}
        {PRODUCT_NAME} kostenlos ist, gilt im Übrigen die Haftungsprivilegierung der Schenkung entsprechend (§
        521 BGB).
      </p>

      <h2>7. Verfügbarkeit und Änderungen</h2>
      <p>
        Wir bemühen uns um einen störungsfreien Betrieb, können ihn aber nicht garantieren. Wir dürfen
        Funktionen ändern oder einstellen. Änderungen dieser Bedingungen kündigen wir angemeldeten Nutzern
        rechtzeitig per E-Mail an; widersprichst du nicht innerhalb von sechs Wochen, gelten sie als
        angenommen – darauf weisen wir in der Ankündigung hin.
      </p>

      <h2>8. Schlussbestimmungen</h2>
      <p>
        Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des Staates, in dem du deinen
        gewöhnlichen Aufenthalt hast, bleiben unberührt. Wie wir mit deinen Daten umgehen, steht in der{" "}
        <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </p>
    </div>
  );
}
