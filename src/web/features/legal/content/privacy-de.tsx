/**
 * Datenschutzerklärung (Art. 13 DSGVO), German — the binding version. Describes what this code base
 * actually stores; keep it in step with the schema (src/server/db/schema.ts) and the local keys.
 */
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { OSM_COPYRIGHT_URL } from "#web/lib/site";
import { Placeholder } from "../components/legal-article";
import { OperatorAddress, OperatorContact } from "./operator";
import { StorageTable } from "./storage-table";

export function PrivacyDe() {
  return (
    <div lang="de">
      <p className="mt-0!">
        Diese Erklärung sagt dir, welche personenbezogenen Daten {PRODUCT_NAME} verarbeitet, wozu, wie lange
        und welche Rechte du hast. Wir erheben nur, was für die jeweilige Funktion nötig ist. Es gibt keine
        Werbung, kein Tracking und keine Analyse-Dienste.
      </p>

      <h2>1. Verantwortlicher</h2>
      <OperatorAddress />
      <OperatorContact />
      <p>
        Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu nicht verpflichtet sind.{" "}
        <Placeholder>falls doch benannt: Name und Kontakt der/des Datenschutzbeauftragten</Placeholder>
      </p>

      <h2>2. Aufruf der Website und Server-Protokolle</h2>
      <p>
        Bei jedem Aufruf verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit,
        die aufgerufene Adresse, Statuscode, übertragene Datenmenge und die Kennung deines Browsers
        (User-Agent). Sie werden in Server-Protokollen gespeichert, um den Betrieb zu sichern, Fehler zu
        finden und Angriffe abzuwehren, und nach spätestens <Placeholder>14</Placeholder> Tagen gelöscht. Zum
        Schutz vor Missbrauch zählt der Server außerdem kurzzeitig Anfragen je IP-Adresse (Begrenzung der
        Anfragen pro Minute); dieser Zähler wird nicht dauerhaft gespeichert. Rechtsgrundlage ist unser
        berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).
      </p>
      <p>
        Die Website wird betrieben bei <Placeholder>Name und Anschrift des Hosters</Placeholder>, mit dem ein
        Vertrag über Auftragsverarbeitung (Art. 28 DSGVO) besteht.
      </p>

      <h2>3. Konto und Anmeldung</h2>
      <p>
        Für ein Konto speichern wir deine E-Mail-Adresse, dein Passwort (nur als sicherer Hash, nie im
        Klartext), ob du die Adresse bestätigt hast, und den Zeitpunkt der Registrierung. Meldest du dich mit
        Google oder Apple an, erhalten wir von dort deine E-Mail-Adresse, deinen Namen und eine Konto-Kennung.
        Zu jeder Anmeldung speichern wir eine Sitzung mit IP-Adresse und Browser-Kennung, damit du angemeldet
        bleibst und verdächtige Anmeldungen erkennbar sind; Sitzungen laufen nach 7 Tagen ohne Nutzung ab. Zur
        Bestätigung deiner Adresse senden wir dir eine E-Mail mit einem Link. Rechtsgrundlage ist die
        Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Die Daten bleiben gespeichert, bis du
        dein Konto löschen lässt.
      </p>

      <h2>4. Profil und Favoriten</h2>
      <p>
        Freiwillig kannst du einen Namen, deinen Wohnort, einen kurzen Text über dich und – als Elternteil –
        das Alter deiner Kinder angeben. Außerdem speichern wir deine Rolle (Eltern, Anbieter, Admin) und die
        Orte und Kurse, die du als Favoriten markierst. Angaben zum Alter deiner Kinder machst du freiwillig;
        sie helfen, passende Angebote zu finden. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO.
      </p>

      <h2>5. Beiträge in der Community</h2>
      <p>
        Wenn du einen Tipp, eine Frage oder einen Erfahrungsbericht veröffentlichst, speichern wir den Text,
        ein optionales Foto, die Art des Beitrags, den Zeitpunkt und deine Konto-Kennung und E-Mail-Adresse
        als Autor. Als Autorname sehen andere nur den Teil deiner E-Mail-Adresse vor dem @-Zeichen – wähle im
        Zweifel eine Adresse, die dich nicht verrät. Kommentare und Meldungen von Beiträgen speichern wir mit
        deiner Konto-Kennung. Beiträge sind für alle sichtbar, bis du oder ein Admin sie löschen.
        Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO.
      </p>

      <h2>6. Vorschläge für Orte und Kurse</h2>
      <p>
        Schlägst du einen Ort oder Kurs vor, speichern wir die Angaben aus dem Formular (Name, Beschreibung,
        Art, Ausstattung, Adresse bzw. Ort, Termine, Buchungslink), die Koordinaten der gewählten Adresse und
        den daraus ermittelten Stadtteil, ein optionales Foto, deine Konto-Kennung und deinen Profilnamen
        (ersatzweise deinen Anzeigenamen oder deine E-Mail-Adresse) sowie den Prüfstatus. Admins sehen diese
        Angaben, um den Vorschlag zu prüfen; übernommene Vorschläge werden ohne deine Daten als Ort oder Kurs
        veröffentlicht. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO.
      </p>

      <h2>7. Fotos</h2>
      <p>
        Hochgeladene Fotos werden auf dem Server neu kodiert. Dabei entfernen wir alle eingebetteten Metadaten
        wie Kamera, Aufnahmezeit und GPS-Position. Fotos, die nach dem Hochladen nicht in einem Beitrag oder
        Vorschlag verwendet werden, löschen wir nach 24 Stunden.
      </p>

      <h2>8. Feedback und Umfrage</h2>
      <p>
        Feedback und Umfrageantworten kannst du ohne Konto senden. Wir speichern den Text bzw. die gewählten
        Optionen, den Zeitpunkt, deine E-Mail-Adresse nur, wenn du sie angibst (bei angemeldeten Nutzern ist
        sie vorausgefüllt und kann gelöscht werden), und bei angemeldeten Nutzern die Konto-Kennung. Wir
        nutzen die Angaben, um {PRODUCT_NAME} zu verbessern und dir gegebenenfalls zu antworten.
        Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO (Verbesserung unseres Angebots) bzw. lit. b, soweit du uns
        um eine Antwort bittest.
      </p>

      <h2>9. Adresssuche</h2>
      <p>
        Wenn du in einem Adressfeld tippst, schickt dein Browser den eingegebenen Text an unseren Server, der
        passende Hamburger Stadtteile und Adressen vorschlägt. Standardmäßig geschieht das vollständig auf
        unserem Server.{" "}
        <Placeholder>
          Falls der Betreiber einen externen Geocoding-Dienst einschaltet (z. B. Photon, Nominatim oder Google
          Places): Name und Sitz des Dienstes, Hinweis auf die Übermittlung des Suchtexts – ohne IP-Adresse,
          da die Anfrage vom Server kommt – und ggf. Drittlandübermittlung
        </Placeholder>
      </p>

      <h2>10. Was dein Browser speichert</h2>
      <p>
        {PRODUCT_NAME} legt keine Werbe- oder Tracking-Cookies an. Damit die App funktioniert, speichert dein
        Browser die folgenden Einträge. Sie sind für die von dir gewünschten Funktionen unbedingt erforderlich
        (§ 25 Abs. 2 Nr. 2 TDDDG) und verlassen dein Gerät nicht – außer den Cookies, die dein Browser an
        unseren Server sendet.
      </p>
      <StorageTable language="de" />
      <p>
        Du kannst diese Daten jederzeit in den Einstellungen deines Browsers oder mit dem Knopf am Ende dieser
        Seite löschen.
      </p>

      <h2 id="offene-daten">11. Offene Daten und ihre Lizenzen</h2>
      <p>Die Orte in {PRODUCT_NAME} stammen zu großen Teilen aus offenen Daten:</p>
      <ul>
        <li>
          Kartendaten und Orte: © <a href={OSM_COPYRIGHT_URL}>OpenStreetMap-Mitwirkende</a>, lizenziert unter
          der <a href="https://opendatacommons.org/licenses/odbl/1-0/">Open Database License (ODbL) 1.0</a>.
          Die daraus abgeleitete Datenbank steht ebenfalls unter der ODbL.
        </li>
        <li>
          Stadtteil- und Bezirksgrenzen: Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und
          Vermessung (LGV), „ALKIS Verwaltungsgrenzen“, lizenziert unter der{" "}
          <a href="https://www.govdata.de/dl-de/by-2-0">
            Datenlizenz Deutschland – Namensnennung – Version 2.0
          </a>
          , aufbereitet von Open Data Product; von uns vereinfacht.
        </li>
        <li>
          Beschreibungen einiger Parks: Freie und Hansestadt Hamburg (Parkanlagen, Stand 2016), Datenlizenz
          Deutschland – Namensnennung – Version 2.0.
        </li>
      </ul>
      <p>Diese Daten enthalten keine personenbezogenen Daten von dir.</p>

      <h2>12. Empfänger</h2>
      <p>
        Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter. Empfänger sind nur unser Hoster
        und E-Mail-Dienstleister als Auftragsverarbeiter (
        <Placeholder>Name des E-Mail-Dienstleisters</Placeholder>) sowie – wenn du dich so anmeldest – Google
        bzw. Apple für die Anmeldung. Alle übrigen Daten verarbeiten wir auf Servern in{" "}
        <Placeholder>Land, z. B. Deutschland</Placeholder>.
      </p>

      <h2>13. Deine Rechte</h2>
      <p>Du hast das Recht</p>
      <ul>
        <li>auf Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>auf Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>auf Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>auf Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>
          der Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen (Art. 21 DSGVO) und erteilte
          Einwilligungen jederzeit zu widerrufen (Art. 7 Abs. 3 DSGVO),
        </li>
        <li>
          dich bei einer Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), zum Beispiel bei der Hamburgischen
          Beauftragten für Datenschutz und Informationsfreiheit, Ludwig-Erhard-Straße 22, 20459 Hamburg.
        </li>
      </ul>
      <p>
        Schreib uns dafür einfach eine E-Mail. Profilangaben kannst du jederzeit selbst im{" "}
        <Link to="/profile">Profil</Link> ändern. Eine automatisierte Entscheidungsfindung oder Profilbildung
        findet nicht statt.
      </p>
    </div>
  );
}
